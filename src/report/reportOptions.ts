import type { CaseNote } from '../../core/generated/case-note';
import createSchema from '../../schemas/case-note-create.json';

export type NoteKind = CaseNote['kind'];

/** Every kind of case note, in the schema's order: the report's note choices. */
export const NOTE_KINDS = createSchema.properties.kind.enum as NoteKind[];

/**
 * What a progress report covers and holds, as its address says it (`?episode=3&notes=event`,
 * `?from=2026-01-01&to=2026-06-30`): neither an episode nor a period is the current episode,
 * chosen by the API. The address keeps the options, so a reload reprints the same report.
 */
export interface ReportOptions {
  episode?: number;
  from?: string;
  to?: string;
  kinds: NoteKind[];
}

const isKind = (value: string): value is NoteKind => (NOTE_KINDS as string[]).includes(value);

/** The options in an address's search parameters; anything unreadable is left out. */
export function reportOptionsOf(params: URLSearchParams): ReportOptions {
  const episode = Number(params.get('episode'));
  const from = params.get('from') ?? undefined;
  const to = params.get('to') ?? undefined;
  const kinds = (params.get('notes') ?? '').split(',').filter(isKind);
  if (from !== undefined) {
    return { from, ...(to === undefined ? {} : { to }), kinds };
  }
  return Number.isInteger(episode) && episode > 0 ? { episode, kinds } : { kinds };
}

/** The options as the page's own search parameters. */
export function reportParamsOf(options: ReportOptions): Record<string, string> {
  const params: Record<string, string> = {};
  if (options.episode !== undefined) {
    params.episode = String(options.episode);
  }
  if (options.from !== undefined) {
    params.from = options.from;
  }
  if (options.to !== undefined) {
    params.to = options.to;
  }
  if (options.kinds.length > 0) {
    params.notes = options.kinds.join(',');
  }
  return params;
}

/** The options as the API's query string (schemas/progress-report-query.json), `?` included. */
export function reportQueryOf(options: ReportOptions): string {
  // The page's `notes` are kinds of note; the API's `notes` are note ids.
  const { notes, ...period } = reportParamsOf(options);
  const query = new URLSearchParams({ ...period, ...(notes ? { noteKinds: notes } : {}) });
  const text = query.toString().replaceAll('%2C', ',');
  return text ? `?${text}` : '';
}
