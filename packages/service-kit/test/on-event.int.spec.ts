import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineEvent } from '@prop/contracts/events/envelope';
import { fixedClock } from '../src/clock.ts';
import { eventsRefused } from '../src/metrics.ts';
import { filterSubjectOf, type HandlerRuntime, onEvent, onEvents } from '../src/on-event.ts';
import type { KitTables } from '../src/kit-migrations.ts';
import { createEnvelope } from '../src/outbox.ts';
import { processedBy } from '../src/testing/event-handled.ts';
import { kitFixture, silentLog, thingHappened, waitFor } from './helpers.ts';

const thingMoved = defineEvent('kit', 'thing.moved', 'ThingMoved', z.object({ to: z.string() }));
const otherThing = defineEvent('kit', 'other.thing', 'OtherThing', z.object({ n: z.number() }));
const reacted = defineEvent('kit', 'reaction.written', 'ReactionWritten', z.object({ n: z.number() }));

describe('the filter subject of a list of event definitions', () => {
  it("is the definition's subject for one, and the shared leading tokens with '>' for several", () => {
    expect(filterSubjectOf([thingHappened])).toBe('kit.thing.happened');
    expect(filterSubjectOf([thingHappened, thingMoved])).toBe('kit.thing.>');
    expect(filterSubjectOf([thingHappened, otherThing])).toBe('kit.>');
  });
});

describe('typed event handlers', () => {
  let fx: Awaited<ReturnType<typeof kitFixture>>;
  let runtime: HandlerRuntime<KitTables>;
  let kicks = 0;
  const seen: string[] = [];
  const stops: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    fx = await kitFixture();
    runtime = {
      service: 'support',
      db: fx.db,
      clock: fixedClock('2026-06-13T10:00:00.000Z'),
      relay: { kick: () => (kicks += 1), publishClaimed: async () => {} },
      nats: fx.nats,
      namespace: fx.namespace,
      log: silentLog,
    };
    stops.push(
      await onEvents(
        runtime,
        { durable: 'kit-typed', events: [thingHappened, thingMoved] },
        async (event, { emit }) => {
          // The union narrows by type: each branch reads its own, already parsed, data.
          if (event.type === 'ThingHappened') {
            seen.push(`happened ${event.data.n}`);
            await emit(reacted, { n: event.data.n });
          } else {
            seen.push(`moved ${event.data.to}`);
          }
        },
      ),
    );
  });
  afterAll(async () => {
    for (const stop of stops) await stop();
    await fx.close();
  });

  const publish = async (subject: string, body: unknown, msgID = randomUUID()) =>
    fx.nats.js.publish(`${fx.namespace}.${subject}`, JSON.stringify(body), { msgID });

  /** Whether the consumer recorded the event as processed. */
  const recordedBy = async (consumer: string, eventId: string) => (await processedBy(fx.db, consumer, [eventId])) === 1;

  it('hands each event of the list to the handler, parsed, in publishing order', async () => {
    await publish(thingHappened.subject, createEnvelope(thingHappened, { n: 1 }, new Date()));
    await publish(thingMoved.subject, createEnvelope(thingMoved, { to: 'left' }, new Date()));
    await publish(thingHappened.subject, createEnvelope(thingHappened, { n: 2 }, new Date()));
    await waitFor(() => seen.length >= 3);
    expect(seen.slice(0, 3)).toEqual(['happened 1', 'moved left', 'happened 2']);
  });

  it("publishes what the handler emitted once the consumer's transaction committed", async () => {
    await waitFor(() => kicks >= 2);
    const rows = await fx.db.selectFrom('outbox').select(['subject', 'envelope']).execute();
    expect(rows.filter((row) => row.subject === reacted.subject)).toHaveLength(2);
    const occurredAt = rows.map((row) => (row.envelope as { occurredAt: string }).occurredAt);
    expect(new Set(occurredAt)).toEqual(new Set(['2026-06-13T10:00:00.000Z']));
  });

  it('terminates an event whose data breaks its schema, counts it, and goes on with the next', async () => {
    const refusedBefore = await refusedCount('kit-typed');
    const bad = { ...createEnvelope(thingMoved, { to: 'x' }, new Date()), data: { to: 42 } };
    await publish(thingMoved.subject, bad);
    await publish(thingMoved.subject, createEnvelope(thingMoved, { to: 'right' }, new Date()));
    await waitFor(() => seen.includes('moved right'));
    expect(seen).not.toContain('moved 42');
    expect(await refusedCount('kit-typed')).toBe(refusedBefore + 1);
    await waitFor(async () => (await fx.nats.jsm.consumers.info(fx.stream, 'kit-typed')).num_ack_pending === 0);
    expect((await fx.nats.jsm.consumers.info(fx.stream, 'kit-typed')).num_redelivered).toBe(0);
  });

  it('handles a redelivered event once', async () => {
    const envelope = createEnvelope(thingMoved, { to: 'twice' }, new Date());
    await publish(thingMoved.subject, envelope);
    await publish(thingMoved.subject, envelope);
    await publish(thingMoved.subject, createEnvelope(thingMoved, { to: 'marker' }, new Date()));
    await waitFor(() => seen.includes('moved marker'));
    expect(seen.filter((entry) => entry === 'moved twice')).toHaveLength(1);
  });

  it('settles an event its filter lets through but the list does not name: recorded, not handled', async () => {
    const thingFound = defineEvent('kit', 'thing.found', 'ThingFound', z.object({ where: z.string() }));
    const skipped = createEnvelope(thingFound, { where: 'attic' }, new Date());
    await publish(thingFound.subject, skipped);
    await publish(thingMoved.subject, createEnvelope(thingMoved, { to: 'after-skip' }, new Date()));
    await waitFor(() => seen.includes('moved after-skip'));
    expect(await recordedBy('kit-typed', skipped.id)).toBe(true);
    expect(seen.some((entry) => entry.includes('attic'))).toBe(false);
  });

  it('skips the events its `only` turns down: recorded, not handled, the next one handled', async () => {
    const got: number[] = [];
    stops.push(
      await onEvent(
        runtime,
        otherThing,
        { durable: 'kit-only-even', only: (event) => event.data.n % 2 === 0 },
        async (event) => {
          got.push(event.data.n);
        },
      ),
    );
    const odd = createEnvelope(otherThing, { n: 3 }, new Date());
    await publish(otherThing.subject, odd);
    await publish(otherThing.subject, createEnvelope(otherThing, { n: 4 }, new Date()));
    await waitFor(() => got.includes(4));
    expect(got).toEqual([4]);
    expect(await recordedBy('kit-only-even', odd.id)).toBe(true);
  });

  it('registers a single definition with onEvent', async () => {
    const got: number[] = [];
    stops.push(
      await onEvent(runtime, otherThing, { durable: 'kit-single' }, async (event) => {
        got.push(event.data.n);
      }),
    );
    await publish(otherThing.subject, createEnvelope(otherThing, { n: 7 }, new Date()));
    await waitFor(() => got.includes(7));
  });

  it('refuses definitions of more than one service on one consumer', async () => {
    const foreign = defineEvent('elsewhere', 'thing.happened', 'ThingHappened', z.object({}));
    await expect(
      onEvents(runtime, { durable: 'kit-mixed', events: [thingHappened, foreign] }, async () => {}),
    ).rejects.toThrow(/more than one service/);
  });
});

async function refusedCount(consumer: string): Promise<number> {
  const metric = await eventsRefused().get();
  return metric.values
    .filter((value) => value.labels.consumer === consumer)
    .reduce((sum, value) => sum + value.value, 0);
}
