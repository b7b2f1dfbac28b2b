/**
 * The records of the Redis store (redis.ts's layout): Keyv entries as
 * `namespace::key`, claims as `claim:<key>`, counters as `counter:<key>`,
 * locks as `lock:<key>`, each a string with Redis's own expiry, and
 * ordered indexes as a sorted set per key, `ordered:<name>:<key>` (a
 * record per member). Read with SCAN (its cursor resumes a stopped move; a
 * key may come twice, and writing it twice does no harm); a sorted set is
 * read by rank a page at a time, the sets a SCAN step found carried in the
 * cursor. Written with SET … PX and ZADD in pipelines, then WAITAOF where
 * the server has it, so a page is on disk before the next.
 */
import { createClient, type RedisClientType } from "@keyv/redis";
import { redactedUrl } from "./errors.ts";
import {
  orderedRecordKey,
  parseOrderedRecordKey,
  type RecordSpace,
  type StoredRecord,
  scoreText,
} from "./records.ts";
import { ORDERED_PREFIX, scoredMembers } from "./redis.ts";
import { RUNNING_MARK_PREFIX } from "./running-mark.ts";

const ENTRY = /^([A-Za-z0-9][A-Za-z0-9_-]*)::/;
const CLAIM = "claim:";
const COUNTER = "counter:";
const LOCK = "lock:";
const WAIT_MS = 30_000;

/**
 * Where a scan stands: SCAN's cursor ("0" at the start; `done` once it came
 * back to "0"), the sorted sets found but not yet read in full, and the
 * rank to go on from in the first of them. A move stopped by a version that
 * read no sorted sets saved SCAN's cursor alone.
 */
interface RedisCursor {
  scan: string;
  done: boolean;
  sets: string[];
  at: number;
}

function parseCursor(cursor: string | undefined): RedisCursor {
  if (cursor === undefined) return { scan: "0", done: false, sets: [], at: 0 };
  if (!cursor.startsWith("{")) return { scan: cursor, done: false, sets: [], at: 0 };
  return JSON.parse(cursor) as RedisCursor;
}

/** A sorted set's Redis key as its index name and key. */
function orderedOf(redisKey: string): { name: string; key: string } {
  const rest = redisKey.slice(ORDERED_PREFIX.length);
  const colon = rest.indexOf(":");
  return { name: rest.slice(0, colon), key: rest.slice(colon + 1) };
}

/** A Redis key as a record's kind and key; undefined for a lock or a key the bot does not write. */
export function redisKeyRecord(redisKey: string): Pick<StoredRecord, "kind" | "key"> | undefined {
  const entry = ENTRY.exec(redisKey);
  if (entry) return { kind: "entry", key: `${entry[1]}:${redisKey.slice(entry[0].length)}` };
  if (redisKey.startsWith(CLAIM)) return { kind: "claim", key: redisKey.slice(CLAIM.length) };
  if (redisKey.startsWith(COUNTER)) {
    return { kind: "counter", key: redisKey.slice(COUNTER.length) };
  }
  return undefined;
}

/** A record's Redis key. */
export function recordRedisKey(record: Pick<StoredRecord, "kind" | "key">): string {
  if (record.kind === "claim") return CLAIM + record.key;
  if (record.kind === "counter") return COUNTER + record.key;
  const colon = record.key.indexOf(":");
  return `${record.key.slice(0, colon)}::${record.key.slice(colon + 1)}`;
}

