import { expect } from "vitest";

/**
 * A strict reader of the text format (0.0.4) as Prometheus parses it: every
 * sample belongs to the family of the last TYPE line (histograms add
 * _bucket/_sum/_count), no family appears twice, label values are quoted
 * with escapes, values are numbers or ±Inf/NaN, empty lines are skipped. Returns samples by line.
 */
export function parseExposition(text: string): Map<string, number> {
  expect(text.endsWith("\n")).toBe(true);
  const samples = new Map<string, number>();
  const seen = new Set<string>();
  let family: { name: string; type: string } | undefined;
  for (const line of text.slice(0, -1).split("\n")) {
    // Prometheus ignores empty lines (prom-client puts one between families).
    if (line === "") continue;
    const help = /^# HELP ([a-zA-Z_:][a-zA-Z0-9_:]*) (.*)$/.exec(line);
    if (help) continue;
    const type = /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram)$/.exec(line);
    if (type) {
      const name = type[1] ?? "";
      expect(seen.has(name), `family ${name} appears twice`).toBe(false);
      seen.add(name);
      family = { name, type: type[2] ?? "" };
      continue;
    }
    const sample =
      /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\[\\"n])*",?)*\})? (\S+)$/.exec(
        line,
      );
    expect(sample, `not a valid sample line: ${line}`).not.toBeNull();
    const name = sample?.[1] ?? "";
    const allowed =
      family?.type === "histogram"
        ? [`${family.name}_bucket`, `${family.name}_sum`, `${family.name}_count`]
        : [family?.name];
    expect(allowed, `${name} outside its family`).toContain(name);
    const raw = sample?.[3] ?? "";
    // Prometheus reads NaN in any letter case (prom-client writes "Nan").
    const nan = raw.toLowerCase() === "nan";
    const value = raw === "+Inf" ? Infinity : raw === "-Inf" ? -Infinity : Number(raw);
    expect(Number.isNaN(value) && !nan, `bad value ${raw}`).toBe(false);
    samples.set(`${name}${sample?.[2] ?? ""}`, value);
  }
  return samples;
}
