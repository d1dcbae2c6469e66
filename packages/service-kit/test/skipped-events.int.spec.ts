import { randomUUID } from 'node:crypto';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SkippedEvents } from '../src/skipped-events.ts';
import { processedBy } from '../src/testing/event-handled.ts';
import { kitFixture } from './helpers.ts';

/** Counts the statements sent, and fails them while `failing` is set. */
function statements() {
  const seen = { count: 0, failing: false };
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      seen.count++;
      if (seen.failing) throw new Error('statement refused');
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { seen, plugin };
}

describe('events skipped by consumers', () => {
  let fx: Awaited<ReturnType<typeof kitFixture>>;
  beforeAll(async () => {
    fx = await kitFixture();
  });
  afterAll(() => fx.close());

  const recorded = (consumer: string, eventIds: string[]) => processedBy(fx.db, consumer, eventIds);

  it('given 15 consumers skipping one event in one turn, when recorded, then each is stored by one statement', async () => {
    const { seen, plugin } = statements();
    const skipped = new SkippedEvents(fx.db.withPlugin(plugin));
    const eventId = randomUUID();
    const consumers = Array.from({ length: 15 }, (_, index) => `reader-p${index}`);

    await Promise.all(consumers.map((consumer) => skipped.record(consumer, eventId)));

    expect(seen.count).toBe(1);
    for (const consumer of consumers) expect(await recorded(consumer, [eventId])).toBe(1);
  });

  it('given skips arriving while a statement runs, when recorded, then they go together in the next one', async () => {
    const { seen, plugin } = statements();
    const skipped = new SkippedEvents(fx.db.withPlugin(plugin));
    const first = skipped.record('reader-a', randomUUID());
    await new Promise((resolve) => setImmediate(resolve));
    const later = Array.from({ length: 20 }, () => randomUUID());

    await Promise.all([first, ...later.map((eventId) => skipped.record('reader-a', eventId))]);

    expect(seen.count).toBe(2);
    expect(await recorded('reader-a', later)).toBe(20);
  });

  it('given the same skip twice before it is stored (a redelivery), when recorded, then both hear it stored and it is stored once', async () => {
    const skipped = new SkippedEvents(fx.db);
    const eventId = randomUUID();

    await Promise.all([skipped.record('reader-b', eventId), skipped.record('reader-b', eventId)]);

    expect(await recorded('reader-b', [eventId])).toBe(1);
  });

  it('given a statement that fails, when recorded, then each of its skips hears so, and the next skips are stored', async () => {
    const { seen, plugin } = statements();
    const skipped = new SkippedEvents(fx.db.withPlugin(plugin));
    const lost = [randomUUID(), randomUUID()];
    seen.failing = true;

    const results = await Promise.allSettled(lost.map((eventId) => skipped.record('reader-c', eventId)));

    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(await recorded('reader-c', lost)).toBe(0);
    seen.failing = false;
    await skipped.record('reader-c', lost[0] as string);
    expect(await recorded('reader-c', lost)).toBe(1);
  });
});
