import pg from 'pg';
import { run } from './run.mjs';

export async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * The schemas the platform migrated (each holds Kysely's migration table); with a namespace, only
 * those named for it (`billing_<namespace>`), as tests name them.
 */
export async function platformSchemas(client, namespace) {
  const { rows } = await client.query(
    `select table_schema as name from information_schema.tables where table_name = 'kysely_migration' order by 1`,
  );
  return rows.map((row) => row.name).filter((name) => !namespace || name.endsWith(`_${namespace}`));
}

/** Rows per table of each schema, as `{ schema: { table: rows } }`. */
export async function countRows(client, schemas) {
  const { rows: tables } = await client.query(
    `select table_schema, table_name from information_schema.tables
      where table_schema = any($1) and table_type = 'BASE TABLE' order by 1, 2`,
    [schemas],
  );
  const counts = Object.fromEntries(schemas.map((schema) => [schema, {}]));
  for (const { table_schema: schema, table_name: table } of tables) {
    const name = `${client.escapeIdentifier(schema)}.${client.escapeIdentifier(table)}`;
    const { rows } = await client.query(`select count(*)::int as rows from ${name}`);
    counts[schema][table] = rows[0].rows;
  }
  return counts;
}

/**
 * `pg_dump -Fc` of the schemas, and their row counts read in the very snapshot pg_dump dumps
 * (exported from a repeatable-read transaction held open meanwhile), so the counts describe the
 * dump exactly even while the platform keeps writing.
 */
export async function dumpSchemas(url, schemas, file) {
  return withClient(url, async (client) => {
    await client.query('begin isolation level repeatable read read only');
    try {
      const { rows } = await client.query('select pg_export_snapshot() as snapshot');
      const counts = await countRows(client, schemas);
      const only = schemas.flatMap((schema) => ['--schema', schema]);
      await run('pg_dump', ['--format=custom', `--snapshot=${rows[0].snapshot}`, ...only, `--file=${file}`, url]);
      return counts;
    } finally {
      await client.query('commit');
    }
  });
}

/** Which of these schemas the database already has. */
export async function existingSchemas(client, schemas) {
  const { rows } = await client.query('select nspname from pg_namespace where nspname = any($1) order by 1', [schemas]);
  return rows.map((row) => row.nspname);
}

export async function dropSchemas(client, schemas) {
  for (const schema of schemas) await client.query(`drop schema ${client.escapeIdentifier(schema)} cascade`);
}

/** Creates the database named in the URL when it does not exist (a new environment). */
export async function ensureDatabase(url) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  target.pathname = '/postgres';
  await withClient(target.toString(), async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(name)}`);
  });
}

/**
 * Loads a dump in one transaction (a failure leaves nothing behind). Objects belong to the role
 * restoring them: the new environment's role need not be the old one's.
 */
export function restoreDump(url, file) {
  return run('pg_restore', [
    '--exit-on-error',
    '--single-transaction',
    '--no-owner',
    '--no-privileges',
    `--dbname=${url}`,
    file,
  ]);
}
