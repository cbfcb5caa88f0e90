import { residentBytes } from '../../tests/fault/support/apiProcess';

export interface MemoryReport {
  startMb: number;
  maxMb: number;
  endMb: number;
  /** Mean of the last quarter over the mean of the second quarter (after warm-up), in percent. */
  growthPercent: number;
  flat: boolean;
  samples: number;
}

/** Growth past this between the second and the last quarter of the run counts as a leak. */
const FLAT_GROWTH_PERCENT = 15;

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const mean = (values: number[]) =>
  values.reduce((sum, v) => sum + v, 0) / Math.max(values.length, 1);

/** Samples a process's resident memory until stopped; the first quarter is the warm-up. */
export function sampleMemory(pid: number, everyMs = 500): { stop(): MemoryReport } {
  const samples: number[] = [residentBytes(pid)];
  const timer = setInterval(() => {
    try {
      samples.push(residentBytes(pid));
    } catch {
      // The process is gone; the run's other checks say why.
    }
  }, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      const quarter = Math.max(1, Math.floor(samples.length / 4));
      const settled = mean(samples.slice(quarter, 2 * quarter));
      const late = mean(samples.slice(-quarter));
      const growthPercent = Math.round(((late - settled) / settled) * 1000) / 10;
      return {
        startMb: mb(samples[0] ?? 0),
        maxMb: mb(Math.max(...samples)),
        endMb: mb(samples.at(-1) ?? 0),
        growthPercent,
        flat: growthPercent <= FLAT_GROWTH_PERCENT,
        samples: samples.length,
      };
    },
  };
}
