import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConsumer } from '../src/consumer.ts';
import { eventsGivenUp } from '../src/metrics.ts';
import { countOf } from '../src/testing/metric-count.ts';
import { createEnvelope, writeEvent } from '../src/outbox.ts';
import { kitFixture, silentLog, thingHappened, waitFor } from './helpers.ts';

describe('idempotent durable consumer', () => {
  let fx: Awaited<ReturnType<typeof kitFixture>>;
  const handled: number[] = [];
  let failuresLeft = 0;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    fx = await kitFixture();
    stop = await startConsumer({
      nats: fx.nats,
      db: fx.db,
      namespace: fx.namespace,
      log: silentLog,
      stream: 'kit',
      durable: 'kit-test-consumer',
      subject: 'kit.thing.happened',
      handle: async (event) => {
        if (failuresLeft > 0) {
          failuresLeft -= 1;
          throw new Error('transient failure');
        }
        handled.push((event.data as { n: number }).n);
      },
    });
  });
  afterAll(async () => {
    await stop();
    await fx.close();
  });

  const subject = () => `${fx.namespace}.kit.thing.happened`;

  it('handles an event delivered twice only once', async () => {
    const envelope = createEnvelope(thingHappened, { n: 10 }, new Date());
    // Two publishes with distinct message ids get past JetStream's de-duplication: a true redelivery.
    await fx.nats.js.publish(subject(), JSON.stringify(envelope), { msgID: randomUUID() });
    await fx.nats.js.publish(subject(), JSON.stringify(envelope), { msgID: randomUUID() });
    const marker = createEnvelope(thingHappened, { n: 11 }, new Date());
    await fx.nats.js.publish(subject(), JSON.stringify(marker), { msgID: marker.id });

    await waitFor(() => handled.includes(11));
    expect(handled.filter((n) => n === 10)).toEqual([10]);
  });

  it('retries a failing handler until it succeeds, without handling twice', async () => {
    failuresLeft = 1;
    const envelope = createEnvelope(thingHappened, { n: 20 }, new Date());
    await fx.nats.js.publish(subject(), JSON.stringify(envelope), { msgID: envelope.id });
    await waitFor(() => handled.includes(20), 8000);
    expect(handled.filter((n) => n === 20)).toEqual([20]);
    expect(failuresLeft).toBe(0);
  });

  it('terminates a malformed event instead of retrying it forever', async () => {
    await fx.nats.js.publish(subject(), 'not json', { msgID: randomUUID() });
    const marker = createEnvelope(thingHappened, { n: 30 }, new Date());
    await fx.nats.js.publish(subject(), JSON.stringify(marker), { msgID: marker.id });
    await waitFor(() => handled.includes(30));
    // Terminated means settled: nothing left awaiting an ack and nothing queued for redelivery.

    await waitFor(async () => (await fx.nats.jsm.consumers.info(fx.stream, 'kit-test-consumer')).num_ack_pending === 0);
    const info = await fx.nats.jsm.consumers.info(fx.stream, 'kit-test-consumer');
    expect(info.num_pending).toBe(0);
    expect(info.num_redelivered).toBe(0);
  });
});

