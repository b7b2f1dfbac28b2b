/**
 * A name server on loopback for tests of the request guard's resolver: it
 * answers A queries for the names it knows, says "no such name" for the
 * rest, and never answers names under a silent suffix (a server that reads
 * and never replies). Hand-written: a DNS reply to one A question is a few
 * bytes (RFC 1035 §4.1), and a packet library would be a dependency for
 * this one test helper.
 */
import { createSocket, type Socket } from "node:dgram";
import type { AddressInfo } from "node:net";

export interface TestNameServer {
  /** `127.0.0.1:<port>`, for `dnsResolver({ servers })`. */
  readonly address: string;
  /** Every name asked, with its query type ("A", "AAAA", or the number), in order. */
  readonly asked: { name: string; type: string }[];
  close(): Promise<void>;
}

const TYPE_A = 1;
const TYPE_AAAA = 28;

/** Starts a name server: `names` maps names to IPv4 addresses; names ending in `silentSuffix` get no answer. */
export async function startNameServer(options: {
  names: Record<string, string>;
  silentSuffix: string;
}): Promise<TestNameServer> {
  const socket: Socket = createSocket("udp4");
  const asked: { name: string; type: string }[] = [];
  socket.on("message", (query, from) => {
    const question = readQuestion(query);
    if (!question) return;
    const { name, type, end } = question;
    asked.push({ name, type: type === TYPE_A ? "A" : type === TYPE_AAAA ? "AAAA" : String(type) });
    if (name.endsWith(options.silentSuffix)) return;
    const address = options.names[name];
    const answer = address !== undefined && type === TYPE_A ? aRecord(address) : undefined;
    // Header: the query's id, "response, recursion available", NXDOMAIN for unknown names.
    const header = Buffer.alloc(12);
    query.copy(header, 0, 0, 2);
    header.writeUInt16BE(address === undefined ? 0x8183 : 0x8180, 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answer ? 1 : 0, 6);
    const reply = Buffer.concat([header, query.subarray(12, end), ...(answer ? [answer] : [])]);
    socket.send(reply, from.port, from.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, "127.0.0.1", resolve));
  const { port } = socket.address() as AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    asked,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}

/** The question of a query: its name (lower-case, dotted), type, and where the question ends. */
function readQuestion(query: Buffer): { name: string; type: number; end: number } | undefined {
  const labels: string[] = [];
  let at = 12;
  while (at < query.length) {
    const length = query[at] ?? 0;
    at += 1;
    if (length === 0) break;
    labels.push(query.toString("latin1", at, at + length).toLowerCase());
    at += length;
  }
  if (at + 4 > query.length) return undefined;
  return { name: labels.join("."), type: query.readUInt16BE(at), end: at + 4 };
}

/** An answer pointing back at the question's name (offset 12): class IN, 60 s, the address. */
function aRecord(address: string): Buffer {
  const record = Buffer.alloc(16);
  record.writeUInt16BE(0xc00c, 0);
  record.writeUInt16BE(TYPE_A, 2);
  record.writeUInt16BE(1, 4);
  record.writeUInt32BE(60, 6);
  record.writeUInt16BE(4, 10);
  address.split(".").forEach((part, index) => {
    record.writeUInt8(Number(part), 12 + index);
  });
  return record;
}
