import { type Driver, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import Cursor from 'pg-cursor';
import type { FaultHook } from './faults.ts';

// numeric and bigint come back as strings (money stays exact); a calendar date stays the
// YYYY-MM-DD text it is, instead of a Date shifted by the process's time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export interface DbOptions {
  url: string;
  schema: string;
  max?: number;
  /**
   * Connections kept open however long they idle, so the first query after a quiet spell (a breach,
   * a trader's request) does not wait for a new one: a new connection and its first insert took
   * 4.2 ms against 0.5 ms on a warm one (bench/README.md), more on a busy machine.
   */
  min?: number;
  /** How long a connection beyond `min` may idle before it is closed: pg's 10 s unless given. */
  idleTimeoutMs?: number;
  /** Names the connections in `pg_stat_activity` and PostgreSQL's log: the service's name. */
  applicationName?: string;
  /** The fault harness's crash point just before COMMIT is sent. */
  beforeCommit?: FaultHook;
  /**
   * A connection broke (PostgreSQL stopped or restarted): its query, if one was running, fails with
   * the error; the pool drops it, idle or once released; this only hears of it.
   */
  onConnectionError?: (error: Error) => void;
}

/** PostgreSQL with a hook run before every commit: the transaction's work is done, none of it durable. */
class DialectWithCommitHook extends PostgresDialect {
  constructor(
    config: ConstructorParameters<typeof PostgresDialect>[0],
    private readonly beforeCommit: FaultHook,
  ) {
    super(config);
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    const commit = driver.commitTransaction.bind(driver);
    driver.commitTransaction = (connection) => {
      this.beforeCommit();
      return commit(connection);
    };
    return driver;
  }
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;

export function assertSchemaName(schema: string): string {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  return schema;
}

/** A pool whose connections see only this service's schema (search_path), so queries stay unqualified. */
export function createDb<DB>(options: DbOptions): Kysely<DB> {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.max ?? 10,
    min: options.min ?? 0,
    ...(options.idleTimeoutMs === undefined ? {} : { idleTimeoutMillis: options.idleTimeoutMs }),
    ...(options.applicationName === undefined ? {} : { application_name: options.applicationName }),
    options: `-c search_path=${assertSchemaName(options.schema)}`,
  });
  // An error event nobody listens to crashes the process, and pg emits a lost connection's error on
  // the connection even when its running query also fails with it. The pool listens to idle
  // connections only, so each one checked out (a query's, a transaction's, a cursor's) needs its own.
  pool.on('connect', (client) => client.on('error', (error) => options.onConnectionError?.(error)));
  // The pool re-emits an idle connection's error, which the connection's listener has already heard.
  pool.on('error', () => {});
  // A cursor lets a query stream its rows in batches (`.stream(n)`): a CSV export of a whole table.
  const dialect = options.beforeCommit
    ? new DialectWithCommitHook({ pool, cursor: Cursor }, options.beforeCommit)
    : new PostgresDialect({ pool, cursor: Cursor });
  return new Kysely<DB>({ dialect });
}

/** Creates the database named in the URL when it is missing (first start on a new machine). */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  // A connection lost mid-query rejects the query and also emits an error, which must not crash the
  // starting process: the rejection already fails the start.
  client.on('error', () => {});
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`create database "${name.replaceAll('"', '""')}"`).catch((error: { code?: string }) => {
        if (error.code !== '42P04') throw error;
      });
    }
  } finally {
    await client.end();
  }
}
