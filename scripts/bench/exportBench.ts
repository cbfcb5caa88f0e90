import { readFileSync } from 'node:fs';
import { signIn, startApi } from './apiProcess';
import { ADMIN_EMAIL } from './scale';

const MB = 1024 * 1024;

/** A process's resident memory (Linux `/proc/<pid>/status` VmRSS), in bytes. */
function rssOf(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(line?.[1] ?? 0) * 1024;
}

const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;

/**
 * An administrator exports every charge as CSV (`Accept: text/csv`) while the API
 * process's resident memory is sampled every 20 ms: idle (after a warm-up list call), peak
 * during the export, and after. The target: the peak within 100 MB of the idle size.
 */
export async function measureExport(
  database: { url?: string; dataDir?: string },
  charges: number,
  log: (line: string) => void,
): Promise<string> {
  const api = await startApi(database);
  try {
    const { access } = await signIn(api.root, ADMIN_EMAIL);
    const headers = { authorization: `Bearer ${access}` };
    await (await fetch(`${api.root}/api/v2/charges/?page_size=100`, { headers })).json();
    const idle = rssOf(api.pid);
    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssOf(api.pid));
    }, 20);
    const started = performance.now();
    const response = await fetch(`${api.root}/api/v2/charges/?sort=latestSession::desc`, {
      headers: { ...headers, accept: 'text/csv' },
    });
    if (!response.ok || !response.body) {
      throw new Error(`export failed: ${response.status} ${await response.text()}`);
    }
    let bytes = 0;
    let lines = 0;
    const reader = response.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      bytes += read.value.length;
      for (const byte of read.value) {
        lines += byte === 10 ? 1 : 0;
      }
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, rssOf(api.pid));
    const after = rssOf(api.pid);
    const rows = lines - 1;
    if (rows !== charges) {
      throw new Error(`the export held ${rows} rows, not the ${charges} charges`);
    }
    const line =
      `Export of ${rows.toLocaleString('en')} charges as CSV (administrator, ${mb(bytes)}): ` +
      `${seconds.toFixed(1)} s; API memory (RSS) idle ${mb(idle)}, peak ${mb(peak)} ` +
      `(+${mb(peak - idle)}), after ${mb(after)}; target: peak within 100 MB of idle, ` +
      `${peak - idle <= 100 * MB ? 'met' : 'MISSED'}.`;
    log(line);
    return line;
  } finally {
    await api.stop();
  }
}
