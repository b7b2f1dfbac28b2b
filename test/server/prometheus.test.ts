import { describe, expect, it } from "vitest";
import {
  Counter,
  escapeLabelValue,
  formatValue,
  Gauge,
  Histogram,
  Registry,
} from "../../src/server/prometheus.ts";
import { parseExposition } from "./support/exposition.ts";

describe("Prometheus text format", () => {
  it("writes counters with HELP, TYPE and one sample per label set", () => {
    const registry = new Registry();
    const updates = registry.add(
      new Counter("bot_updates_total", "Updates handled.", ["type", "result"]),
    );
    updates.inc({ type: "message", result: "ok" });
    updates.inc({ type: "message", result: "ok" }, 2);
    updates.inc({ type: "callback_query", result: "error" });
    const text = registry.render();
    expect(text).toBe(
      [
        "# HELP bot_updates_total Updates handled.",
        "# TYPE bot_updates_total counter",
        'bot_updates_total{type="message",result="ok"} 3',
        'bot_updates_total{type="callback_query",result="error"} 1',
        "",
      ].join("\n"),
    );
    expect(parseExposition(text).size).toBe(2);
  });

  it("escapes label values and HELP text so a hostile value cannot break the format", () => {
    const registry = new Registry();
    const counter = registry.add(
      new Counter("odd_total", 'Help with a \\ backslash\nand a newline "quoted".', ["value"]),
    );
    counter.inc({ value: 'say "hi"\\n\nnext' });
    const text = registry.render();
    expect(text).toContain("# HELP odd_total Help with a \\\\ backslash\\nand a newline");
    expect(text).toContain('odd_total{value="say \\"hi\\"\\\\n\\nnext"} 1');
    expect(text.split("\n")).toHaveLength(4);
    parseExposition(text);
    expect(escapeLabelValue('a"b')).toBe('a\\"b');
  });

  it("writes cumulative histogram buckets ending in +Inf, then _sum and _count", () => {
    const registry = new Registry();
    const latency = registry.add(
      new Histogram("call_seconds", "Call time.", ["operation"], [0.1, 1, 10]),
    );
    for (const seconds of [0.05, 0.1, 0.5, 3, 20]) latency.observe({ operation: "pay" }, seconds);
    const samples = parseExposition(registry.render());
    expect(samples.get('call_seconds_bucket{operation="pay",le="0.1"}')).toBe(2);
    expect(samples.get('call_seconds_bucket{operation="pay",le="1"}')).toBe(3);
    expect(samples.get('call_seconds_bucket{operation="pay",le="10"}')).toBe(4);
    expect(samples.get('call_seconds_bucket{operation="pay",le="+Inf"}')).toBe(5);
    expect(samples.get('call_seconds_count{operation="pay"}')).toBe(5);
    expect(samples.get('call_seconds_sum{operation="pay"}')).toBeCloseTo(23.65, 10);
  });

  it("reads gauges when scraped, and spells special values as Prometheus does", () => {
    let inFlight = 2;
    const registry = new Registry();
    registry.add(new Gauge("in_flight", "Updates in flight.", () => inFlight));
    expect(registry.render()).toContain("\nin_flight 2\n");
    inFlight = 0;
    expect(registry.render()).toContain("\nin_flight 0\n");
    expect([Infinity, -Infinity, Number.NaN, 1.5].map(formatValue)).toEqual([
      "+Inf",
      "-Inf",
      "NaN",
      "1.5",
    ]);
  });

  it("refuses invalid names, a duplicate family, a counter going down and unsorted buckets", () => {
    expect(() => new Counter("bad-name", "x")).toThrow(/metric name/);
    expect(() => new Counter("ok_total", "x", ["__reserved"])).toThrow(/label name/);
    expect(() => new Histogram("h", "x", [], [1, 1])).toThrow(/ascending/);
    const registry = new Registry();
    registry.add(new Counter("twice_total", "x"));
    expect(() => registry.add(new Counter("twice_total", "x"))).toThrow(/already registered/);
    expect(() => new Counter("c_total", "x").inc({}, -1)).toThrow(/only goes up/);
  });
});
