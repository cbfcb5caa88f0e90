import type { Measurement } from './measurement';

export interface TableRow {
  call: string;
  api: Measurement;
  sql: Measurement;
}

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');
const rate = (value: number) => Math.round(value).toLocaleString('en');
const ratio = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}x` : 'n/a');

/** One markdown table: the API beside the same statements through the driver, and their ratios. */
export function renderTable(rows: TableRow[]): string {
  const header = [
    '| call | API req/s | API p50 | API p99 | SQL req/s | SQL p50 | SQL p99 | p50 API/SQL | req/s SQL/API | errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  const lines = rows.map(
    ({ call, api, sql }) =>
      `| ${call} | ${rate(api.requestsPerSecond)} | ${ms(api.p50)} | ${ms(api.p99)} | ` +
      `${rate(sql.requestsPerSecond)} | ${ms(sql.p50)} | ${ms(sql.p99)} | ` +
      `${ratio(api.p50 / sql.p50)} | ${ratio(sql.requestsPerSecond / api.requestsPerSecond)} | ` +
      `${api.errors + sql.errors} |`,
  );
  return [...header, ...lines].join('\n');
}
