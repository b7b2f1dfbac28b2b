import { describe, expect, it } from "vitest";
import { UsernameDirectory } from "../../src/accounts/members.ts";
import { openMemoryStore } from "../../src/storage/memory.ts";

describe("the username directory", () => {
  it("finds a member by @username in any case once seen", async () => {
    const directory = new UsernameDirectory(openMemoryStore());
    await directory.learn({ id: 7, is_bot: false, first_name: "Bob", username: "Bobby_Sats" });
    expect(await directory.lookup("@bobby_sats")).toBe(7);
    expect(await directory.lookup("BOBBY_SATS")).toBe(7);
    expect(await directory.lookup("@someone_else")).toBeUndefined();
  });

  it("follows a username to its new owner and leaves bots out", async () => {
    const store = openMemoryStore();
    const directory = new UsernameDirectory(store);
    await directory.learn({ id: 7, is_bot: false, first_name: "Bob", username: "handle" });
    await directory.learn({ id: 8, is_bot: false, first_name: "Eve", username: "handle" });
    expect(await directory.lookup("handle")).toBe(8);
    // Another process (its own directory) sees the same map.
    await new UsernameDirectory(store).learn({
      id: 7,
      is_bot: false,
      first_name: "B",
      username: "handle",
    });
    expect(await directory.lookup("handle")).toBe(7);
    await directory.learn({ id: 9, is_bot: true, first_name: "Bot", username: "some_bot" });
    expect(await directory.lookup("some_bot")).toBeUndefined();
  });

  it("resolves a username given up to no one, and names a member as last seen", async () => {
    const store = openMemoryStore();
    const directory = new UsernameDirectory(store);
    await directory.learn({ id: 7, is_bot: false, first_name: "Bob", username: "bobby" });
    expect(await directory.resolve("@Bobby")).toEqual({
      id: 7,
      username: "bobby",
      firstName: "Bob",
      lastName: undefined,
    });
    // Seen by another process with a new name: the old one resolves to no one.
    await new UsernameDirectory(store).learn({
      id: 7,
      is_bot: false,
      first_name: "Bob",
      username: "bob_new",
    });
    expect(await directory.lookup("bobby")).toBeUndefined();
    expect(await directory.lookup("bob_new")).toBe(7);
    // Without any username now: none of his resolves.
    await directory.learn({ id: 7, is_bot: false, first_name: "Bob" });
    expect(await directory.lookup("bob_new")).toBeUndefined();
    // Someone else seen with the name takes it.
    await directory.learn({ id: 8, is_bot: false, first_name: "Eve", username: "bobby" });
    expect(await directory.lookup("bobby")).toBe(8);
  });
});

describe("a member renamed back", () => {
  it("holds the name they came back to, not the one given up (one process)", async () => {
    const directory = new UsernameDirectory(openMemoryStore());
    for (const username of ["y_first", "y_second", "y_first"]) {
      await directory.learn({ id: 7, is_bot: false, first_name: "Yan", username });
    }
    expect(await directory.lookup("y_second")).toBeUndefined();
    expect(await directory.lookup("y_first")).toBe(7);
  });

  it("holds the name they came back to when another replica saw the rename in between", async () => {
    const store = openMemoryStore();
    const [a, b] = [new UsernameDirectory(store), new UsernameDirectory(store)];
    await a.learn({ id: 7, is_bot: false, first_name: "Yan", username: "y_first" });
    await b.learn({ id: 7, is_bot: false, first_name: "Yan", username: "y_second" });
    await a.learn({ id: 7, is_bot: false, first_name: "Yan", username: "y_first" });
    expect(await b.lookup("y_second")).toBeUndefined();
    expect(await b.lookup("y_first")).toBe(7);
  });

  it("writes an unchanged profile again only once a day", async () => {
    const store = openMemoryStore();
    let now = 1_000_000;
    const directory = new UsernameDirectory(store, () => now);
    const yan = { id: 7, is_bot: false, first_name: "Yan", username: "y_first" };
    await directory.learn(yan);
    const members = store.keyv<{ seenAt?: number }>("username-members");
    now += 60_000;
    await directory.learn(yan);
    expect((await members.get("7"))?.seenAt).toBe(1_000_000);
    now += 24 * 60 * 60_000;
    await directory.learn(yan);
    expect((await members.get("7"))?.seenAt).toBe(now);
  });
});
