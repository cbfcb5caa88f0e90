import { choiceKey, type ShownColumn } from '../../core/definitionColumns';
import { evidenceMessage } from '../../core/flagEvidenceMessage';
import { messageText } from '../../core/notifications';
import type { AttentionFlag } from '../../core/generated/attention-flag';
import { translate } from './translate';

/**
 * A spreadsheet reads a cell starting with one of these as a formula (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * A spreadsheet may split a line on any of these rather than on the comma (Excel in South Africa
 * and many other locales splits on `;`): a formula after one of them starts a cell there.
 */
const SEPARATOR_THEN_FORMULA = /([,;\t\r\n"])(?=[=+\-@\t\r])/g;
/** A cell holding one of these is quoted, whatever separator its reader splits on. */
const NEEDS_QUOTES = /[",;\t\r\n]/;

/**
 * The one writer of a CSV cell: a formula at the cell's start or after any separator
 * (or quote) gets a leading `'`, which spreadsheets take as "text" and do not show; a cell holding
 * a separator, a quote or a line break is quoted (RFC 4180, quotes doubled). So no reader, splitting
 * on `,` or on `;`, finds a cell that starts a formula.
 */
export function csvCell(text: string): string {
  const inner = text.replace(SEPARATOR_THEN_FORMULA, "$1'");
  const safe = FORMULA_START.test(inner) ? `'${inner}` : inner;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV line (CRLF-terminated), every cell through `csvCell`. */
export function csvLine(cells: string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
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
 * screen says "2 days ago"). `csvLine` makes it safe to write.
 */
export function cellText(column: ShownColumn, value: unknown): string {
  switch (column.type) {
    case 'list':
      return (Array.isArray(value) ? value : [])
        .map((item: unknown) =>
          column.itemField && typeof item === 'object' && item !== null
            ? plain((item as Record<string, unknown>)[column.itemField])
            : plain(item),
        )
        .join('; ');
    case 'choice': {
      const key = choiceKey(column, plain(value));
      return key ? translate(key, { smart_count: 1 }) : plain(value);
    }
    case 'boolean':
      return translate(value === true ? 'portal.list.export.yes' : 'portal.list.export.no');
    case 'number':
      return typeof value === 'number' ? String(value) : '';
    case 'score': {
      // Triage's latest PHQ-8: the total and its band, as the list's chip says.
      const score = (value ?? {}) as { total?: unknown; band?: unknown };
      return typeof score.total === 'number'
        ? `${score.total} ${translate(`portal.journey.scores.severity.${plain(score.band)}`)}`
        : '';
    }
    case 'attention':
      // Each flag with its evidence, dates as stored: "Severe score (PHQ-8 22 on 2026-…)".
      return (Array.isArray(value) ? (value as AttentionFlag[]) : []).map(flagCell).join('; ');
    case 'message':
      return messageText(translate, value);
    case 'date':
    case 'datetime':
    case 'text':
    case 'email':
      return plain(value);
  }
}
