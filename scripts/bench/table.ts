import type { Measurement } from './measurement';

export interface TableRow {
  call: string;
  api: Measurement;
  /** The call's statements alone through the driver; none for Fastify's floor. */
  sql?: Measurement;
  /** The same statements answered by Fastify's floor over HTTP: none of the portal's work. */
  floor?: Measurement;
}

const ms = (value: number | undefined) =>
  value !== undefined && Number.isFinite(value) ? `${value.toFixed(value < 1 ? 3 : 1)} ms` : '–';
const rate = (value: number | undefined) =>
  value === undefined ? '–' : Math.round(value).toLocaleString('en');
const ratio = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}x` : '–');

/**
 * One markdown table: per call, the API's rate, latency and CPU per call (its own, and the
 * PostgreSQL backends' for it) beside the same statements alone through the driver, and beside
 * them answered over HTTP by Fastify's floor.
 */
export function renderTable(rows: TableRow[]): string {
  const header = [
    '| call | API req/s | API p50 | API p99 | API CPU/call | DB CPU/call | SQL req/s | SQL p50 | SQL p99 | SQL DB CPU/call | CPU API/DB | p50 API/SQL | floor+SQL p50 | floor+SQL API CPU/call | floor+SQL DB CPU/call | p50 floor+SQL/SQL | errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  const lines = rows.map(
    ({ call, api, sql, floor }) =>
      `| ${call} | ${rate(api.requestsPerSecond)} | ${ms(api.p50)} | ${ms(api.p99)} | ` +
      `${ms(api.apiCpu)} | ${ms(api.databaseCpu)} | ` +
      `${rate(sql?.requestsPerSecond)} | ${ms(sql?.p50)} | ${ms(sql?.p99)} | ${ms(sql?.databaseCpu)} | ` +
      `${ratio((api.apiCpu ?? NaN) / (api.databaseCpu ?? NaN))} | ${ratio(api.p50 / (sql?.p50 ?? NaN))} | ` +
      `${ms(floor?.p50)} | ${ms(floor?.apiCpu)} | ${ms(floor?.databaseCpu)} | ${ratio((floor?.p50 ?? NaN) / (sql?.p50 ?? NaN))} | ` +
      `${api.errors + (sql?.errors ?? 0) + (floor?.errors ?? 0)} |`,
  );
  return [...header, ...lines].join('\n');
}