/** Connects to Redis for the move (the store was opened once first, so its settings were checked). */
export async function openRedisRecords(url: string): Promise<RecordSpace> {
  const client: RedisClientType = createClient({
    url,
    name: "lightning-tip-bot-move",
    socket: { connectTimeout: 5_000 },
  });
  client.on("error", () => undefined);
  await client.connect();
  const command = (args: string[]) => client.sendCommand(args) as Promise<unknown>;
  let waitAof = true;
  const scanMatching = async (pattern: string, most: number): Promise<string[]> => {
    const found: string[] = [];
    let cursor = "0";
    do {
      const [next, keys] = (await command([
        "SCAN",
        cursor,
        "MATCH",
        pattern,
        "COUNT",
        "10000",
      ])) as [string, string[]];
      found.push(...keys);
      cursor = next;
    } while (cursor !== "0" && found.length < most);
    return found.slice(0, most);
  };
  /** The string records among `keys` (entries, claims, counters), with their time left. */
  const strings = async (keys: string[]): Promise<StoredRecord[]> => {
    const known = keys.flatMap((redisKey) => {
      const record = redisKeyRecord(redisKey);
      if (!record) return [];
      if (record.kind === "counter" && record.key.startsWith(RUNNING_MARK_PREFIX)) return [];
      return [{ redisKey, ...record }];
    });
    if (known.length === 0) return [];
    const now = Date.now();
    const [values, ttls] = await Promise.all([
      command(["MGET", ...known.map((key) => key.redisKey)]) as Promise<Array<string | null>>,
      Promise.all(known.map((key) => command(["PTTL", key.redisKey]) as Promise<number>)),
    ]);
    const records: StoredRecord[] = [];
    for (const [index, key] of known.entries()) {
      const value = values[index];
      const ttl = Number(ttls[index]);
      // Gone in between (-2), or no string: nothing to carry.
      if (value === null || value === undefined || ttl === -2) continue;
      records.push({
        kind: key.kind,
        key: key.key,
        value,
        expiresAt: ttl >= 0 ? now + ttl : undefined,
      });
    }
    return records;
  };
  return {
    backend: "redis",
    where: redactedUrl(url),
    async scan(cursor, limit) {
      const at = parseCursor(cursor);
      const records: StoredRecord[] = [];
      if (at.sets.length === 0 && !at.done) {
        const [next, keys] = (await command(["SCAN", at.scan, "COUNT", String(limit)])) as [
          string,
          string[],
        ];
        at.scan = next;
        at.done = next === "0";
        at.sets.push(...keys.filter((redisKey) => redisKey.startsWith(ORDERED_PREFIX)));
        records.push(...(await strings(keys)));
      }
      // Then members of the sorted sets found, by rank, up to the page's size.
      while (at.sets.length > 0 && records.length < limit) {
        const set = at.sets[0] as string;
        const wanted = limit - records.length;
        const members = scoredMembers(
          await command(["ZRANGE", set, String(at.at), String(at.at + wanted - 1), "WITHSCORES"]),
        );
        const { name, key } = orderedOf(set);
        for (const { member, score } of members) {
          records.push({
            kind: "ordered",
            key: orderedRecordKey(name, key, member),
            value: scoreText(score),
            expiresAt: undefined,
          });
        }
        if (members.length < wanted) {
          at.sets.shift();
          at.at = 0;
        } else {
          at.at += wanted;
        }
      }
      return {
        records,
        cursor: at.done && at.sets.length === 0 ? undefined : JSON.stringify(at),
      };
    },
    async write(records, mode) {
      const now = Date.now();
      await Promise.all(
        records.map((record) => {
          if (record.kind === "ordered") {
            const { name, key, member } = parseOrderedRecordKey(record.key);
            const set = `${ORDERED_PREFIX}${name}:${key}`;
            return command(
              mode === "keep"
                ? ["ZADD", set, "NX", record.value, member]
                : ["ZADD", set, record.value, member],
            );
          }
          const args = ["SET", recordRedisKey(record), record.value];
          if (record.expiresAt !== undefined) {
            args.push("PX", String(Math.max(1, record.expiresAt - now)));
          }
          if (mode === "keep") args.push("NX");
          return command(args);
        }),
      );
      if (!waitAof || records.length === 0) return;
      try {
        await command(["WAITAOF", "1", "0", String(WAIT_MS)]);
      } catch (error) {
        // Older Redis: the bot's own check already required appendfsync always there.
        if (!/unknown command/i.test(String(error))) throw error;
        waitAof = false;
      }
    },
    async totals() {
      return { records: Number(await command(["DBSIZE"])), bytes: 0 };
    },
    async activity() {
      const marks = await scanMatching(`${COUNTER}${RUNNING_MARK_PREFIX}*`, 20);
      const locks = await scanMatching(`${LOCK}*`, 5);
      return [
        ...marks.map(
          (key) =>
            `a bot marked ${key.slice(COUNTER.length + RUNNING_MARK_PREFIX.length)} as running`,
        ),
        ...locks.map((key) => `the lock "${key.slice(LOCK.length)}" is held`),
      ];
    },
    async close() {
      await client.close().catch(() => client.destroy());
    },
  };
}
