import { AsyncLocalStorage } from 'node:async_hooks';
import {
  CompiledQuery,
  type ControlledTransaction,
  type DatabaseConnection,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type MigrationLockOptions,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type { Database } from './database';

/** Lets one holder at a time through, in the order they asked. */
class Turns {
  #last: Promise<void> = Promise.resolve();

  /** Waits for the holders before; the function returned lets the next one in. */
  async take(): Promise<() => void> {
    let release = () => undefined as void;
    const mine = new Promise<void>((resolve) => {
      release = resolve;
    });
    const before = this.#last;
    this.#last = before.then(() => mine);
    await before;
    return release;
  }
}

const current = new AsyncLocalStorage<RequestTransaction>();

/**
 * One transaction spanning a whole request, which the database calls made while it runs join:
 * `db.selectFrom(…)` and `db.transaction()` on the shared `Kysely` need not know about it. The
 * idempotency plugin opens one for a keyed write, so the key's answer commits with the write it
 * answers or not at all.
 *
 * A joined statement behaves as it does on its own: a failure undoes that statement only (each
 * runs inside a savepoint), and a joined `db.transaction()` is a savepoint that commits or rolls
 * back alone. They take turns on the one connection.
 */
export class RequestTransaction {
  readonly #db: Kysely<Database>;
  #controlled: ControlledTransaction<Database> | undefined;
  /** The connection the transaction holds, once begun and until it ends. */
  connection: DatabaseConnection | undefined;
  beginning = false;
  readonly turns = new Turns();
  readonly #endings: (() => void)[] = [];

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Runs `work` and everything it starts inside this transaction, once begun. */
  run<T>(work: () => T): T {
    return current.run(this, work);
  }

  get open(): boolean {
    return this.connection !== undefined;
  }

  async begin(): Promise<void> {
    this.beginning = true;
    try {
      this.#controlled = await this.run(() => this.#db.startTransaction().execute());
    } finally {
      this.beginning = false;
      if (!this.open) {
        // It never began: what waits for its end may start.
        this.#runEndings();
      }
    }
  }

  #runEndings(): void {
    for (const then of this.#endings.splice(0)) {
      then();
    }
  }

  commit(): Promise<void> {
    return this.#end((trx) => trx.commit().execute());
  }

  rollback(): Promise<void> {
    return this.#end((trx) => trx.rollback().execute());
  }

  /** Runs `then` once this transaction has ended (at once when it never began or has ended). */
  afterEnd(then: () => void): void {
    if (this.open || this.beginning) {
      this.#endings.push(then);
    } else {
      then();
    }
  }

  async #end(how: (trx: ControlledTransaction<Database>) => Promise<void>): Promise<void> {
    const trx = this.#controlled;
    if (!trx) {
      return;
    }
    // Calls made from now on (the answer's own work) go to the pool.
    this.connection = undefined;
    this.#controlled = undefined;
    try {
      // Waits for the joined statement in flight, if any.
      const release = await this.turns.take();
      try {
        await how(trx);
      } finally {
        release();
      }
    } finally {
      this.#runEndings();
    }
  }
}

/**
 * Runs `task` outside the request transaction of the caller, once it has ended: work a request
 * starts and does not wait for reads what the request committed, on a connection of its own.
 */
export function afterRequestTransaction(task: () => Promise<void>): Promise<void> {
  const transaction = current.getStore();
  return new Promise<void>((resolve) => {
    if (transaction) {
      transaction.afterEnd(resolve);
    } else {
      resolve();
    }
  }).then(() => current.exit(task));
}

const STATEMENT = CompiledQuery.raw('SAVEPOINT request_statement');
const STATEMENT_DONE = CompiledQuery.raw('RELEASE SAVEPOINT request_statement');
const STATEMENT_UNDONE = CompiledQuery.raw('ROLLBACK TO SAVEPOINT request_statement');
const NESTED = CompiledQuery.raw('SAVEPOINT request_nested');
const NESTED_DONE = CompiledQuery.raw('RELEASE SAVEPOINT request_nested');
const NESTED_UNDONE = CompiledQuery.raw('ROLLBACK TO SAVEPOINT request_nested');

/** What the driver hands a call made inside a request transaction: its connection, shared. */
class JoinedConnection implements DatabaseConnection {
  readonly #transaction: RequestTransaction;
  readonly #connection: DatabaseConnection;
  /** Set while this connection runs a joined `db.transaction()`, which holds the turn. */
  #release: (() => void) | undefined;

  constructor(transaction: RequestTransaction, connection: DatabaseConnection) {
    this.#transaction = transaction;
    this.#connection = connection;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.#release) {
      return this.#connection.executeQuery<R>(query);
    }
    const release = await this.#transaction.turns.take();
    try {
      this.#stillOpen();
      await this.#connection.executeQuery(STATEMENT);
      try {
        const result = await this.#connection.executeQuery<R>(query);
        await this.#connection.executeQuery(STATEMENT_DONE);
        return result;
      } catch (error) {
        await this.#connection.executeQuery(STATEMENT_UNDONE);
        await this.#connection.executeQuery(STATEMENT_DONE);
        throw error;
      }
    } finally {
      release();
    }
  }

  /** A call that waited its turn past the end would reach a connection back in the pool. */
  #stillOpen(): void {
    if (this.#transaction.connection !== this.#connection) {
      throw new Error('The request transaction has ended');
    }
  }

  async *streamQuery<R>(
    query: CompiledQuery,
    chunkSize: number,
  ): AsyncIterableIterator<QueryResult<R>> {
    const release = this.#release ? undefined : await this.#transaction.turns.take();
    try {
      this.#stillOpen();
      yield* this.#connection.streamQuery<R>(query, chunkSize);
    } finally {
      release?.();
    }
  }

  async begin(): Promise<void> {
    const release = await this.#transaction.turns.take();
    try {
      this.#stillOpen();
      await this.#connection.executeQuery(NESTED);
    } catch (error) {
      release();
      throw error;
    }
    this.#release = release;
  }

  async end(commit: boolean): Promise<void> {
    const release = this.#release;
    try {
      if (!commit) {
        await this.#connection.executeQuery(NESTED_UNDONE);
      }
      await this.#connection.executeQuery(NESTED_DONE);
    } finally {
      this.#release = undefined;
      release?.();
    }
  }
}

