import { randomUUID } from 'node:crypto';
import { askUserData } from '@prop/service-kit/testing/user-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBilling, type TestBilling } from './helper.ts';

describe('the purchases billing gives for a trader’s data export', () => {
  let billing: TestBilling;
  beforeAll(async () => {
    billing = await startBilling();
  });
  afterAll(() => billing.close());

  it('given purchases of two traders, when asked for one, then it answers only theirs, without admin ids', async () => {
    // given
    const [traderA, traderB] = [randomUUID(), randomUUID()];
    const mine = await billing.buy(billing.callerHeaders('trader', traderA));
    await billing.buy(billing.callerHeaders('trader', traderB));
    const admin = billing.callerHeaders('admin', randomUUID());
    expect((await billing.decide(mine.id, admin, { status: 'approved', adminNotes: 'Paid, thanks' })).statusCode).toBe(
      200,
    );

    // when
    const data = await askUserData(billing.deps.nats.nc, billing.config.NAMESPACE, 'billing', traderA);

    // then
    expect(data).toEqual({
      purchases: [
        expect.objectContaining({
          id: mine.id,
          tierId: '25k',
          amount: 25000,
          price: 249,
          currency: 'EUR',
          status: 'approved',
          paymentMethod: 'bank_transfer',
          adminNotes: 'Paid, thanks',
          processedAt: expect.any(String),
        }),
      ],
    });
    expect(JSON.stringify(data)).not.toContain(admin['x-user-id']);
  });
});
