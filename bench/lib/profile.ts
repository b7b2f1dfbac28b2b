/**
 * Reads a V8 CPU profile (`node --cpu-prof`) and says where the time went
 * during a time window: by package or source folder (self time, and
 * inclusive time: samples whose stack passes through it) and by function.
 * Percentages are of the samples that were not idle.
 */
import { readFile } from "node:fs/promises";

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** One line of a breakdown. */
export interface ProfileShare {
  name: string;
  ms: number;
  /** Percent of the busy (non-idle) time. */
  percent: number;
}

/** Where the busy time of a window went. */
export interface ProfileSummary {
  busyMs: number;
  idleMs: number;
  /** Self time by package / source folder / runtime part, largest first. */
  selfByArea: ProfileShare[];
  /** Inclusive time by package / source folder, largest first. */
  inclusiveByArea: ProfileShare[];
  /** Functions of src/ by inclusive time, largest first. */
  inclusiveBySourceFunction: ProfileShare[];
  /** Functions by self time, largest first. */
  selfByFunction: ProfileShare[];
}

/** A window of the profile in CLOCK_MONOTONIC microseconds (ProcessUsage.monotonicMicros). */
export interface ProfileWindow {
  fromMicros: number;
  toMicros: number;
}

const IDLE = "(idle)";

/** The area a frame belongs to: "qrcode", "src/chat", "node:zlib", "GC", … */
export function areaOf(frame: CallFrame): string {
  const { url, functionName } = frame;
  if (url === "") {
    if (functionName === "(garbage collector)") return "GC";
    if (functionName === IDLE) return IDLE;
    if (functionName === "(program)") return "(program: V8/native, unattributed)";
    if (functionName === "(root)") return "(root)";
    return "native";
  }
  const packageMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (packageMatch?.[1]) return packageMatch[1];
  const sourceMatch = /\/(src|bench|test)\/([^/]+)\//.exec(url);
  if (sourceMatch) return `${sourceMatch[1]}/${sourceMatch[2]}`;
  if (/\/(src|bench|test)\/[^/]+\.ts$/.test(url))
    return url.replace(/^.*\/((src|bench|test)\/)/, "$1");
  if (url.startsWith("node:")) {
    const parts = url.replace(/^node:(internal\/)?/, "").split("/");
    if (parts[0] === "deps" && parts[1]) return `node:${parts[1]} (deps)`;
    return `node:${parts[0] ?? url}`;
  }
  return url;
}

function functionLabel(frame: CallFrame): string {
  const file = frame.url.replace(/^.*\/(node_modules|src|bench|test)\//, "$1/");
  return `${frame.functionName || "(anonymous)"} ${file}:${frame.lineNumber + 1}`;
}

/** Summarises `file` over `window` (the whole profile when omitted); `top` lines per list. */
export async function summarizeProfile(
  file: string,
  window?: ProfileWindow,
  top = 12,
): Promise<ProfileSummary> {
  const profile = JSON.parse(await readFile(file, "utf8")) as CpuProfile;
  const byId = new Map<number, ProfileNode>();
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) {
    byId.set(node.id, node);
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  }
  const selfArea = new Map<string, number>();
  const inclusiveArea = new Map<string, number>();
  const inclusiveSource = new Map<string, number>();
  const selfFunction = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, micros: number) =>
    map.set(key, (map.get(key) ?? 0) + micros);
  let busy = 0;
  let idle = 0;
  let time = profile.startTime;
  for (let index = 0; index < profile.samples.length; index += 1) {
    const delta = profile.timeDeltas[index] ?? 0;
    time += delta;
    if (window && (time < window.fromMicros || time > window.toMicros)) continue;
    const node = byId.get(profile.samples[index] ?? -1);
    if (!node) continue;
    // The sample's interval is the delta to the next sample.
    const micros = profile.timeDeltas[index + 1] ?? delta;
    const area = areaOf(node.callFrame);
    if (area === IDLE) {
      idle += micros;
      continue;
    }
    busy += micros;
    add(selfArea, area, micros);
    add(selfFunction, functionLabel(node.callFrame), micros);
    const areasSeen = new Set<string>();
    const sourceSeen = new Set<string>();
    // Walk up the stack (bounded by the tree's size).
    let current: ProfileNode | undefined = node;
    for (let depth = 0; current && depth < profile.nodes.length; depth += 1) {
      const frameArea = areaOf(current.callFrame);
      areasSeen.add(frameArea);
      if (frameArea.startsWith("src/")) sourceSeen.add(functionLabel(current.callFrame));
      const parent = parentOf.get(current.id);
      current = parent === undefined ? undefined : byId.get(parent);
    }
    for (const seen of areasSeen) add(inclusiveArea, seen, micros);
    for (const seen of sourceSeen) add(inclusiveSource, seen, micros);
  }
  const shares = (map: Map<string, number>, exclude: string[] = []): ProfileShare[] =>
    [...map.entries()]
      .filter(([name]) => !exclude.includes(name))
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, micros]) => ({
        name,
        ms: micros / 1000,
        percent: busy === 0 ? 0 : (micros / busy) * 100,
      }));
  return {
    busyMs: busy / 1000,
    idleMs: idle / 1000,
    selfByArea: shares(selfArea),
    // Roots every stack passes through say nothing: the tick queue, the microtask runner.
    inclusiveByArea: shares(inclusiveArea, [
      "(root)",
      "native",
      "node:process",
      "(program: V8/native, unattributed)",
    ]),
    inclusiveBySourceFunction: shares(inclusiveSource),
    selfByFunction: shares(selfFunction),
  };
}
