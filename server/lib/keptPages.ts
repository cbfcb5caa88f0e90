import type { Compilable, QueryResult, RawBuilder } from 'kysely';
import type { Executor } from '../db/executor';
import { statementOnce } from '../db/statementOnce';
import type { ListQuery } from '../../core/listDialect';
import type { Principal } from '../plugins/auth';
import { currentLanguage } from './translate';
import { RecentlyUsed } from './recentlyUsed';

/** Enough for every list shape of a few hundred callers at work; the least recent goes first. */
const MAX_KEPT = 1_000;

/** A kept page statement: one page, `limit` rows after `offset`. */
export type PageRun<Row> = (
  db: Executor,
  limit: number,
  offset: number,
) => Promise<QueryResult<Row>>;

/**
 * Everything a list route's page statement is built from but the page: the caller (their
 * session version moves with any change of role), the language its names are read in, and the
 * list's sort, filters, search and page size.
 */
export function pageShapeKey(principal: Principal, query: ListQuery): string {
  return JSON.stringify([
    principal.user.id,
    principal.user.session_version,
    principal.role,
    principal.isAdmin,
    principal.caseManagerId,
    currentLanguage(),
    query.sort,
    query.filter,
    query.search,
    query.pageSize,
  ]);
}

/**
 * One list route's page statements, kept per caller and list shape (`pageShapeKey`) and compiled
 * once, the page bound: the next page, a sort and back, a refetch on focus run the statement as
 * kept instead of building the list's rows, columns and triage expressions again (two fifths of
 * the API's CPU on a charges page, docs/benchmark.md). What is kept is the statement, never its
 * rows: every call reads the data afresh. Kept per caller, so no caller's values serve another.
 */
export class KeptPages<Row> {
  readonly #kept = new RecentlyUsed<PageRun<Row>>(MAX_KEPT);

  /** The statement kept for `key`, now the most recent. */
  get(key: string): PageRun<Row> | undefined {
    return this.#kept.get(key);
  }

  /** Keeps the page statement `build` makes for `key` (compiled at its first run). */
  keep(
    key: string,
    build: (limit: number, offset: number) => Compilable<Row> | RawBuilder<Row>,
  ): PageRun<Row> {
    const run = statementOnce(2, (_db, limit: number, offset: number) => build(limit, offset));
    this.#kept.set(key, run);
    return run;
  }
}
