import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchaseDisputeClosed, purchaseDisputed } from '@prop/contracts/events/billing';
import { withdrawalEligibilitySchema } from '@prop/contracts/withdrawal';
import { WITHDRAWAL_MESSAGES } from '@prop/contracts/withdrawal-messages';
import { eventually, type PayoutsHarness, startPayouts, withdrawalOf } from './helper.ts';

describe('a trader whose purchase is disputed (the server clock on a Saturday)', () => {
  let payouts: PayoutsHarness;
  beforeAll(async () => {
    payouts = await startPayouts({ mt5Accounts: 2 });
  });
  afterAll(() => payouts.close());

  const eligibilityOf = async (headers: Record<string, string>) => {
    const response = await payouts.get('/api/withdrawal/eligibility', headers);
    expect(response.statusCode).toBe(200);
    return withdrawalEligibilitySchema.parse(response.json());
  };
  const rowsOf = (userId: string) =>
    payouts.deps.db.selectFrom('withdrawal_requests').select('status').where('user_id', '=', userId).execute();

  it('given a profitable account frozen by a dispute, when the trader asks, then the list fails no_dispute and a request is refused; once won, it is made', async () => {
    // given
    const purchaseId = randomUUID();
    const trader = await payouts.traderWithEquity(10300, { purchaseId });
    const accounts = payouts.accounts;
    if (!accounts) throw new Error('the stack runs accounts');
    const dispute = { purchaseId, userId: trader.userId, disputeId: `dp_${randomUUID()}` };
    await accounts.publishEvent(purchaseDisputed, { ...dispute, amount: '99.00', reason: 'fraudulent' });

    // when
    const listed = await eventually(async () => {
      const current = await eligibilityOf(trader.headers);
      if (current.eligible) throw new Error('the freeze is not seen yet');
      return current;
    });
    const refused = await payouts.submit(trader.headers, withdrawalOf(300));

    // then
    expect(listed.conditions).toContainEqual({
      condition: 'no_dispute',
      met: false,
      text: WITHDRAWAL_MESSAGES.noDispute,
    });
    expect(listed.conditions.filter(({ met }) => !met)).toHaveLength(1);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: WITHDRAWAL_MESSAGES.frozen });
    expect(await rowsOf(trader.userId)).toEqual([]);

    // when the dispute is won
    await accounts.publishEvent(purchaseDisputeClosed, { ...dispute, outcome: 'won' });

    // then
    await eventually(async () => {
      if (!(await eligibilityOf(trader.headers)).eligible) throw new Error('still frozen');
    });
    const made = await payouts.submit(trader.headers, withdrawalOf(300));
    expect(made.statusCode).toBe(201);
    expect(await rowsOf(trader.userId)).toEqual([{ status: 'pending' }]);
  });
});
