import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEnvelope, outboxRowOf, writeEvent } from '../src/outbox.ts';
import { OutboxRelay } from '../src/outbox-relay.ts';
import { kitFixture, signal, silentLog, thingHappened } from './helpers.ts';

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

  /** Writes an event claimed by its writer for `seconds` from now (negative: a claim run out), as the insert command does. */
  async function claimedEvent(n: number, seconds = 10) {
    const row = outboxRowOf(thingHappened, createEnvelope(thingHappened, { n }, new Date()));
    await fx.db
      .insertInto('outbox')
      .values({ ...row, claimed_until: sql<Date>`now() + make_interval(secs => ${seconds})` })
      .execute();
    return row;
  }
  const unpublished = (id: string) =>
    fx.db.selectFrom('outbox').select('id').where('id', '=', id).where('published_at', 'is', null).execute();

  it('publishes a claimed event at once and marks it, so a drain publishes it no more', async () => {
    const before = await fx.messagesInStream();
    const row = await claimedEvent(4);

    await relay().publishClaimed(row);

    expect(await fx.messagesInStream()).toBe(before + 1);
    expect(await unpublished(row.id)).toEqual([]);
    expect(await relay().drain()).toBe(0);
  });

  it('leaves a claimed event to its writer: no drain of any replica takes it before or while the writer publishes it', async () => {
    const row = await claimedEvent(5);
    // A drain can see the commit before the writer has read the statement's answer.
    const drainedBefore = await relay().drain();
    let drainedMeanwhile = -1;

    await relay(async () => {
      drainedMeanwhile = await relay().drain();
    }).publishClaimed(row);

    expect(drainedBefore).toBe(0);
    expect(drainedMeanwhile).toBe(0);
    expect(await unpublished(row.id)).toEqual([]);
  });

  it('publishes an event whose claim has run out (its writer died before publishing) with the next drain', async () => {
    const row = await claimedEvent(7, -1);

    expect(await relay().drain()).toBe(1);
    expect(await unpublished(row.id)).toEqual([]);
  });

  it('lands a claimed event once when its writer fails before marking it and the relay publishes it again', async () => {
    const before = await fx.messagesInStream();
    const row = await claimedEvent(6);

    await relay(() => {
      throw new Error('mark failed here');
    }).publishClaimed(row);
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
