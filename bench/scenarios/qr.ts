/**
 * QR image render time: `renderQrPng` of a real sandbox invoice (made by an
 * in-memory sandbox gateway through the gateway client), as /invoice
 * renders it, timed one render at a time in this process.
 */
import { lightningUri, renderQrPng } from "../../src/bitcoin/qr.ts";
import { createGateway } from "../../src/gateway/client.ts";
import { startSandbox } from "../../src/sandbox/server.ts";
import { type LatencySummary, summarize } from "../lib/stats.ts";

/** Render times of one invoice's QR code. */
export interface QrResult {
  render: LatencySummary;
  /** CPU time per render (this process), ms. */
  cpuMsPerRender: number;
  pngBytes: number;
  invoiceChars: number;
}

/** Renders the invoice's QR `warmup` times unmeasured, then up to `iterations` times within `limitMs`. */
export async function benchQrRender(
  options: { warmup?: number; iterations?: number; limitMs?: number } = {},
): Promise<QrResult> {
  const invoice = await sandboxInvoice();
  const text = lightningUri(invoice);
  let png = renderQrPng(text);
  for (let index = 0; index < (options.warmup ?? 20); index += 1) png = renderQrPng(text);
  const times: number[] = [];
  const deadline = performance.now() + (options.limitMs ?? 10_000);
  const cpuBefore = process.cpuUsage();
  for (
    let index = 0;
    index < (options.iterations ?? 300) && performance.now() < deadline;
    index += 1
  ) {
    const started = performance.now();
    png = renderQrPng(text);
    times.push(performance.now() - started);
  }
  const cpu = process.cpuUsage(cpuBefore);
  return {
    render: summarize(times),
    cpuMsPerRender: (cpu.user + cpu.system) / 1000 / Math.max(1, times.length),
    pngBytes: png.length,
    invoiceChars: invoice.length,
  };
}

/** A 1 000 sat invoice from a fresh in-memory sandbox on 127.0.0.1. */
async function sandboxInvoice(): Promise<string> {
  const sandbox = await startSandbox({ host: "127.0.0.1", port: 0 });
  try {
    const merchant = await sandbox.createMerchant({ balanceSat: 0 });
    const gateway = createGateway({ baseUrl: sandbox.url, timeoutMs: 5_000 });
    return (await gateway.account(merchant).createInvoice(1_000, "x")).invoice;
  } finally {
    await sandbox.close();
  }
}
