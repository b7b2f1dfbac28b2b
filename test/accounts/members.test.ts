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
