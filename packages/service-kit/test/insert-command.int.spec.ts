import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../src/clock.ts';
import { type InsertRuntime, runInsertCommand } from '../src/command.ts';
import type { KitTables } from '../src/kit-migrations.ts';
import { OutboxRelay } from '../src/outbox-relay.ts';
import { kitFixture, silentLog, thingHappened } from './helpers.ts';

interface Tables extends KitTables {
  /** At most one open thing per key, as risk allows one active breach per account. */
  things: { id: string; key: string; open: boolean };
}

describe('an insert and its event in one statement', () => {
  let fx: Awaited<ReturnType<typeof kitFixture>>;
  let db: Kysely<Tables>;
  let runtime: InsertRuntime<Tables>;

  beforeAll(async () => {
    fx = await kitFixture();
    db = fx.db as unknown as Kysely<Tables>;
    await sql`create table things (id uuid primary key, key text not null, open boolean not null)`.execute(db);
    await sql`create unique index things_open on things (key) where open`.execute(db);
    runtime = {
      db,
      clock: fixedClock('2026-06-13T10:00:00.000Z'),
      relay: new OutboxRelay({ db: fx.db, js: fx.nats.js, namespace: fx.namespace, log: silentLog }),
    };
  });
  afterAll(() => fx.close());

  const openThing = (key: string, n: number) =>
    runInsertCommand(runtime, {
      insert: (db) =>
        db
          .insertInto('things')
          .values({ id: randomUUID(), key, open: true })
          .onConflict((conflict) => conflict.column('key').where('open', '=', true).doNothing())
          .returning('id'),
      definition: thingHappened,
      data: { n },
    });
  const eventsOf = (n: number) =>
    db
      .selectFrom('outbox')
      .select(['id', 'subject', 'envelope', 'created_at', 'published_at'])
      .where(sql<boolean>`(envelope->'data'->>'n')::int = ${n}`)
      .execute();

  it('given a row it may store, when it runs, then the row and its event exist, stamped with the clock, and the event is published at once and marked', async () => {
    const before = await fx.messagesInStream();

    const row = await openThing('a', 1);

    expect(row?.subject).toBe('kit.thing.happened');
    const events = await eventsOf(1);
    expect(events).toEqual([
      expect.objectContaining({
        id: row?.id,
        envelope: JSON.parse(row?.envelope ?? ''),
        published_at: expect.any(Date),
      }),
    ]);
    expect(events[0]?.envelope).toMatchObject({ occurredAt: '2026-06-13T10:00:00.000Z' });
    expect(await db.selectFrom('things').select('key').where('key', '=', 'a').execute()).toHaveLength(1);
    expect(await fx.messagesInStream()).toBe(before + 1);
  });

  it('given the insert stores nothing, when it runs, then no event is written or published', async () => {
    await openThing('b', 2);
    const before = await fx.messagesInStream();

    const row = await openThing('b', 3);

    expect(row).toBeUndefined();
    expect(await eventsOf(3)).toEqual([]);
    expect(await db.selectFrom('things').select('id').where('key', '=', 'b').execute()).toHaveLength(1);
    expect(await fx.messagesInStream()).toBe(before);
  });

  it('given ten at once for one key, then one row and one event', async () => {
    const rows = await Promise.all(Array.from({ length: 10 }, () => openThing('c', 4)));

    expect(rows.filter(Boolean)).toHaveLength(1);
    expect(await eventsOf(4)).toHaveLength(1);
  });

  it('given data its event refuses, then nothing is written', async () => {
    const attempt = openThing('d', 'five' as unknown as number);

    await expect(attempt).rejects.toThrow();
    expect(await db.selectFrom('things').select('id').where('key', '=', 'd').execute()).toEqual([]);
  });

  it('given an event the outbox refuses, then the insert is not kept either', async () => {
    await sql`alter table outbox add constraint outbox_refuses_five check ((envelope->'data'->>'n')::int <> 5)`.execute(
      db,
    );

    const attempt = runInsertCommand(runtime, {
      insert: (db) => db.insertInto('things').values({ id: randomUUID(), key: 'e', open: true }).returning('id'),
      definition: thingHappened,
      data: { n: 5 },
    });

    await expect(attempt).rejects.toThrow(/outbox_refuses_five/);
    await sql`alter table outbox drop constraint outbox_refuses_five`.execute(db);
    expect(await db.selectFrom('things').select('id').where('key', '=', 'e').execute()).toEqual([]);
  });
});
