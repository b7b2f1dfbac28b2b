/** What the benchmark ran on, for the results header. */
import os from "node:os";

/** The machine, runtime and time of a benchmark run. */
export interface MachineInfo {
  cpuModel: string;
  cores: number;
  memoryGiB: number;
  node: string;
  platform: string;
  /** ISO date and time the run started. */
  startedAt: string;
  /** 1-minute load average when the run started: above 0 means other work shared the CPUs. */
  loadAverageAtStart: number;
}

/** Describes this machine now. */
export function describeMachine(): MachineInfo {
  const cpus = os.cpus();
  return {
    cpuModel: cpus[0]?.model.trim() || "unknown",
    cores: os.availableParallelism(),
    memoryGiB: os.totalmem() / 1024 ** 3,
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    startedAt: new Date().toISOString(),
    loadAverageAtStart: os.loadavg()[0] ?? 0,
  };
}

/** The current 1-minute load average (0 where the OS does not report one). */
export function loadAverage(): number {
  return os.loadavg()[0] ?? 0;
}
