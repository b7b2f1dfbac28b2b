/**
 * The Prometheus text exposition format (version 0.0.4), written by hand:
 * counters, histograms and read-on-scrape gauges with labels. The bot needs
 * a handful of series; a client library would bring a global registry,
 * default process collectors and timers we do not use.
 *
 * Format rules followed: one `# HELP` and `# TYPE` line per family, all its
 * samples together; label values escape `\`, `"` and newlines; HELP text
 * escapes `\` and newlines; histogram buckets are cumulative and end with
 * `le="+Inf"`, followed by `_sum` and `_count`.
 */

/** The Content-Type of a scrape answer. */
export const PROMETHEUS_CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";

/** One metric family that can write its lines. */
export interface MetricFamily {
  readonly name: string;
  /** The family's lines: HELP, TYPE, then every sample, each without a trailing newline. */
  lines(): string[];
}

type LabelValues<L extends string> = Readonly<Record<L, string>>;

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;

/** A value as the format spells it: `+Inf`, `-Inf`, `NaN` or a decimal number. */
export function formatValue(value: number): string {
  if (Number.isNaN(value)) return "NaN";
  if (value === Number.POSITIVE_INFINITY) return "+Inf";
  if (value === Number.NEGATIVE_INFINITY) return "-Inf";
  return String(value);
}

/** A label value between double quotes, with `\`, `"` and newlines escaped. */
export function escapeLabelValue(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");
}

function escapeHelp(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/\n/g, "\\n");
}

function checkNames(name: string, labelNames: readonly string[]): void {
  if (!NAME.test(name)) throw new TypeError(`"${name}" is not a valid Prometheus metric name`);
  for (const label of labelNames) {
    if (!LABEL_NAME.test(label) || label.startsWith("__")) {
      throw new TypeError(`"${label}" is not a valid Prometheus label name`);
    }
  }
}

function header(name: string, help: string, type: string): string[] {
  return [`# HELP ${name} ${escapeHelp(help)}`, `# TYPE ${name} ${type}`];
}

/** `{a="x",b="y"}` for the given pairs, or "" when there are none. */
function labelText(pairs: ReadonlyArray<readonly [string, string]>): string {
  if (pairs.length === 0) return "";
  return `{${pairs.map(([name, value]) => `${name}="${escapeLabelValue(value)}"`).join(",")}}`;
}

/** Series of one family, keyed by their label values in the declared order. */
class Series<L extends string, V> {
  readonly #labelNames: readonly L[];
  readonly #entries = new Map<string, { pairs: Array<[L, string]>; value: V }>();

  constructor(labelNames: readonly L[]) {
    this.#labelNames = labelNames;
  }

  get(labels: LabelValues<L>, create: () => V): V {
    const pairs = this.#labelNames.map((name): [L, string] => [name, labels[name]]);
    const key = JSON.stringify(pairs.map(([, value]) => value));
    let entry = this.#entries.get(key);
    if (!entry) {
      entry = { pairs, value: create() };
      this.#entries.set(key, entry);
    }
    return entry.value;
  }

  entries(): Array<{ pairs: Array<[L, string]>; value: V }> {
    return [...this.#entries.values()];
  }
}

/**
 * A counter: a value per label set that only goes up. A label set that was
 * never incremented has no sample (Prometheus treats it as absent, not 0).
 */
export class Counter<L extends string = never> implements MetricFamily {
  readonly name: string;
  readonly #help: string;
  readonly #series: Series<L, { value: number }>;

  constructor(name: string, help: string, labelNames: readonly L[] = []) {
    checkNames(name, labelNames);
    this.name = name;
    this.#help = help;
    this.#series = new Series(labelNames);
  }

  /** Adds `by` (default 1, must be ≥ 0) to the series of `labels`. */
  inc(labels: LabelValues<L>, by = 1): void {
    if (!(by >= 0)) throw new RangeError(`a counter only goes up; got ${by}`);
    this.#series.get(labels, () => ({ value: 0 })).value += by;
  }

