import type { PGlite, Transaction as PGliteTransaction } from '@electric-sql/pglite';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from 'kysely';
import { isMarked, preparedName } from './prepared.ts';

/**
 * Kysely over PGlite. PGlite is one connection, so connections are handed out one at a time:
 * a transaction holds the connection until it commits or rolls back.
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pglite);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

class PGliteDriver implements Driver {
  private queue: Promise<void> = Promise.resolve();
  private readonly connection: PGliteConnection;

  constructor(private readonly pglite: PGlite) {
    this.connection = new PGliteConnection(pglite, new Set());
  }

  async init() {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = this.queue;
    this.queue = previous.then(() => next);
    await previous;
    this.connection.release = release;
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery({ sql: 'begin', parameters: [] } as unknown as CompiledQuery);
  }
  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery({ sql: 'commit', parameters: [] } as unknown as CompiledQuery);
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery({ sql: 'rollback', parameters: [] } as unknown as CompiledQuery);
  }
  async releaseConnection(connection: DatabaseConnection) {
    (connection as PGliteConnection).release?.();
  }
  async destroy() {
    if (!this.pglite.closed) await this.pglite.close();
  }
}

/**
 * A parameter as an SQL literal of unknown type (the prepared statement's parameter type applies), or
 * undefined for a value that is not a plain string, number, boolean or null. Quotes are doubled; PGlite
 * runs with standard_conforming_strings on, so backslashes are plain characters.
 */
function literalOf(value: unknown): string | undefined {
  if (value === null) return 'null';
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    const text = String(value);
    return text.includes('\0') ? undefined : `'${text.replaceAll("'", "''")}'`;
  }
  return undefined;
}

class PGliteConnection implements DatabaseConnection {
  release: (() => void) | undefined;
  constructor(
    private readonly pglite: PGlite | PGliteTransaction,
    /** The marked statements prepared in this database session (see prepared.ts). */
    private readonly prepared: Set<string>,
  ) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    let parameters = compiled.parameters as unknown[];
    let text = compiled.sql;
    const literals = isMarked(text) ? parameters.map(literalOf) : null;
    if (literals?.every((l) => l !== undefined)) {
      const name = preparedName(text);
      if (!this.prepared.has(name)) {
        await this.pglite.exec(`prepare ${name} as ${text}`);
        this.prepared.add(name);
      }
      // EXECUTE takes its arguments as expressions, not as bound parameters
      text = `execute ${name}(${literals.join(', ')})`;
      parameters = [];
    }
    const result = await this.pglite.query<R>(text, parameters);
    const affected = result.affectedRows;
    return {
      rows: result.rows,
      ...(affected !== undefined && affected > 0 ? { numAffectedRows: BigInt(affected) } : {}),
    };
  }

  // biome-ignore lint/correctness/useYield: streaming is not supported by PGlite; Kysely requires the method.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not support streaming queries');
  }
}
