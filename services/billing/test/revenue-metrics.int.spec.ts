import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countOf } from '@prop/service-kit/testing/metric-count';
import { refundsAmountMinor, revenueMinor } from '../src/payments/revenue-metrics.ts';
import { eventually, startCardBilling, type TestCardBilling } from './helper.ts';

describe('revenue and refunded money in minor units', () => {
  let billing: TestCardBilling;
  let admin: Record<string, string>;
  beforeAll(async () => {
    billing = await startCardBilling();
    admin = billing.callerHeaders('admin');
  });
  afterAll(() => billing.close());

  const revenue = (method: string) => countOf(revenueMinor(), { currency: 'EUR', product: '25k', method });

  it('given a purchase paid by card, when Stripe delivers its payment again, then its price counts once', async () => {
    const before = await revenue('card');

    const { events } = await billing.paidPurchase(billing.callerHeaders('trader'));
    await eventually(async () => expect(await revenue('card')).toBe(before + 24900));
    for (const event of events) expect((await billing.deliverWebhook(event)).statusCode).toBe(200);

    expect(await revenue('card')).toBe(before + 24900);
  });

  it('given a bank transfer, when an admin approves it, sets it pending and approves it again, then its price counts once', async () => {
    const purchase = await billing.buy(billing.callerHeaders('trader'));
    const before = await revenue('bank_transfer');

    for (const status of ['approved', 'pending', 'approved']) {
      expect((await billing.decide(purchase.id, admin, { status })).statusCode).toBe(200);
    }

    expect(await revenue('bank_transfer')).toBe(before + 24900);
  });

  it('given a paid purchase, when an admin refunds 49.00 of it, then 4900 is counted as refunded', async () => {
    const { purchase } = await billing.paidPurchase(billing.callerHeaders('trader'));
    const before = await countOf(refundsAmountMinor(), { currency: 'EUR', kind: 'admin' });

    const refunded = await billing.app.inject({
      method: 'POST',
      url: `/api/admin/purchases/${purchase.id}/refund`,
      headers: admin,
      payload: { amount: '49.00', reason: 'Late payout' },
    });

    expect(refunded.statusCode).toBe(200);
    expect(await countOf(refundsAmountMinor(), { currency: 'EUR', kind: 'admin' })).toBe(before + 4900);
  });
});
