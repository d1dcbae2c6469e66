import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureStream, type Nats, streamNameFor, TICKS_LIMITS } from '../src/nats.ts';
import { kitFixture } from './helpers.ts';

const HOUR_NS = 3600 * 1_000_000_000;

describe('the ticks stream keeps what risk replays, not every tick ever sent', () => {
  let fx: Awaited<ReturnType<typeof kitFixture>>;
  let nats: Nats;

  beforeAll(async () => {
    fx = await kitFixture();
    nats = fx.nats;
  });
  afterAll(async () => {
    await fx?.close();
  });

  it('is made keeping an hour of batches', async () => {
    const name = await ensureStream(nats, fx.namespace, 'ticks');
    const { config } = await nats.jsm.streams.info(name);
    expect(config.max_age).toBe(HOUR_NS);
    expect(config.max_msgs_per_subject).toBe(1_000_000);
  });

  it('brings a ticks stream made with only the million messages a subject to the hour', async () => {
    const name = streamNameFor(fx.namespace, 'ticks');
    await nats.jsm.streams.delete(name);
    await nats.jsm.streams.add({
      name,
      subjects: [`${fx.namespace}.ticks.>`],
      max_msgs_per_subject: TICKS_LIMITS.max_msgs_per_subject,
    });
    await nats.js.publish(`${fx.namespace}.ticks.equity.batch.0`, '{}');

    await ensureStream(nats, fx.namespace, 'ticks');
    const { config, state } = await nats.jsm.streams.info(name);
    expect(config.max_age).toBe(HOUR_NS);
    // Raised in place: what it held is still there for risk to replay.
    expect(state.messages).toBe(1);
  });
});
