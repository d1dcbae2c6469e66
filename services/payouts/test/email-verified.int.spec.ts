import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PayoutsHarness, startPayouts, withdrawalOf } from './helper.ts';

describe('a withdrawal needs a verified e-mail address (the server clock on a Saturday)', () => {
  let payouts: PayoutsHarness;
  beforeAll(async () => {
    payouts = await startPayouts({ mt5Accounts: 2 });
  });
  afterAll(() => payouts.close());

  const rowsOf = (userId: string) =>
    payouts.deps.db.selectFrom('withdrawal_requests').selectAll().where('user_id', '=', userId).execute();

  it('refuses an unverified address, and takes the same request once it is verified', async () => {
    const trader = await payouts.traderWithEquity(10523.17);
    payouts.identityAnswers?.(trader.userId, { found: true, verified: false });

    const refused = await payouts.submit(trader.headers, withdrawalOf(523.17));

    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Verify your e-mail address before requesting a withdrawal.' });
    expect(await rowsOf(trader.userId)).toHaveLength(0);

    payouts.identityAnswers?.(trader.userId, { found: true, verified: true });
    expect((await payouts.submit(trader.headers, withdrawalOf(523.17))).statusCode).toBe(201);
  });

  it('asks to try again when identity cannot answer, and takes nothing', async () => {
    const trader = await payouts.traderWithEquity(10523.17);
    payouts.identityAnswers?.(trader.userId, { found: false, error: 'unavailable' });

    const refused = await payouts.submit(trader.headers, withdrawalOf(523.17));

    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({
      message: 'Your e-mail address could not be checked right now. Please try again in a minute.',
    });
    expect(await rowsOf(trader.userId)).toHaveLength(0);
  });
});
