import type { Kysely } from 'kysely';
import type { Database } from './database';

/** A connection or a transaction: repositories take either, so services can compose them. */
export type Executor = Kysely<Database>;
