import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConsumer } from '../src/consumer.ts';
import { AckPolicy, DeliverPolicy } from '@nats-io/jetstream';
import {
  discardDeadLetters,
  ensureDeadLetterStream,
  listDeadLetters,
  replayDeadLetters,
  replayDurableOf,
  replaySubject,
} from '../src/dead-letters.ts';
import { eventsGivenUp } from '../src/metrics.ts';
import { readReplays } from '../src/replay-reader.ts';
import { createEnvelope } from '../src/outbox.ts';
import { countOf } from '../src/testing/metric-count.ts';
import { kitFixture, silentLog, thingHappened, waitFor } from './helpers.ts';

describe('dead letters', () => {
  let fx: Awaited<ReturnType<typeof kitFixture>>;
  let failing = true;
  const handledByFlaky: number[] = [];
  const handledByHealthy: number[] = [];
  const stops: Array<() => Promise<void>> = [];

  const consumerOn = (durable: string, handled: number[], fails: (n: number) => boolean) =>
    startConsumer({
      nats: fx.nats,
      db: fx.db,
      namespace: fx.namespace,
      log: silentLog,
      stream: 'kit',
      durable,
      subject: 'kit.thing.happened',
      maxDeliver: 2,
      handle: async (event) => {
        const { n } = event.data as { n: number };
        if (fails(n)) throw new Error('the ledger is locked\nfor maintenance');
        handled.push(n);
      },
    });
  const publish = async (n: number) => {
    const envelope = createEnvelope(thingHappened, { n }, new Date());
    await fx.nats.js.publish(`${fx.namespace}.kit.thing.happened`, JSON.stringify(envelope), { msgID: envelope.id });
    return envelope;
  };
  const held = () => listDeadLetters(fx.nats, fx.namespace, 'kit-flaky');
  /** The durables on the dead-letters stream: the replay durables made so far. */
  const replayDurables = async () => {
    const names: string[] = [];
    const stream = await ensureDeadLetterStream(fx.nats, fx.namespace);
    for await (const consumer of fx.nats.jsm.consumers.list(stream)) {
      if (consumer.config.durable_name) names.push(consumer.name);
    }
    return names.sort();
  };

  beforeAll(async () => {
    fx = await kitFixture();
    stops.push(await consumerOn('kit-flaky', handledByFlaky, () => failing));
    stops.push(await consumerOn('kit-healthy', handledByHealthy, () => false));
  });
  afterAll(async () => {
    for (const stop of stops) await stop();
    await fx.close();
  });

  it('holds an event that failed its last delivery, with where it came from and why', async () => {
    const givenUp = () => countOf(eventsGivenUp(), { consumer: 'kit-flaky', type: 'ThingHappened' });
    const before = await givenUp();

    const envelope = await publish(1);
    await waitFor(async () => (await held()).length === 1, 10_000);

    const [letter] = await held();
    expect(letter).toMatchObject({
      consumer: 'kit-flaky',
      reason: 'failed',
      error: 'the ledger is locked for maintenance',
      subject: `${fx.namespace}.kit.thing.happened`,
    });
    expect(letter?.sequenceInStream).toBeGreaterThan(0);
    expect(JSON.parse(new TextDecoder().decode(letter?.data)).id).toBe(envelope.id);
    expect(await givenUp()).toBe(before + 1);
    // Settled at the source: nothing waits for an ack or a redelivery.
    const info = await fx.nats.jsm.consumers.info(fx.stream, 'kit-flaky');
    expect(info.num_ack_pending + info.num_pending).toBe(0);
    expect(handledByHealthy).toEqual([1]);
  });

  it('leaves no reader of its own behind once the letters are listed', async () => {
    expect(await held()).toHaveLength(1);
    const stream = await ensureDeadLetterStream(fx.nats, fx.namespace);
    const readers = async () => {
      const names: string[] = [];
      for await (const consumer of fx.nats.jsm.consumers.list(stream)) {
        if (!consumer.config.durable_name) names.push(consumer.name);
      }
      return names;
    };
    // Its removal is asked for, not waited on.
    await waitFor(async () => (await readers()).length === 0);
    expect(await readers()).toEqual([]);
  });

  it('holds unreadable data at once, without retrying it', async () => {
    await fx.nats.js.publish(`${fx.namespace}.kit.thing.happened`, 'not json');
    await waitFor(async () => (await held()).some((letter) => letter.reason === 'unreadable'));
    const unreadable = (await held()).filter((letter) => letter.reason === 'unreadable');
    expect(unreadable).toHaveLength(1);
    await discardDeadLetters(fx.nats, fx.namespace, unreadable);
    expect((await held()).map((letter) => letter.reason)).toEqual(['failed']);
  });

  it('keeps no replay durable on the NATS servers before a letter is replayed', async () => {
    expect(await held()).toHaveLength(1);
    expect(await replayDurables()).toEqual([]);
  });

  it('replays a held event to its own consumer only, once the cause is fixed', async () => {
    failing = false;
    const replayed = await replayDeadLetters(fx.nats, fx.namespace, await held());

    expect(replayed).toBe(1);
    await waitFor(() => handledByFlaky.includes(1));
    expect(await held()).toEqual([]);
    // Made by the replay, for the consumer replayed to alone.
    expect(await replayDurables()).toEqual([replayDurableOf('kit-flaky')]);
    // The healthy consumer handled the event once, before; the replay is not delivered to it.
    await publish(2);
    await waitFor(() => handledByHealthy.includes(2) && handledByFlaky.includes(2));
    expect(handledByHealthy).toEqual([1, 2]);
    expect(handledByFlaky).toEqual([1, 2]);
  });

  it('holds a replayed event again when it still fails, pointing at its first home', async () => {
    failing = true;
    await publish(3);
    await waitFor(async () => (await held()).length === 1, 10_000);
    const [first] = await held();
    await replayDeadLetters(fx.nats, fx.namespace, await held());

    await waitFor(async () => (await held()).length === 1 && (await held())[0]?.sequence !== first?.sequence, 10_000);
    const [again] = await held();
    expect(again?.subject).toBe(first?.subject);
    expect(again?.sequenceInStream).toBe(first?.sequenceInStream);
    expect(handledByFlaky).not.toContain(3);
  });

  it('replays to a consumer that was not running then, once it starts', async () => {
    let lateFails = true;
    const handledByLate: number[] = [];
    // A new durable reads the stream from its start: only the new event fails.
    const late = () => consumerOn('kit-late', handledByLate, (n) => lateFails && n === 4);
    const stopLate = await late();
    const envelope = await publish(4);
    // The unreadable message above is held for this consumer too, and stays so.
    const lateHeld = async () =>
      (await listDeadLetters(fx.nats, fx.namespace, 'kit-late')).filter((letter) => letter.reason === 'failed');
    await waitFor(async () => (await lateHeld()).length === 1, 10_000);
    await stopLate();

    await replayDeadLetters(fx.nats, fx.namespace, await lateHeld());
    lateFails = false;
    stops.push(await late());
    await waitFor(() => handledByLate.includes(4));
    expect(handledByLate).toEqual([1, 2, 3, 4]);
    expect(await lateHeld()).toEqual([]);
    expect(envelope.data).toEqual({ n: 4 });
  });

  it('finds a replay whose announcement it missed by looking again', async () => {
    // A replay made while this reader was away from NATS: its durable and letter, and no announcement.
    const stream = await ensureDeadLetterStream(fx.nats, fx.namespace);
    const read: string[] = [];
    const stopReading = await readReplays({
      nats: fx.nats,
      namespace: fx.namespace,
      durable: 'kit-away',
      log: silentLog,
      lookEveryMs: 100,
      handle: async (message) => {
        read.push(message.string());
        message.ack();
      },
    });
    try {
      await fx.nats.jsm.consumers.add(stream, {
        durable_name: replayDurableOf('kit-away'),
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        filter_subject: replaySubject(fx.namespace, 'kit-away'),
      });
      await fx.nats.js.publish(replaySubject(fx.namespace, 'kit-away'), 'the letter');
      await waitFor(() => read.length === 1);
      expect(read).toEqual(['the letter']);
    } finally {
      await stopReading();
    }
  });
});
