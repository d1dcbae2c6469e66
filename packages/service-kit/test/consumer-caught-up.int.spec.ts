import { AckPolicy } from '@nats-io/jetstream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumerCaughtUp, eventsDigested } from '../src/consumer-caught-up.ts';
import { streamNameFor } from '../src/nats.ts';
import { kitFixture } from './helpers.ts';

/** The kit's stream with one durable on it and `messages` events it has yet to read. */
async function withDurable(durable: string, messages: number) {
  const fx = await kitFixture();
  await fx.nats.jsm.consumers.add(fx.stream, {
    durable_name: durable,
    ack_policy: AckPolicy.Explicit,
    filter_subject: `${fx.namespace}.kit.>`,
  });
  for (let n = 0; n < messages; n++) await fx.nats.js.publish(`${fx.namespace}.kit.thing.happened`, String(n));
  return fx;
}

describe('whether a durable consumer has caught up', () => {
  let fx: Awaited<ReturnType<typeof kitFixture>>;
  const durable = 'caught-up-test';
  const caughtUp = (timeoutMs: number) =>
    consumerCaughtUp(fx.nats, fx.namespace, { service: 'kit', durable, timeoutMs, pollMs: 20 });

  beforeAll(async () => {
    fx = await withDurable(durable, 3);
  });
  afterAll(() => fx.close());

  it('given messages not delivered, then not within the time; given one delivered and not acknowledged, still not', async () => {
    expect(await caughtUp(100)).toBe(false);
    const consumer = await fx.nats.js.consumers.get(fx.stream, durable);
    const first = await consumer.next();
    expect(first).not.toBeNull();
    const second = await consumer.next();
    const third = await consumer.next();
    second?.ack();
    third?.ack();
    await third?.ackAck();
    expect(await caughtUp(100)).toBe(false);

    first?.ack();
    await first?.ackAck();
    expect(await caughtUp(2000)).toBe(true);
  });
});

describe("whether every durable consumer on the services' streams has digested its events", () => {
  let fx: Awaited<ReturnType<typeof kitFixture>>;
  const durable = 'digested-test';
  const digested = (timeoutMs: number) => eventsDigested(fx.nats, fx.namespace, ['kit'], { timeoutMs, pollMs: 20 });

  beforeAll(async () => {
    fx = await withDurable(durable, 2);
  });
  afterAll(() => fx.close());

  it('names the durable still behind and by how much; an ordered reader left behind does not count', async () => {
    const ordered = await fx.nats.js.consumers.get(fx.stream);
    expect(await ordered.next()).not.toBeNull();
    expect(await digested(100)).toEqual([{ stream: fx.stream, durable, waiting: 2 }]);

    const consumer = await fx.nats.js.consumers.get(fx.stream, durable);
    const first = await consumer.next();
    await first?.ackAck();
    expect(await digested(100)).toEqual([{ stream: fx.stream, durable, waiting: 1 }]);

    const second = await consumer.next();
    await second?.ackAck();
    expect(await digested(2000)).toEqual([]);
  });

  it('counts a stream it cannot list as behind: digested is a claim about every one', async () => {
    const behind = await eventsDigested(fx.nats, fx.namespace, ['kit', 'no-such-service'], { timeoutMs: 100 });
    expect(behind).toEqual([
      { stream: streamNameFor(fx.namespace, 'no-such-service'), durable: '*', waiting: Number.NaN },
    ]);
  });
});
