import { E2E_METRICS_TOKEN, E2E_WORKERS, portal } from './portals';

/**
 * Global setup and teardown: each portal's `/api/metrics` (read with `METRICS_TOKEN`, as a
 * scraper does) before the specs and after them must show the run. Every run moves the request
 * count; the whole suite also signs in, fails to sign in and sends mail. A run of chosen files
 * (file or grep arguments) may do none of those, so it is held to the request count alone.
 */

const SIGN_IN_ROUTE = '/api/v2/auth/token/';
const METRICS_ROUTE = '/api/metrics';

interface Counts {
  requests: number;
  signIns: number;
  failedSignIns: number;
  mailsSent: number;
}

/** The samples of a metric, as label text and value. */
function samples(text: string, name: string): { labels: string; value: number }[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .map((line) => ({
      labels: line.slice(name.length, line.lastIndexOf(' ')),
      value: Number(line.slice(line.lastIndexOf(' ') + 1)),
    }));
}

const total = (list: { value: number }[]) => list.reduce((sum, { value }) => sum + value, 0);

async function read(): Promise<Counts> {
  const counts: Counts = { requests: 0, signIns: 0, failedSignIns: 0, mailsSent: 0 };
  for (let index = 0; index < E2E_WORKERS; index += 1) {
    const { origin } = portal(index);
    const answer = await fetch(`${origin}${METRICS_ROUTE}`, {
      headers: { authorization: `Bearer ${E2E_METRICS_TOKEN}` },
    });
    if (answer.status !== 200) {
      throw new Error(`${origin}${METRICS_ROUTE} answered ${answer.status} to the metrics token`);
    }
    const text = await answer.text();
    // This reading's own scrapes are not the run's requests.
    const requests = samples(text, 'portal_http_request_duration_seconds_count').filter(
      ({ labels }) => !labels.includes(`route="${METRICS_ROUTE}"`),
    );
    counts.requests += total(requests);
    counts.signIns += total(requests.filter(({ labels }) => labels.includes(SIGN_IN_ROUTE)));
    counts.failedSignIns += total(samples(text, 'portal_sign_ins_failed_total'));
    counts.mailsSent += total(
      samples(text, 'portal_mails').filter(({ labels }) => labels.includes('status="sent"')),
    );
  }
  return counts;
}

/** Whether Playwright was asked for part of the suite: a file filter, a grep or the last failures. */
function partOfTheSuite(): boolean {
  const args = process.argv.slice(process.argv.indexOf('test') + 1);
  return args.some(
    (arg) =>
      !arg.startsWith('-') ||
      /^(-g|--grep|--grep-invert|--last-failed|--only-changed)(=|$)/.test(arg),
  );
}

export default async function metricsMoved(): Promise<() => Promise<void>> {
  const before = await read();
  return async () => {
    const after = await read();
    const checked: (keyof Counts)[] = partOfTheSuite()
      ? ['requests']
      : ['requests', 'signIns', 'failedSignIns', 'mailsSent'];
    const still = checked.filter((name) => !(after[name] > before[name]));
    if (still.length > 0) {
      throw new Error(
        `The metrics did not move during the run (${still.join(', ')}): ` +
          `before ${JSON.stringify(before)}, after ${JSON.stringify(after)}`,
      );
    }
    console.log(`Metrics moved during the run: ${JSON.stringify({ before, after })}`);
  };
}
