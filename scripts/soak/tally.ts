/** What the simulated users did and what the server answered. */
export class SoakTally {
  readonly byClass = new Map<string, number>();
  readonly durations: number[] = [];
  /** Unexpected answers (5xx, connection failures), kept for the report. */
  readonly failures: string[] = [];

  record(label: string, status: number, ms: number): void {
    const cls = status === 0 ? 'network' : `${Math.floor(status / 100)}xx`;
    this.byClass.set(cls, (this.byClass.get(cls) ?? 0) + 1);
    this.durations.push(ms);
    if (status === 0 || status >= 500) {
      this.failures.push(`${label} → ${status}`);
    }
  }

  get requests(): number {
    return this.durations.length;
  }

  /** The p-th percentile of response times in ms. */
  percentile(p: number): number {
    const sorted = [...this.durations].sort((a, b) => a - b);
    return Math.round(
      sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0,
    );
  }
}
