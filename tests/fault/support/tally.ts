import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What one fault test file injected and checked, summed into the suite's closing line. */
export interface Tally {
  /** Faults by kind: database stop, kill -9, SIGTERM, pool exhaustion, race between two processes. */
  faults: Record<string, number>;
  /** Acknowledged writes looked up afterwards and found. */
  writesChecked: number;
  /** Mails delivered to the SMTP sink and matched one to one with their rows. */
  mailsChecked: number;
}

export function newTally(): Tally {
  return { faults: {}, writesChecked: 0, mailsChecked: 0 };
}

export function fault(tally: Tally, kind: string, count = 1): void {
  tally.faults[kind] = (tally.faults[kind] ?? 0) + count;
}

export function saveTally(dir: string, file: string, tally: Tally): void {
  writeFileSync(join(dir, `${file}.json`), JSON.stringify(tally));
}

/** The closing line: faults injected by kind, acknowledged writes checked, mails checked. */
export function summarize(dir: string): string {
  const total = newTally();
  for (const name of readdirSync(dir).filter((entry) => entry.endsWith('.json'))) {
    const part = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Tally;
    for (const [kind, count] of Object.entries(part.faults)) {
      fault(total, kind, count);
    }
    total.writesChecked += part.writesChecked;
    total.mailsChecked += part.mailsChecked;
  }
  const kinds = Object.entries(total.faults);
  const faults = kinds.reduce((sum, [, count]) => sum + count, 0);
  const detail = kinds.map(([kind, count]) => `${kind} ×${count}`).join(', ');
  return (
    `fault suite: ${faults} faults injected (${detail || 'none'}), ` +
    `${total.writesChecked} acknowledged writes checked, ` +
    `${total.mailsChecked} mails delivered exactly once`
  );
}
