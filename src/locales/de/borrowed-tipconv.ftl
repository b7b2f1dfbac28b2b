## TEMPORARY, delete when merging: texts owned by common.ftl and confirm.ftl (the core
## engineer's), defined here only so this branch runs on its own. Same ids, same English.

common-test-money = 🧪 <i>test money (sandbox)</i>
common-no-account = You have no gateway account connected yet. Send /connect to add your merchant account.
common-open-private-chat = Open private chat
common-private-only = 🔒 /{ $command } works in a private chat with me, so nothing sensitive is shown in the group.
confirm-over-per-payment = This is above the limit of { $limit } per payment. Nothing was sent.
confirm-over-daily = This would pass your daily limit of { $limit } (left today: { $remaining }). Nothing was sent.
