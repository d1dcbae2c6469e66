import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { defineEvent } from '@prop/contracts/events/envelope';
import { createDb, ensureDatabase } from '../src/db.ts';
import type { KitTables } from '../src/kit-migrations.ts';
import { migrateToLatest } from '../src/migrate.ts';
import { connectNats, ensureStream } from '../src/nats.ts';
import { createTestNamespace } from '../src/testing/namespace.ts';

export const thingHappened = defineEvent('kit', 'thing.happened', 'ThingHappened', z.object({ n: z.number() }));

export const silentLog = { error() {}, warn() {}, info() {}, debug() {} };

/** A schema with only the kit's tables, a stream for the `kit` service, all in a fresh namespace. */
export async function kitFixture() {
  const ns = createTestNamespace('kit');
  const env = ns.env as Record<'DATABASE_URL' | 'NATS_URL' | 'REDIS_URL', string>;
  await ensureDatabase(env.DATABASE_URL);
  const db = createDb<KitTables>({ url: env.DATABASE_URL, schema: ns.schema });
  const emptyFolder = mkdtempSync(path.join(tmpdir(), 'kit-migrations-'));
  await migrateToLatest(db, ns.schema, emptyFolder);
  const nats = await connectNats(env.NATS_URL, 'kit-test');
  const stream = await ensureStream(nats, ns.namespace, 'kit');
  return {
    ...ns,
    db: db as Kysely<KitTables>,
    nats,
    stream,
    env,
    messagesInStream: async () => (await nats.jsm.streams.info(stream)).state.messages,
    close: async () => {
      await nats.nc.close();
      await db.destroy();
      await ns.cleanup();
    },
  };
}

export async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A promise and the function that resolves it: holds one step of a test until another is reached. */
export function signal(): { reached: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => undefined;
  const reached = new Promise<void>((done) => {
    resolve = done;
  });
  return { reached, resolve };
}