  /** The current value for `labels` (0 when never incremented). */
  value(labels: LabelValues<L>): number {
    return this.#series.get(labels, () => ({ value: 0 })).value;
  }

  lines(): string[] {
    return [
      ...header(this.name, this.#help, "counter"),
      ...this.#series
        .entries()
        .map(({ pairs, value }) => `${this.name}${labelText(pairs)} ${formatValue(value.value)}`),
    ];
  }
}

interface HistogramState {
  /** Per bucket (same order as the bounds), observations ≤ that bound; not yet cumulative. */
  counts: number[];
  sum: number;
  count: number;
}

/** A histogram: observations counted into cumulative `le` buckets, with their sum and count. */
export class Histogram<L extends string = never> implements MetricFamily {
  readonly name: string;
  readonly #help: string;
  readonly #bounds: readonly number[];
  readonly #series: Series<L, HistogramState>;

  /** `buckets`: ascending upper bounds; `+Inf` is added. */
  constructor(name: string, help: string, labelNames: readonly L[], buckets: readonly number[]) {
    checkNames(name, [...labelNames, "le"]);
    if (buckets.length === 0 || buckets.some((b, i) => i > 0 && b <= (buckets[i - 1] ?? b))) {
      throw new RangeError("histogram buckets must be a non-empty ascending list");
    }
    this.name = name;
    this.#help = help;
    this.#bounds = buckets.filter((b) => Number.isFinite(b));
    this.#series = new Series(labelNames);
  }

  observe(labels: LabelValues<L>, value: number): void {
    const state = this.#series.get(labels, () => ({
      counts: this.#bounds.map(() => 0),
      sum: 0,
      count: 0,
    }));
    const index = this.#bounds.findIndex((bound) => value <= bound);
    if (index >= 0) state.counts[index] = (state.counts[index] ?? 0) + 1;
    state.sum += value;
    state.count += 1;
  }

  lines(): string[] {
    const lines = header(this.name, this.#help, "histogram");
    for (const { pairs, value } of this.#series.entries()) {
      let cumulative = 0;
      this.#bounds.forEach((bound, i) => {
        cumulative += value.counts[i] ?? 0;
        lines.push(
          `${this.name}_bucket${labelText([...pairs, ["le", formatValue(bound)]])} ${cumulative}`,
        );
      });
      lines.push(`${this.name}_bucket${labelText([...pairs, ["le", "+Inf"]])} ${value.count}`);
      lines.push(`${this.name}_sum${labelText(pairs)} ${formatValue(value.sum)}`);
      lines.push(`${this.name}_count${labelText(pairs)} ${value.count}`);
    }
    return lines;
  }
}

/** A gauge without labels whose value is read when scraped (uptime, updates in flight). */
export class Gauge implements MetricFamily {
  readonly name: string;
  readonly #help: string;
  readonly #read: () => number;

  constructor(name: string, help: string, read: () => number) {
    checkNames(name, []);
    this.name = name;
    this.#help = help;
    this.#read = read;
  }

  lines(): string[] {
    return [...header(this.name, this.#help, "gauge"), `${this.name} ${formatValue(this.#read())}`];
  }
}

/** The families of one scrape, written in the order they were registered. */
export class Registry {
  readonly #families: MetricFamily[] = [];

  /** Adds a family; throws when its name is taken. Returns it, for `const c = registry.add(new Counter(…))`. */
  add<M extends MetricFamily>(family: M): M {
    if (this.#families.some((f) => f.name === family.name)) {
      throw new Error(`a metric named ${family.name} is already registered`);
    }
    this.#families.push(family);
    return family;
  }

  /** The whole exposition, ending with a newline. */
  render(): string {
    return `${this.#families.flatMap((family) => family.lines()).join("\n")}\n`;
  }
}
