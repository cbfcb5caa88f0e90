import { Readable } from 'node:stream';
import type { QuestionnaireKind } from '../../db/database';
import type { Executor } from '../../db/executor';
import { csvLine } from '../../lib/csv';
import type { DownloadedFile } from '../../lib/resourceMapping';
import { zipStream, type ZipEntry } from '../../lib/zipStream';
import { appendAudit } from '../../repositories/auditLog';
import { streamRows } from '../../repositories/streamRows';
import { CLIENT_RECORD_KINDS, clientRowsOf, type ClientKey } from './clientRecordKinds';
import { BUNDLE_END, bundleStart, questionnaireEntries } from './fhirBundle';

/** Rows read at a time: the archive's memory is one batch and the compressor's window. */
const BATCH = 500;

/** A stored value as a CSV cell's text: dates exact (ISO 8601), lists and objects as JSON. */
function cellOf(value: unknown): string {
  if (value === null || value === undefined) {
    return '';
  }
  if (value instanceof Date) {
    return value.toISOString();
  }
  // Numbers and booleans as JSON writes them; lists and objects (answers, details) as JSON.
  return typeof value === 'string' ? value : JSON.stringify(value);
}

async function* jsonRows(
  db: Executor,
  rows: ReturnType<typeof clientRowsOf>,
  counted: (n: number) => void,
): AsyncGenerator<string> {
  yield '[';
  let separator = '';
  for await (const batch of streamRows(db, rows, BATCH)) {
    counted(batch.length);
    yield batch
      .map((row) => {
        const line = `${separator}\n${JSON.stringify(row)}`;
        separator = ',';
        return line;
      })
      .join('');
  }
  yield '\n]\n';
}

async function* csvRows(
  db: Executor,
  columns: readonly string[],
  rows: ReturnType<typeof clientRowsOf>,
): AsyncGenerator<string> {
  // A byte-order mark: spreadsheets then read the file as UTF-8.
  yield `\uFEFF${csvLine([...columns])}`;
  for await (const batch of streamRows(db, rows, BATCH)) {
    yield batch.map((row) => csvLine(columns.map((column) => cellOf(row[column])))).join('');
  }
}

async function* fhirBundle(db: Executor, client: ClientKey, at: Date): AsyncGenerator<string> {
  yield bundleStart(client.chargeUuid, at);
  const questionnaires = CLIENT_RECORD_KINDS.find((kind) => kind.table === 'questionnaires');
  if (questionnaires) {
    for await (const batch of streamRows(db, clientRowsOf(db, questionnaires, client), BATCH)) {
      yield batch
        .map((row) =>
          questionnaireEntries(
            {
              id: row.id,
              kind: row.kind as QuestionnaireKind,
              answers: row.answers as number[],
              total_score: row.total_score as number | null,
              posted_at: row.posted_at as Date,
            },
            client.chargeUuid,
          ),
        )
        .join('');
    }
  }
  yield BUNDLE_END;
}

/**
 * Every file of a client's archive, each read from the database as the archive is written:
 * `<kind>.json` and `<kind>.csv` for each kind of record (clientRecordKinds.ts), the
 * questionnaires as a FHIR R4 Bundle (`fhir-bundle.json`), and last `manifest.json` with each
 * kind's row count.
 */
export function* clientArchiveEntries(
  db: Executor,
  client: ClientKey,
  at: Date,
): Generator<ZipEntry> {
  const counts: Record<string, number> = {};
  for (const kind of CLIENT_RECORD_KINDS) {
    counts[kind.kind] = 0;
    yield {
      name: `${kind.kind}.json`,
      content: jsonRows(db, clientRowsOf(db, kind, client), (n) => {
        counts[kind.kind] = (counts[kind.kind] ?? 0) + n;
      }),
    };
    yield {
      name: `${kind.kind}.csv`,
      content: csvRows(db, kind.columns, clientRowsOf(db, kind, client)),
    };
  }
  yield { name: 'fhir-bundle.json', content: fhirBundle(db, client, at) };
  yield {
    name: 'manifest.json',
    // Asked for once every entry before it was written: the counts are complete.
    content: [
      `${JSON.stringify({ client: client.chargeUuid, exportedAt: at.toISOString(), counts }, null, 2)}\n`,
    ],
  };
}

/**
 * A client's archive as a ZIP file, streamed as it is read: audited (`charge.export`, by whom
 * and through which door) before its first byte leaves.
 */
export async function clientArchive(
  db: Executor,
  client: ClientKey,
  audit: { actorUserId: number; ip: string; via: 'portal' | 'app' },
): Promise<DownloadedFile> {
  const at = new Date();
  await appendAudit(db, {
    actorUserId: audit.actorUserId,
    action: 'charge.export',
    targetType: 'charge',
    targetId: client.chargeUuid,
    chargeId: client.chargeId,
    ip: audit.ip,
    details: { via: audit.via },
  });
  return {
    filename: `client-${client.chargeUuid.slice(0, 8)}-${at.toISOString().slice(0, 10)}.zip`,
    type: 'application/zip',
    body: Readable.from(zipStream(clientArchiveEntries(db, client, at))),
  };
}
