import { randomUUID } from 'node:crypto';
import { askUserData } from '@prop/service-kit/testing/user-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankTransfer, type PayoutsHarness, startPayouts } from './helper.ts';

describe('the withdrawal requests payouts gives for a trader’s data export', () => {
  let payouts: PayoutsHarness;
  beforeAll(async () => {
    payouts = await startPayouts({ withAccounts: false, withRisk: false, withIdentity: false });
  });
  afterAll(() => payouts.close());

  /** A request as the withdrawal command stores it. */
  function storeRequest(userId: string, bankDetails: object, adminNotes: string | null) {
    return payouts.deps.db
      .insertInto('withdrawal_requests')
      .values({
        user_id: userId,
        status: adminNotes ? 'rejected' : 'pending',
        amount: '1000.00',
        profit_share_amount: '600.00',
        currency: 'USD',
        bank_details: JSON.stringify(bankDetails),
        account_id: randomUUID(),
        mt5_account_id: `meta-${userId.slice(0, 4)}`,
        equity: '11000.00',
        funding_balance: '10000.00',
        snapshot_at: new Date(),
        created_at: new Date(),
        idempotency_key: randomUUID(),
        request_digest: 'digest',
        processed_at: adminNotes ? new Date() : null,
        processed_by: adminNotes ? randomUUID() : null,
        admin_notes: adminNotes,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  it('given requests of two traders, when asked for one, then it answers only theirs, as they entered them', async () => {
    // given
    const [traderA, traderB] = [randomUUID(), randomUUID()];
    const mine = await storeRequest(traderA, bankTransfer, 'Trading days not met');
    await storeRequest(traderB, { paymentMethod: 'crypto', cryptoType: 'btc', cryptoWallet: 'bc1qexample' }, null);

    // when
    const data = await askUserData(payouts.deps.nats.nc, payouts.config.NAMESPACE, 'payouts', traderA);

    // then
    expect(data).toEqual({
      withdrawals: [
        {
          id: mine.id,
          status: 'rejected',
          amount: 1000,
          profitShareAmount: 600,
          currency: 'USD',
          mt5AccountId: mine.mt5_account_id,
          payoutDestination: bankTransfer,
          adminNotes: 'Trading days not met',
          createdAt: mine.created_at.toISOString(),
          processedAt: mine.processed_at?.toISOString(),
        },
      ],
    });
    expect(JSON.stringify(data)).not.toContain(mine.processed_by);
  });
});
