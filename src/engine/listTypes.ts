import type { ComponentType, ReactNode } from 'react';

/** A record of any resource, as the API answered it (plus react-admin's `id`). */
export type ListRecord = Record<string, unknown> & { id?: unknown };

/** What opening a record does, or null when it opens nothing. */
export type RowOpener = (record: ListRecord) => (() => void) | null;

export type ListLayout = 'table' | 'grid';

/**
 * Custom cells by field: a component that renders that field of a record in place of the
 * declared type's rendering (tables and grid cards). Its clicks stay in the cell.
 */
export type ListCells = Partial<Record<string, ComponentType<{ record: ListRecord }>>>;

/** A row's own buttons (its record's delete, on a list of links), in a last column or the card's foot. */
export type RowActions = (record: ListRecord) => ReactNode;

/** Whether a row is emphasised (the definition's `emphasis`: an unread notification). */
export type RowEmphasis = (record: ListRecord) => boolean;
