import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConsumer } from '../../packages/service-kit/src/consumer.ts';
import { listDeadLetters } from '../../packages/service-kit/src/dead-letters.ts';
import { createEnvelope } from '../../packages/service-kit/src/outbox.ts';
import { kitFixture, silentLog, thingHappened, waitFor } from '../../packages/service-kit/test/helpers.ts';
import { describeMissed, heldDeadLetters } from './lib/missed-events.ts';

describe('what the fault checker says of an event a consumer never handled', () => {
  let fx: Awaited<ReturnType<typeof kitFixture>>;
  let stop: () => Promise<void>;
  const published = new Date('2026-12-02T05:00:00.000Z');
  const envelopes = [1, 2].map((n) => createEnvelope(thingHappened, { n }, published));

  beforeAll(async () => {
    fx = await kitFixture();
    // Fails the first event on its only delivery (so it is held as a dead letter) and handles the second.
    stop = await startConsumer({
      nats: fx.nats,
      db: fx.db,
      namespace: fx.namespace,
      log: silentLog,
      stream: 'kit',
      durable: 'kit-missed',
      subject: 'kit.thing.happened',
      maxDeliver: 1,
      handle: async (event) => {
        if ((event.data as { n: number }).n === 1) throw new Error('ledger closed');
      },
    });
    for (const envelope of envelopes) {
      await fx.nats.js.publish(`${fx.namespace}.kit.thing.happened`, JSON.stringify(envelope), { msgID: envelope.id });
    }
    // Both settled: the first held and terminated, the second handled and acknowledged.
    await waitFor(async () => {
      const info = await fx.nats.jsm.consumers.info(fx.stream, 'kit-missed');
      return info.ack_floor.stream_seq === 2 && (await listDeadLetters(fx.nats, fx.namespace)).length === 1;
    });
  });
  afterAll(async () => {
    await stop();
    await fx.close();
  });

  it('names where the event sits in the stream, its dead letter and how far the consumer got', async () => {
    const [held] = envelopes;
    const text = await describeMissed(fx.nats, fx.namespace, fx.stream, 'kit-missed', [
      { id: held?.id, subject: 'kit.thing.happened', published_at: published },
    ]);
    const { created } = await fx.nats.jsm.consumers.info(fx.stream, 'kit-missed');
    expect(text).toBe(
      `${held?.id} on kit.thing.happened, published 2026-12-02T05:00:00.000Z, stream sequence 1, ` +
        'held as a dead letter (failed: ledger closed); consumer delivered up to 2, ack floor 2, 0 redelivered, ' +
        `created ${created}, delivering all`,
    );
  });

  it('says so when the event never reached the stream', async () => {
    const absent = createEnvelope(thingHappened, { n: 3 }, published);
    const text = await describeMissed(fx.nats, fx.namespace, fx.stream, 'kit-missed', [
      { id: absent.id, subject: 'kit.thing.happened', published_at: published },
    ]);
    expect(text).toContain(
      `${absent.id} on kit.thing.happened, published 2026-12-02T05:00:00.000Z, not in the stream, no dead letter`,
    );
  });

  it('counts every held letter as a problem of the run', async () => {
    expect(await heldDeadLetters(fx.env.NATS_URL, fx.namespace)).toEqual([
      `kit-missed: held a dead letter of ${fx.namespace}.kit.thing.happened (failed: ledger closed)`,
    ]);
  });
});