describe('a consumer whose handler writes events', () => {
  let fx: Awaited<ReturnType<typeof kitFixture>>;
  beforeAll(async () => {
    fx = await kitFixture();
  });
  afterAll(() => fx.close());

  it("runs the handler's after-commit effect once its writes are visible, and not for a redelivered event", async () => {
    // given: the handler writes an event; its effect counts, from another connection, what it can see
    const seenByOnCommitted: Promise<number>[] = [];
    const outboxRows = async () => (await fx.db.selectFrom('outbox').select('id').execute()).length;
    const stop = await startConsumer({
      nats: fx.nats,
      db: fx.db,
      namespace: fx.namespace,
      log: silentLog,
      stream: 'kit',
      durable: 'kit-test-committed',
      subject: 'kit.thing.committed',
      handle: async (event, trx) => {
        await writeEvent(trx, thingHappened, event.data as { n: number }, new Date());
        return () => {
          seenByOnCommitted.push(outboxRows());
        };
      },
    });

    // when: one event, then the same event again under another message id
    const envelope = createEnvelope(thingHappened, { n: 30 }, new Date());
    const subject = `${fx.namespace}.kit.thing.committed`;
    await fx.nats.js.publish(subject, JSON.stringify(envelope), { msgID: randomUUID() });
    await fx.nats.js.publish(subject, JSON.stringify(envelope), { msgID: randomUUID() });
    await waitFor(async () => {
      const info = await fx.nats.jsm.consumers.info(fx.stream, 'kit-test-committed');
      return info.num_pending === 0 && info.num_ack_pending === 0;
    });
    await stop();

    // then
    expect(await Promise.all(seenByOnCommitted)).toEqual([1]);
  });
});

describe('a consumer whose handler keeps failing', () => {
  let fx: Awaited<ReturnType<typeof kitFixture>>;
  beforeAll(async () => {
    fx = await kitFixture();
  });
  afterAll(() => fx.close());

  it('counts the event as given up on its last delivery', async () => {
    const givenUp = () => countOf(eventsGivenUp(), { consumer: 'kit-test-given-up', type: 'ThingHappened' });
    let deliveries = 0;
    const stop = await startConsumer({
      nats: fx.nats,
      db: fx.db,
      namespace: fx.namespace,
      log: silentLog,
      stream: 'kit',
      durable: 'kit-test-given-up',
      subject: 'kit.thing.given-up',
      maxDeliver: 2,
      handle: async () => {
        deliveries += 1;
        throw new Error('always fails');
      },
    });

    const envelope = createEnvelope(thingHappened, { n: 40 }, new Date());
    await fx.nats.js.publish(`${fx.namespace}.kit.thing.given-up`, JSON.stringify(envelope), { msgID: envelope.id });
    await waitFor(async () => (await givenUp()) === 1, 8000);
    await stop();

    expect(deliveries).toBe(2);
  });
});

describe('a consumer handed an event NATS reports as delivered many times', () => {
  let fx: Awaited<ReturnType<typeof kitFixture>>;
  beforeAll(async () => {
    fx = await kitFixture();
  });
  afterAll(() => fx.close());

  it('handles it when the kit never saw those deliveries, instead of holding it as a dead letter', async () => {
    // given: the durable exists, and NATS delivered one event 25 times to a client that only refused it
    const durable = 'kit-test-over-counted';
    const handled: number[] = [];
    const options = {
      nats: fx.nats,
      db: fx.db,
      namespace: fx.namespace,
      log: silentLog,
      stream: 'kit',
      durable,
      subject: 'kit.thing.over-counted',
      maxDeliver: 20,
      handle: async (event: { data: unknown }) => {
        handled.push((event.data as { n: number }).n);
      },
    };
    await (await startConsumer(options))();
    const envelope = createEnvelope(thingHappened, { n: 50 }, new Date());
    await fx.nats.js.publish(`${fx.namespace}.kit.thing.over-counted`, JSON.stringify(envelope), {
      msgID: envelope.id,
    });
    const raw = await fx.nats.js.consumers.get(fx.stream, durable);
    let reported = 0;
    while (reported < 25) {
      const message = await raw.next({ expires: 2000 });
      if (!message) continue;
      reported = message.info.deliveryCount;
      message.nak();
    }
    const givenUp = () => countOf(eventsGivenUp(), { consumer: durable, type: 'ThingHappened' });
    const givenUpBefore = await givenUp();

    // when
    const stop = await startConsumer(options);
    await waitFor(() => handled.includes(50), 8000);
    await stop();

    // then
    expect(handled).toEqual([50]);
    expect(await givenUp()).toBe(givenUpBefore);
  });
});
