import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEnvelope, outboxRowOf, writeEvent } from '../src/outbox.ts';
import { OutboxRelay } from '../src/outbox-relay.ts';
import { kitFixture, signal, silentLog, thingHappened, waitFor } from './helpers.ts';

describe('transactional outbox and relay', () => {
  let fx: Awaited<ReturnType<typeof kitFixture>>;
  beforeAll(async () => {
    fx = await kitFixture();
  });
  afterAll(() => fx.close());

  const relay = (beforeMark?: () => void | Promise<void>) =>
    new OutboxRelay({ db: fx.db, js: fx.nats.js, namespace: fx.namespace, log: silentLog, beforeMark });

  it('publishes an event written in a committed transaction once, and nothing for a rolled-back one', async () => {
    await fx.db.transaction().execute((trx) => writeEvent(trx, thingHappened, { n: 1 }, new Date()));
    await fx.db
      .transaction()
      .execute(async (trx) => {
        await writeEvent(trx, thingHappened, { n: 2 }, new Date());
        throw new Error('roll back');
      })
      .catch(() => undefined);

    expect(await relay().drain()).toBe(1);
    expect(await relay().drain()).toBe(0);
    expect(await fx.messagesInStream()).toBe(1);
  });

  it('publishes exactly once when the relay dies after publishing and before marking, then restarts', async () => {
    const before = await fx.messagesInStream();
    await fx.db.transaction().execute((trx) => writeEvent(trx, thingHappened, { n: 3 }, new Date()));

    const crashing = relay(() => {
      throw new Error('process killed here');
    });
    await expect(crashing.drain()).rejects.toThrow('process killed here');
    const unpublished = await fx.db.selectFrom('outbox').select('id').where('published_at', 'is', null).execute();
    expect(unpublished).toHaveLength(1);

    expect(await relay().drain()).toBe(1);
    expect(await fx.messagesInStream()).toBe(before + 1);
    const stored = await fx.nats.jsm.streams.getMessage(fx.stream, {
      last_by_subj: `${fx.namespace}.kit.thing.happened`,
    });
    expect(stored?.json<{ id: string; data: { n: number } }>()).toMatchObject({
      id: unpublished[0]?.id,
      data: { n: 3 },
    });
  });

  it('orders events as they were written, not as their transactions began', async () => {
    // given a transaction that began first but writes its event second (it waited on a lock, say)
    const earlyMayWrite = signal();
    const earlyBegan = signal();
    const early = fx.db.transaction().execute(async (trx) => {
      await sql`select now()`.execute(trx);
      earlyBegan.resolve();
      await earlyMayWrite.reached;
      return writeEvent(trx, thingHappened, { n: 11 }, new Date());
    });
    await earlyBegan.reached;

    // when a later transaction writes and commits in between
    const late = await fx.db.transaction().execute((trx) => writeEvent(trx, thingHappened, { n: 12 }, new Date()));
    earlyMayWrite.resolve();
    const second = await early;

    // then the outbox holds the later transaction's event first
    const rows = await fx.db
      .selectFrom('outbox')
      .select('id')
      .where('id', 'in', [late.id, second.id])
      .orderBy('created_at')
      .execute();
    expect(rows.map((row) => row.id)).toEqual([late.id, second.id]);
    expect(await relay().drain()).toBe(2);
  });

  it('marks a drained event as published at the moment of marking, after its publish, not when the drain began', async () => {
    const { id } = await fx.db.transaction().execute((trx) => writeEvent(trx, thingHappened, { n: 13 }, new Date()));
    let afterPublish = new Date(0);
    await relay(async () => {
      const { rows } = await sql<{ at: Date }>`select clock_timestamp() as at`.execute(fx.db);
      afterPublish = rows[0]?.at ?? afterPublish;
    }).drain();

    const marked = await fx.db
      .selectFrom('outbox')
      .select('published_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(marked.published_at?.getTime()).toBeGreaterThanOrEqual(afterPublish.getTime());
  });

  const eventRow = (n: number) => outboxRowOf(thingHappened, createEnvelope(thingHappened, { n }, new Date()));
  /** A write that stores the event's row, as a service's insert command does. */
  const writeOf = (row: ReturnType<typeof eventRow>) => async () => {
    await fx.db.insertInto('outbox').values(row).execute();
    return true;
  };
  const unpublished = (id: string) =>
    fx.db.selectFrom('outbox').select('id').where('id', '=', id).where('published_at', 'is', null).execute();

  it('publishes an event at once once its write stores it, and marks it, so a drain publishes it no more', async () => {
    const before = await fx.messagesInStream();
    const row = eventRow(4);

    expect(await relay().publishOnceWritten(row, writeOf(row))).toBe(true);

    expect(await fx.messagesInStream()).toBe(before + 1);
    expect(await unpublished(row.id)).toEqual([]);
    expect(await relay().drain()).toBe(0);
  });

  it('leaves an event being published directly to it, not to a drain of the same relay', async () => {
    const row = eventRow(5);
    let drainedMeanwhile = -1;
    const direct = relay(async () => {
      drainedMeanwhile = await direct.drain();
    });

    await direct.publishOnceWritten(row, writeOf(row));

    expect(drainedMeanwhile).toBe(0);
    expect(await unpublished(row.id)).toEqual([]);
  });

  it('leaves an event to its direct publish when a drain of the same relay selected it before the publish began', async () => {
    const row = eventRow(7);
    await writeOf(row)();
    // given a drain whose select reached PostgreSQL before the direct publish took the row (held here by a table lock)
    const tableMayGo = signal();
    const tableLocked = signal();
    const holder = fx.db.transaction().execute(async (trx) => {
      await sql`lock table outbox in exclusive mode`.execute(trx);
      tableLocked.resolve();
      await tableMayGo.reached;
    });
    await tableLocked.reached;
    // The direct publish waits before marking until the drain is done; a drain's own mark does not wait.
    const markMayGo = signal();
    const directPublished = signal();
    let marks = 0;
    const shared = relay(() => {
      marks += 1;
      if (marks > 1) return;
      directPublished.resolve();
      return markMayGo.reached;
    });
    const draining = shared.drain();
    await waitFor(async () => {
      const { rows } = await sql`select 1 from pg_locks where relation = 'outbox'::regclass and not granted`.execute(
        fx.db,
      );
      return rows.length > 0;
    });

    // when the direct publish takes the row, and then the drain's select returns it
    // (its write done already, as when the statement's answer reaches the process late)
    const direct = shared.publishOnceWritten(row, async () => true);
    await directPublished.reached;
    tableMayGo.resolve();
    await holder;
    const drained = await draining;
    markMayGo.resolve();
    await direct;

    // then the drain publishes nothing, and the direct publish marks the row
    expect(drained).toBe(0);
    expect(await unpublished(row.id)).toEqual([]);
  });

  it('publishes an event its writer stores once, by the writer, though a drain sees the commit before the writer has its answer', async () => {
    const before = await fx.messagesInStream();
    const row = eventRow(8);
    const writer = relay();
    let drainedMeanwhile = -1;

    const stored = await writer.publishOnceWritten(row, async () => {
      await fx.db.insertInto('outbox').values(row).execute();
      drainedMeanwhile = await writer.drain();
      return true;
    });

    expect(stored).toBe(true);
    expect(drainedMeanwhile).toBe(0);
    expect(await unpublished(row.id)).toEqual([]);
    expect(await fx.messagesInStream()).toBe(before + 1);
  });

  it('lands a directly published event once when the process dies before marking it and the relay publishes it again', async () => {
    const before = await fx.messagesInStream();
    const row = eventRow(6);

    await relay(() => {
      throw new Error('process killed here');
    }).publishOnceWritten(row, writeOf(row));
    expect(await unpublished(row.id)).toHaveLength(1);

    expect(await relay().drain()).toBe(1);
    expect(await unpublished(row.id)).toEqual([]);
    expect(await fx.messagesInStream()).toBe(before + 1);
  });

  it('refuses event data that does not match its schema before anything is written', async () => {
    await expect(
      fx.db
        .transaction()
        .execute((trx) => writeEvent(trx, thingHappened, { n: 'three' as unknown as number }, new Date())),
    ).rejects.toThrow();
  });
});
