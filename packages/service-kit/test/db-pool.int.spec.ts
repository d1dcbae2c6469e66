import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, ensureDatabase } from '../src/db.ts';
import { createTestNamespace } from '../src/testing/namespace.ts';
import { waitFor } from './helpers.ts';

const IDLE_MS = 200;

describe("a service's connection pool after a quiet spell", () => {
  const ns = createTestNamespace('pool');
  const url = ns.env.DATABASE_URL as string;
  const observer = createDb({ url, schema: ns.schema });
  const pools: ReturnType<typeof createDb>[] = [];

  /** The pool's open connections, as PostgreSQL counts them by the name they give. */
  const openConnections = async (name: string): Promise<number> => {
    const { rows } = await sql<{ count: string }>`
      select count(*) as count from pg_stat_activity where application_name = ${name}`.execute(observer);
    return Number(rows[0]?.count);
  };

  /** A pool that has just run three queries at once, so it holds three connections. */
  const busyPool = async (name: string, min: number) => {
    const db = createDb({ url, schema: ns.schema, min, idleTimeoutMs: IDLE_MS, applicationName: name });
    pools.push(db);
    await Promise.all([1, 2, 3].map(() => sql`select pg_sleep(0.05)`.execute(db)));
    expect(await openConnections(name)).toBe(3);
    return db;
  };

  beforeAll(async () => {
    await ensureDatabase(url);
  });
  afterAll(async () => {
    for (const db of pools) await db.destroy();
    await observer.destroy();
    await ns.cleanup();
  });

  it('closes every idle connection without a minimum', async () => {
    await busyPool(`${ns.namespace}-none`, 0);
    await waitFor(async () => (await openConnections(`${ns.namespace}-none`)) === 0, 5000);
  });

  it('keeps its minimum open, however long it idles, and serves the next query on it', async () => {
    const name = `${ns.namespace}-warm`;
    const db = await busyPool(name, 1);
    await waitFor(async () => (await openConnections(name)) === 1, 5000);
    const { rows } = await sql<{ started: Date }>`select backend_start as started from pg_stat_activity
      where application_name = ${name}`.execute(observer);
    // Five idle periods more: the one left is not closed.
    await new Promise((resolve) => setTimeout(resolve, 5 * IDLE_MS));
    expect(await openConnections(name)).toBe(1);
    await sql`select 1`.execute(db);
    const after = await sql<{ started: Date }>`select backend_start as started from pg_stat_activity
      where application_name = ${name}`.execute(observer);
    expect(after.rows).toEqual(rows);
  });
});
