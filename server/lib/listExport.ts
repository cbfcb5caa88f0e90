import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SelectQueryBuilder } from 'kysely';
import type { ResourceDefinition } from '../../core/resourceDefinition';
import { columnsOf } from '../../core/definitionColumns';
import type { Executor } from '../db/executor';
import type { Principal } from '../plugins/auth';
import { appendAudit } from '../repositories/auditLog';
import { streamRows } from '../repositories/streamRows';
import { cellText, csvLine } from './csv';
import type { RawListQuery } from './listQuery';
import { currentLanguage, inLanguage, translate } from './translate';

/** Rows read and written at a time: the export's memory is one batch, whatever the list's size. */
const BATCH = 500;

/** Whether the caller asked for the list as CSV (`Accept: text/csv`) rather than JSON. */
export function wantsCsv(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept
    .split(',')
    .some((range) => range.split(';')[0]?.trim().toLowerCase() === 'text/csv');
}

export interface ListExport<DB, TB extends keyof DB, Row, Item> {
  definition: ResourceDefinition;
  /** Every row the list shows, in its order (listQuery's `orderedListRows`). */
  rows: SelectQueryBuilder<DB, TB, Row>;
  /** The list's own presenter, so each cell is what the list shows (consent rules included). */
  present: (row: Row) => Item;
}

/**
 * Answers a list as a CSV file: a header of the columns' labels in the reader's language, then
 * each row the list shows on any of its pages, streamed in batches. The export is audited
 * (`list.export`, with the resource and the query) before its first row leaves.
 */
export async function sendListCsv<DB, TB extends keyof DB, Row, Item>(
  db: Executor,
  request: FastifyRequest<{ Querystring: RawListQuery }>,
  reply: FastifyReply,
  principal: Principal,
  list: ListExport<DB, TB, Row, Item>,
): Promise<FastifyReply> {
  const { definition } = list;
  const columns = columnsOf(definition);
  await appendAudit(db, {
    actorUserId: principal.user.id,
    action: 'list.export',
    targetType: 'list',
    targetId: definition.name,
    ip: request.ip,
    details: { resource: definition.name, path: request.url.split('?')[0], query: request.query },
  });
  // The stream is read after this handler returns, outside the request's language context.
  const language = currentLanguage();
  const lines = async function* () {
    // A byte-order mark: spreadsheets then read the file as UTF-8 (isiZulu, names with accents).
    yield `\uFEFF${csvLine(columns.map((column) => inLanguage(language, () => translate(column.label))))}`;
    for await (const batch of streamRows(db, list.rows, BATCH)) {
      yield inLanguage(language, () =>
        batch
          .map((row) => {
            const item = list.present(row) as Record<string, unknown>;
            return csvLine(columns.map((column) => cellText(column, item[column.field])));
          })
          .join(''),
      );
    }
  };
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${definition.name}-${day}.csv"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(lines()));
}
