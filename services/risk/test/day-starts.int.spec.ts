import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeDayStarts } from '../src/db/day-starts.ts';
import { startRisk, type TestRisk } from './helper.ts';

describe('storing the day starts of a reset', () => {
  let risk: TestRisk;
  beforeAll(async () => {
    risk = await startRisk();
  });
  afterAll(() => risk.close());

  it('stores 20,000 at once (80,000 values, more than one statement takes) and keeps a start stored first', async () => {
    const day = '2026-01-05';
    const starts = Array.from({ length: 20_000 }, (_, index) => ({
      accountId: randomUUID(),
      day,
      balanceCents: 1_000_000 + index,
      equityCents: 1_000_000 + index,
    }));
    const [first] = starts;
    if (!first) throw new Error('no starts');
    const { db } = risk.deps;
    await db.transaction().execute((trx) => storeDayStarts(trx, [{ ...first, balanceCents: 5, equityCents: 7 }]));

    const stored = await db.transaction().execute((trx) => storeDayStarts(trx, starts));

    expect(stored).toHaveLength(20_000);
    expect(stored.find((row) => row.account_id === first.accountId)).toMatchObject({ balance: '0.05', equity: '0.07' });
    const last = starts.at(-1);
    expect(stored.find((row) => row.account_id === last?.accountId)).toMatchObject({ balance: '10199.99' });
    const { count } = await db
      .selectFrom('day_starts')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('trading_day', '=', day)
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(20_000);
  });
});
