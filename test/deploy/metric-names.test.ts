/**
 * The alert rules (deploy/alerts.yml) and the Grafana dashboard
 * (deploy/grafana-dashboard.json) name only metrics the bot exports: a
 * renamed or removed metric would leave an alert that can never fire and a
 * panel that stays empty, and nothing else would notice.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BotMetrics } from "../../src/server/metrics.ts";

const DEPLOY = path.join(import.meta.dirname, "..", "..", "deploy");
/** Series Prometheus makes itself: a scrape's `up`, and `ALERTS` for firing rules. */
const PROMETHEUS_OWN = new Set(["up", "ALERTS"]);
const KEYWORDS = new Set([
  "by",
  "without",
  "on",
  "ignoring",
  "group_left",
  "group_right",
  "and",
  "or",
  "unless",
  "bool",
  "offset",
  "inf",
  "nan",
]);

/** The metric names a PromQL expression reads (functions, label names, strings and durations left out). */
function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, "")
    .replace(/\[[^\]]*\]/g, "")
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, "")
    .replace(/\$__\w+/g, "");
  const names = new Set<string>();
  for (const match of bare.matchAll(/[A-Za-z_:][A-Za-z0-9_:]*/g)) {
    const name = match[0];
    const after = bare.slice((match.index ?? 0) + name.length).trimStart();
    if (after.startsWith("(") || KEYWORDS.has(name.toLowerCase())) continue;
    names.add(name);
  }
  return [...names];
}

/** Every series name the bot's registry can expose (histograms with their _bucket, _sum and _count). */
async function exported(): Promise<Set<string>> {
  const metrics = new BotMetrics({
    commands: [],
    inFlight: () => 0,
    storePing: async () => undefined,
  });
  const names = new Set<string>();
  for (const line of (await metrics.render()).split("\n")) {
    const typed = /^# TYPE (\S+) (\S+)/.exec(line);
    if (!typed?.[1]) continue;
    names.add(typed[1]);
    if (typed[2] === "histogram" || typed[2] === "summary") {
      for (const suffix of ["_bucket", "_sum", "_count"]) names.add(`${typed[1]}${suffix}`);
    }
  }
  return names;
}

function alertExpressions(): string[] {
  const text = readFileSync(path.join(DEPLOY, "alerts.yml"), "utf8");
  // `expr:` is either one line or a `|` block indented under it.
  const expressions: string[] = [];
  const lines = text.split("\n");
  for (const [index, line] of lines.entries()) {
    const single = /^(\s*)expr:\s*(.*)$/.exec(line);
    if (!single) continue;
    if (single[2] !== "|") {
      expressions.push(single[2] ?? "");
      continue;
    }
    const indent = (single[1] ?? "").length;
    const block: string[] = [];
    for (const next of lines.slice(index + 1)) {
      if (next.trim() !== "" && next.length - next.trimStart().length <= indent) break;
      block.push(next.trim());
    }
    expressions.push(block.join(" "));
  }
  return expressions;
}

function dashboardExpressions(): string[] {
  const dashboard = JSON.parse(
    readFileSync(path.join(DEPLOY, "grafana-dashboard.json"), "utf8"),
  ) as {
    panels: Array<{ targets?: Array<{ expr?: string }> }>;
    annotations?: { list?: Array<{ expr?: string }> };
  };
  return [
    ...dashboard.panels.flatMap((panel) =>
      (panel.targets ?? []).map((target) => target.expr ?? ""),
    ),
    ...(dashboard.annotations?.list ?? []).map((annotation) => annotation.expr ?? ""),
  ].filter((expr) => expr !== "");
}

describe("metric names in deploy/", () => {
  it("reads metric names, not functions, labels or durations, out of PromQL", () => {
    expect(
      metricNames(
        'histogram_quantile(0.95, sum by (le, operation) (rate(tipbot_gateway_call_duration_seconds_bucket{outcome="x"}[5m]))) > 5 and on (instance) up == 0',
      ).sort(),
    ).toEqual(["tipbot_gateway_call_duration_seconds_bucket", "up"]);
  });

  it("every alert rule reads only metrics the bot exports", async () => {
    const known = await exported();
    const expressions = alertExpressions();
    expect(expressions.length).toBeGreaterThanOrEqual(11);
    const named = expressions.flatMap(metricNames);
    expect(named).toContain("tipbot_payments_total");
    expect(named.filter((name) => !known.has(name) && !PROMETHEUS_OWN.has(name))).toEqual([]);
  });

  it("every dashboard query reads only metrics the bot exports", async () => {
    const known = await exported();
    const expressions = dashboardExpressions();
    expect(expressions.length).toBeGreaterThanOrEqual(10);
    const named = expressions.flatMap(metricNames);
    expect(named).toContain("tipbot_store_up");
    expect(named.filter((name) => !known.has(name) && !PROMETHEUS_OWN.has(name))).toEqual([]);
  });
});
