import type { ColumnDefinition } from '../../src/core/resourceDefinition';
import { evidenceMessage } from '../../src/core/flagEvidenceMessage';
import type { AttentionFlag } from '../../src/types/generated/attention-flag';
import { translate } from './translate';

/**
 * A spreadsheet reads a cell starting with one of these as a formula (OWASP "CSV injection"):
 * such a cell is written with a leading `'`, which spreadsheets take as "text" and do not show.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One RFC 4180 field: quoted when it holds a quote, a comma or a line break. */
function field(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line (CRLF-terminated) of already neutralised cells. */
export function csvLine(cells: string[]): string {
  return `${cells.map(field).join(',')}\r\n`;
}

function flagCell({ code, evidence, acknowledged }: AttentionFlag): string {
  const { key, values, scaleKey } = evidenceMessage(code, evidence);
  const said = translate(key, {
    ...values,
    scale: scaleKey ? translate(scaleKey) : '',
    date: evidence.at ?? '',
  });
  const state = acknowledged
    ? translate('portal.attention.acknowledged_by', {
        name: acknowledged.by,
        date: acknowledged.at,
      })
    : translate('portal.attention.open_flag');
  return `${translate(`portal.attention.flags.${code}`)} (${said}; ${state})`;
}

const plain = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : '';

/**
 * A list cell as text, by the column's declared type as the list shows it: choices and
 * booleans in the reader's language, lists joined, dates as stored (ISO 8601, exact where the
 * screen says "2 days ago"). Every text that came from a person is neutralised.
 */
export function cellText(column: ColumnDefinition, value: unknown): string {
  switch (column.type) {
    case 'list':
      return neutralise(
        (Array.isArray(value) ? value : [])
          .map((item: unknown) =>
            column.itemField && typeof item === 'object' && item !== null
              ? plain((item as Record<string, unknown>)[column.itemField])
              : plain(item),
          )
          .join('; '),
      );
    case 'choice': {
      const key = column.choices?.[plain(value)] ?? column.otherwise;
      return neutralise(key ? translate(key) : plain(value));
    }
    case 'boolean':
      return translate(value === true ? 'portal.list.export.yes' : 'portal.list.export.no');
    case 'number':
      return typeof value === 'number' ? String(value) : '';
    case 'score': {
      // Triage's latest PHQ-8 (issue 14): the total and its band, as the list's chip says.
      const score = (value ?? {}) as { total?: unknown; band?: unknown };
      return typeof score.total === 'number'
        ? `${score.total} ${translate(`portal.journey.scores.severity.${plain(score.band)}`)}`
        : '';
    }
    case 'attention':
      // Each flag with its evidence, dates as stored: "Severe score (PHQ-8 22 on 2026-…)".
      return neutralise(
        (Array.isArray(value) ? (value as AttentionFlag[]) : []).map(flagCell).join('; '),
      );
    case 'date':
    case 'datetime':
    case 'text':
    case 'email':
      return neutralise(plain(value));
  }
}