/**
 * A driver whose connections join the request transaction of the caller, if one is open. For a
 * database of one connection (PGlite), it also gives that connection to one caller at a time,
 * which Kysely does itself otherwise: a request transaction holds it, and its calls must pass.
 */
class JoiningDriver implements Driver {
  readonly #inner: Driver;
  readonly #single: Turns | undefined;
  readonly #releases = new WeakMap<DatabaseConnection, () => void>();

  constructor(inner: Driver, singleConnection: boolean) {
    this.#inner = inner;
    this.#single = singleConnection ? new Turns() : undefined;
  }

  init(): Promise<void> {
    return this.#inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const transaction = current.getStore();
    if (transaction?.connection) {
      return new JoinedConnection(transaction, transaction.connection);
    }
    const release = await this.#single?.take();
    try {
      const connection = await this.#inner.acquireConnection();
      if (release) {
        this.#releases.set(connection, release);
      }
      return connection;
    } catch (error) {
      release?.();
      throw error;
    }
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    if (connection instanceof JoinedConnection) {
      return;
    }
    try {
      await this.#inner.releaseConnection(connection);
    } finally {
      this.#releases.get(connection)?.();
      this.#releases.delete(connection);
    }
  }

  async beginTransaction(
    connection: DatabaseConnection,
    settings: TransactionSettings,
  ): Promise<void> {
    if (connection instanceof JoinedConnection) {
      // The request's transaction has its settings already; a savepoint takes none.
      return connection.begin();
    }
    await this.#inner.beginTransaction(connection, settings);
    const transaction = current.getStore();
    if (transaction?.beginning) {
      transaction.connection = connection;
    }
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return connection instanceof JoinedConnection
      ? connection.end(true)
      : this.#inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return connection instanceof JoinedConnection
      ? connection.end(false)
      : this.#inner.rollbackTransaction(connection);
  }

  savepoint(
    connection: DatabaseConnection,
    name: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    if (!this.#inner.savepoint) {
      throw new Error('The database driver has no savepoint');
    }
    return this.#inner.savepoint(connection, name, compileQuery);
  }

  rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    if (!this.#inner.rollbackToSavepoint) {
      throw new Error('The database driver has no rollbackToSavepoint');
    }
    return this.#inner.rollbackToSavepoint(connection, name, compileQuery);
  }

  releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    if (!this.#inner.releaseSavepoint) {
      throw new Error('The database driver has no releaseSavepoint');
    }
    return this.#inner.releaseSavepoint(connection, name, compileQuery);
  }

  destroy(): Promise<void> {
    return this.#inner.destroy();
  }
}

/** The dialect's adapter, saying the driver above shares its connections itself. */
class SharingAdapter implements DialectAdapter {
  readonly #inner: DialectAdapter;
  readonly supportsMultipleConnections = true;

  constructor(inner: DialectAdapter) {
    this.#inner = inner;
  }

  get supportsCreateIfNotExists(): boolean | undefined {
    return this.#inner.supportsCreateIfNotExists;
  }

  get supportsTransactionalDdl(): boolean | undefined {
    return this.#inner.supportsTransactionalDdl;
  }

  get supportsReturning(): boolean | undefined {
    return this.#inner.supportsReturning;
  }

  get supportsOutput(): boolean | undefined {
    return this.#inner.supportsOutput;
  }

  acquireMigrationLock(db: Kysely<unknown>, options: MigrationLockOptions): Promise<void> {
    return this.#inner.acquireMigrationLock(db, options);
  }

  releaseMigrationLock(db: Kysely<unknown>, options: MigrationLockOptions): Promise<void> {
    return this.#inner.releaseMigrationLock(db, options);
  }
}

/** `inner`, whose connections join a caller's request transaction (RequestTransaction). */
export class RequestTransactionDialect implements Dialect {
  readonly #inner: Dialect;
  readonly #adapter: DialectAdapter;

  constructor(inner: Dialect) {
    this.#inner = inner;
    this.#adapter = inner.createAdapter();
  }

  createDriver(): Driver {
    return new JoiningDriver(
      this.#inner.createDriver(),
      this.#adapter.supportsMultipleConnections === false,
    );
  }

  createAdapter(): DialectAdapter {
    return new SharingAdapter(this.#adapter);
  }

  createQueryCompiler(): QueryCompiler {
    return this.#inner.createQueryCompiler();
  }

  createIntrospector(db: Kysely<unknown>) {
    return this.#inner.createIntrospector(db);
  }
}
