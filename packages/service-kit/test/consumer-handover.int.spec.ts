import { AckPolicy, DeliverPolicy } from '@nats-io/jetstream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConsumer } from '../src/consumer.ts';
import { createEnvelope } from '../src/outbox.ts';
import { kitFixture, silentLog, thingHappened, waitFor } from './helpers.ts';

describe('a durable taking over from the one it replaces', () => {
  let fx: Awaited<ReturnType<typeof kitFixture>>;
  beforeAll(async () => {
    fx = await kitFixture();
  });
  afterAll(() => fx.close());

  it('given an earlier durable that acknowledged the first events and handled one above its floor, when its successor is created, then it starts after the floor, handles the rest once, and keeps its start when started again', async () => {
    // given: six events; the earlier release's durable handled 1-3 and 5, while 4 and 6, delivered, await a retry
    const subject = `${fx.namespace}.kit.thing.moved`;
    const seqOf = new Map<number, number>();
    const publish = async (n: number) => {
      const envelope = createEnvelope(thingHappened, { n }, new Date());
      seqOf.set(n, (await fx.nats.js.publish(subject, JSON.stringify(envelope), { msgID: envelope.id })).seq);
    };
    for (let n = 1; n <= 6; n++) await publish(n);
    await fx.nats.jsm.consumers.add(fx.stream, {
      durable_name: 'kit-earlier',
      ack_policy: AckPolicy.Explicit,
      filter_subject: subject,
    });
    const earlier = await fx.nats.js.consumers.get(fx.stream, 'kit-earlier');
    const delivered = await earlier.fetch({ max_messages: 6, expires: 2000 });
    let seen = 0;
    for await (const message of delivered) {
      const { id, data } = message.json<{ id: string; data: { n: number } }>();
      if (data.n !== 4 && data.n !== 6) {
        // As the kit records what it handles, in the handler's transaction.
        await fx.db.insertInto('processed_events').values({ consumer: 'kit-earlier', event_id: id }).execute();
        await message.ackAck();
      }
      if (++seen === 6) break;
    }
    expect((await fx.nats.jsm.consumers.info(fx.stream, 'kit-earlier')).ack_floor.stream_seq).toBe(seqOf.get(3));

    // when
    const handled: number[] = [];
    const start = () =>
      startConsumer({
        nats: fx.nats,
        db: fx.db,
        namespace: fx.namespace,
        log: silentLog,
        stream: 'kit',
        durable: 'kit-successor',
        subject: 'kit.thing.moved',
        startAfter: { durable: 'kit-earlier' },
        handle: async (event) => {
          handled.push((event.data as { n: number }).n);
        },
      });
    let stop = await start();
    await publish(7);

    // then
    const { config } = await fx.nats.jsm.consumers.info(fx.stream, 'kit-successor');
    expect(config.deliver_policy).toBe(DeliverPolicy.StartSequence);
    expect(config.opt_start_seq).toBe((seqOf.get(3) as number) + 1);
    await waitFor(() => handled.includes(7));
    expect(handled).toEqual([4, 6, 7]);

    // and started again (a restart, another owner), it goes on where it acknowledged
    await stop();
    stop = await start();
    await publish(8);
    await waitFor(() => handled.includes(8));
    await stop();
    expect(handled).toEqual([4, 6, 7, 8]);
  });

  it('given no earlier durable, when a durable naming one is created, then it reads the stream from its first message', async () => {
    const subject = `${fx.namespace}.kit.thing.fresh`;
    const first = createEnvelope(thingHappened, { n: 1 }, new Date());
    await fx.nats.js.publish(subject, JSON.stringify(first), { msgID: first.id });
    const handled: number[] = [];
    const stop = await startConsumer({
      nats: fx.nats,
      db: fx.db,
      namespace: fx.namespace,
      log: silentLog,
      stream: 'kit',
      durable: 'kit-fresh',
      subject: 'kit.thing.fresh',
      startAfter: { durable: 'kit-never-existed' },
      handle: async (event) => {
        handled.push((event.data as { n: number }).n);
      },
    });
    await waitFor(() => handled.includes(1));
    await stop();
    expect((await fx.nats.jsm.consumers.info(fx.stream, 'kit-fresh')).config.deliver_policy).toBe(DeliverPolicy.All);
  });
});
