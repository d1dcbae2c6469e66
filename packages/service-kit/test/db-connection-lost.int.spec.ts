import net from 'node:net';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, ensureDatabase } from '../src/db.ts';
import { createTestNamespace } from '../src/testing/namespace.ts';
import { waitFor } from './helpers.ts';

// PostgreSQL ends a connection the way a restart does: the backend is terminated from another one.
async function terminateBackend(url: string, pid: number): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('select pg_terminate_backend($1)', [pid]);
  } finally {
    await admin.end();
  }
}

const backendPid = sql<{ pid: number }>`select pg_backend_pid() as pid`;

describe('a pooled database connection lost', () => {
  const ns = createTestNamespace('dblost');
  const url = ns.env.DATABASE_URL as string;
  const heard: Error[] = [];
  let db: ReturnType<typeof createDb>;

  beforeAll(async () => {
    await ensureDatabase(url);
    db = createDb({ url, schema: ns.schema, onConnectionError: (error) => heard.push(error) });
  });
  afterAll(async () => {
    await db.destroy();
    await ns.cleanup();
  });

  it('is heard while checked out between queries, fails that work, and the next query gets a new connection', async () => {
    heard.length = 0;
    let lostPid = 0;
    const transaction = db.transaction().execute(async (trx) => {
      lostPid = (await backendPid.execute(trx)).rows[0]?.pid ?? 0;
      await terminateBackend(url, lostPid);
      await waitFor(() => heard.length > 0);
      await sql`select 1`.execute(trx);
    });

    await expect(transaction).rejects.toThrow();
    expect(heard[0]?.message).toMatch(/terminat/);
    const next = (await backendPid.execute(db)).rows[0]?.pid;
    expect(next).toBeGreaterThan(0);
    expect(next).not.toBe(lostPid);
  });

  it('is heard once while idle in the pool, which drops it', async () => {
    heard.length = 0;
    const idlePid = (await backendPid.execute(db)).rows[0]?.pid ?? 0;
    await terminateBackend(url, idlePid);
    await waitFor(() => heard.length > 0);

    expect(heard).toHaveLength(1);
    expect((await backendPid.execute(db)).rows[0]?.pid).not.toBe(idlePid);
  });
});

/**
 * A server that speaks just enough of PostgreSQL's protocol to accept a connection (no password,
 * ready for a query), then drops it when the first query comes, as a server stopped mid-query does.
 */
async function serverDroppingTheFirstQuery(): Promise<{ url: string; close: () => void }> {
  const authenticationOk = Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 0]);
  const readyForQuery = Buffer.from([0x5a, 0, 0, 0, 5, 0x49]);
  const server = net.createServer((socket) => {
    let started = false;
    socket.on('data', () => {
      if (started) socket.destroy();
      else socket.write(Buffer.concat([authenticationOk, readyForQuery]));
      started = true;
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { url: `postgres://postgres@127.0.0.1:${port}/prop_gone`, close: () => server.close() };
}

describe('ensureDatabase when the connection is lost mid-query', () => {
  it('fails the start with the error instead of crashing the process', async () => {
    const server = await serverDroppingTheFirstQuery();
    try {
      await expect(ensureDatabase(server.url)).rejects.toThrow(/Connection terminated unexpectedly/);
    } finally {
      server.close();
    }
  });
});
