import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConsumer } from '../src/consumer.ts';
import { DEAD_LETTERS_USAGE, deadLettersCli } from '../src/dead-letters-cli.ts';
import { listDeadLetters } from '../src/dead-letters.ts';
import { createEnvelope } from '../src/outbox.ts';
import { kitFixture, silentLog, thingHappened, waitFor } from './helpers.ts';

describe('dead-letters command line', () => {
  let fx: Awaited<ReturnType<typeof kitFixture>>;
  let stop: () => Promise<void>;
  let failing = true;
  const handled: number[] = [];

  const run = async (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await deadLettersCli(
      argv,
      { stdout: { write: (l) => out.push(l) }, stderr: { write: (l) => err.push(l) } },
      async () => ({
        nats: fx.nats,
        namespace: fx.namespace,
        close: async () => {},
      }),
    );
    return { code, out: out.join(''), err: err.join('') };
  };

  beforeAll(async () => {
    fx = await kitFixture();
    stop = await startConsumer({
      nats: fx.nats,
      db: fx.db,
      namespace: fx.namespace,
      log: silentLog,
      stream: 'kit',
      durable: 'kit-cli',
      subject: 'kit.thing.happened',
      maxDeliver: 1,
      handle: async (event) => {
        if (failing) throw new Error('payments provider down');
        handled.push((event.data as { n: number }).n);
      },
    });
    for (const n of [1, 2]) {
      const envelope = createEnvelope(thingHappened, { n }, new Date());
      await fx.nats.js.publish(`${fx.namespace}.kit.thing.happened`, JSON.stringify(envelope), { msgID: envelope.id });
    }
    await waitFor(async () => (await listDeadLetters(fx.nats, fx.namespace)).length === 2);
  });
  afterAll(async () => {
    await stop();
    await fx.close();
  });

  it('lists the held events with their consumer, reason, event and error', async () => {
    const { code, out } = await run('list');
    expect(code).toBe(0);
    expect(out).toMatch(/^#\d+ {2}\S+Z {2}kit-cli {2}failed {2}ThingHappened \S+ {2}payments provider down$/m);
    expect(out.trim().endsWith('2 held')).toBe(true);
  });

  it('refuses an unknown command, a bad sequence and a discard that names nothing', async () => {
    expect(await run('purge')).toMatchObject({ code: 1, err: `${DEAD_LETTERS_USAGE}\n` });
    expect(await run('replay', '--sequence', 'x')).toMatchObject({
      code: 1,
      err: 'a sequence is a whole number from 1\n',
    });
    expect(await run('discard')).toMatchObject({ code: 1, err: 'discard names the letters: --sequence <n>\n' });
    expect(await run('replay', '--sequence', '999999')).toMatchObject({
      code: 1,
      err: 'no held letter with sequence 999999\n',
    });
  });

  it('replays one named letter, then discards the other', async () => {
    failing = false;
    const [first, second] = await listDeadLetters(fx.nats, fx.namespace);

    expect(await run('replay', '--sequence', String(first?.sequence))).toMatchObject({ code: 0, out: '1 replayed\n' });
    await waitFor(() => handled.length === 1);
    expect(await run('discard', '--sequence', String(second?.sequence))).toMatchObject({
      code: 0,
      out: '1 discarded\n',
    });

    expect(handled).toEqual([1]);
    expect(await listDeadLetters(fx.nats, fx.namespace)).toEqual([]);
  });
});
