## TEMPORARY, delete when merging: a text owned by common.ftl (the core engineer's),
## defined here only so this branch runs on its own. Same id, same English.

common-test-money = 🧪 <i>test money (sandbox)</i>
