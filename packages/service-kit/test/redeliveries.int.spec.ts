import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryOf } from '../src/redeliveries.ts';
import { kitFixture } from './helpers.ts';

describe("an event's delivery, counted by NATS and by the kit", () => {
  let fx: Awaited<ReturnType<typeof kitFixture>>;
  beforeAll(async () => {
    fx = await kitFixture();
  });
  afterAll(() => fx.close());

  const counted = async (eventId: string) =>
    (await fx.db.selectFrom('redeliveries').select('deliveries').where('event_id', '=', eventId).executeTakeFirst())
      ?.deliveries;

  it('writes nothing for a first delivery', async () => {
    const eventId = randomUUID();
    expect(await deliveryOf(fx.db, 'c', eventId, 1)).toBe(1);
    expect(await counted(eventId)).toBeUndefined();
  });

  it('takes the lower count when NATS reports deliveries the kit never saw, and counts on from there', async () => {
    const eventId = randomUUID();
    expect(await deliveryOf(fx.db, 'c', eventId, 62)).toBe(2);
    expect(await deliveryOf(fx.db, 'c', eventId, 63)).toBe(3);
    expect(await counted(eventId)).toBe(3);
  });

  it('takes the lower count when NATS counts afresh (a replay), and keeps counts apart per consumer', async () => {
    const eventId = randomUUID();
    for (const reported of [2, 3, 4, 5]) await deliveryOf(fx.db, 'c', eventId, reported);
    expect(await deliveryOf(fx.db, 'c', eventId, 2)).toBe(2);
    expect(await deliveryOf(fx.db, 'other', eventId, 7)).toBe(2);
  });
});
