/** A record of any resource, as the API answered it (plus react-admin's `id`). */
export type ListRecord = Record<string, unknown> & { id?: unknown };

/** What opening a record does, or null when it opens nothing. */
export type RowOpener = (record: ListRecord) => (() => void) | null;

export type ListLayout = 'table' | 'grid';
