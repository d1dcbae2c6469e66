import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConsumer } from '../src/consumer.ts';
import { createEnvelope } from '../src/outbox.ts';
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
    const envelope = createEnvelope(thingHappened, { n: 10 });
    // Two publishes with distinct message ids get past JetStream's de-duplication: a true redelivery.
    await fx.nats.js.publish(subject(), JSON.stringify(envelope), { msgID: randomUUID() });
    await fx.nats.js.publish(subject(), JSON.stringify(envelope), { msgID: randomUUID() });
    const marker = createEnvelope(thingHappened, { n: 11 });
    await fx.nats.js.publish(subject(), JSON.stringify(marker), { msgID: marker.id });

    await waitFor(() => handled.includes(11));
    expect(handled.filter((n) => n === 10)).toEqual([10]);
  });

  it('retries a failing handler until it succeeds, without handling twice', async () => {
    failuresLeft = 1;
    const envelope = createEnvelope(thingHappened, { n: 20 });
    await fx.nats.js.publish(subject(), JSON.stringify(envelope), { msgID: envelope.id });
    await waitFor(() => handled.includes(20), 8000);
    expect(handled.filter((n) => n === 20)).toEqual([20]);
    expect(failuresLeft).toBe(0);
  });

  it('terminates a malformed event instead of retrying it forever', async () => {
    await fx.nats.js.publish(subject(), 'not json', { msgID: randomUUID() });
    const marker = createEnvelope(thingHappened, { n: 30 });
    await fx.nats.js.publish(subject(), JSON.stringify(marker), { msgID: marker.id });
    await waitFor(() => handled.includes(30));
    // Terminated means settled: nothing left awaiting an ack and nothing queued for redelivery.

    await waitFor(async () => (await fx.nats.jsm.consumers.info(fx.stream, 'kit-test-consumer')).num_ack_pending === 0);
    const info = await fx.nats.jsm.consumers.info(fx.stream, 'kit-test-consumer');
    expect(info.num_pending).toBe(0);
    expect(info.num_redelivered).toBe(0);
  });
});
