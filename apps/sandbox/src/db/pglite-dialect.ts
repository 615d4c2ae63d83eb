/**
 * A Kysely dialect for PGlite (embedded PostgreSQL in WASM).
 *
 * PGlite is one connection, so the driver hands it out to one user at a time:
 * a transaction holds it until commit or rollback and other queries wait.
 * SQL generation and introspection are Kysely's PostgreSQL ones.
 */
import type { PGlite } from "@electric-sql/pglite";
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from "kysely";

export class PGliteConnection implements DatabaseConnection {
  readonly #client: PGlite;

  constructor(client: PGlite) {
    this.#client = client;
  }

  /**
   * Runs SQL text as a foreign client sends it (the job queue): without values it may hold
   * several statements (`exec`) and the rows of every statement come back; with values it is
   * one statement. Callers hold the connection (Kysely's `provideConnection`).
   */
  async executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
    if (values && values.length > 0) return { rows: (await this.#client.query(text, values)).rows };
    const results = await this.#client.exec(text);
    return { rows: results.flatMap((result) => result.rows) };
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.#client.query<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    const command = compiledQuery.query.kind;
    const changes = [
      "InsertQueryNode",
      "UpdateQueryNode",
      "DeleteQueryNode",
      "MergeQueryNode",
    ].includes(command);
    return {
      rows: result.rows,
      ...(changes && result.affectedRows !== undefined
        ? { numAffectedRows: BigInt(result.affectedRows) }
        : {}),
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("PGlite dialect: streaming queries are not supported");
  }
}

/** A FIFO lock: one holder at a time. */
class Lock {
  #tail: Promise<void> = Promise.resolve();

  acquire(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => (release = resolve));
    const ready = this.#tail.then(() => release);
    this.#tail = this.#tail.then(() => next);
    return ready;
  }
}

class PGliteDriver implements Driver {
  readonly #client: PGlite;
  readonly #connection: PGliteConnection;
  readonly #lock = new Lock();
  #release: (() => void) | undefined;

  constructor(client: PGlite) {
    this.#client = client;
    this.#connection = new PGliteConnection(client);
  }

  async init(): Promise<void> {
    await this.#client.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    this.#release = await this.#lock.acquire();
    return this.#connection;
  }

  async beginTransaction(
    connection: DatabaseConnection,
    settings: TransactionSettings,
  ): Promise<void> {
    const modes = [
      settings.isolationLevel ? `isolation level ${settings.isolationLevel}` : "",
      settings.accessMode ?? "",
    ].filter(Boolean);
    await connection.executeQuery(
      CompiledQuery.raw(`begin${modes.length ? ` transaction ${modes.join(", ")}` : ""}`),
    );
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("commit"));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("rollback"));
  }

  async releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }

  async destroy(): Promise<void> {
    if (!this.#client.closed) await this.#client.close();
  }
}

/** Kysely dialect over an existing PGlite instance. */
export class PGliteDialect implements Dialect {
  readonly #client: PGlite;

  constructor(client: PGlite) {
    this.#client = client;
  }

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.#client);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  createIntrospector(db: Kysely<any>) {
    return new PostgresIntrospector(db);
  }
}
