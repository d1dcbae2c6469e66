import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchaseApproved, purchaseUpdated } from '@prop/contracts/events/billing';
import { countOf } from '@prop/service-kit/testing/metric-count';
import { cardPayments } from '../src/payments/payment-metrics.ts';
import { checkoutCompleted, startBilling, stripeEnv, type TestBilling, WEBHOOK_SECRET } from './helper.ts';

describe('the Stripe webhook', () => {
  let billing: TestBilling;
  let admin: Record<string, string>;
  beforeAll(async () => {
    billing = await startBilling(stripeEnv());
    admin = billing.callerHeaders('admin');
  });
  afterAll(() => billing.close());

  const statusOf = async (purchaseId: string) =>
    billing.deps.db
      .selectFrom('purchases')
      .select(['status', 'payment_method', 'processed_by', 'stripe_session_id'])
      .where('id', '=', purchaseId)
      .executeTakeFirstOrThrow();

  it('offers card payment on a pending purchase once Stripe is configured', async () => {
    const purchase = await billing.buy(billing.callerHeaders('trader'));
    expect(purchase.payment?.card).toBe(true);
  });

  it('refuses a body signed with another secret, a tampered body, a missing or a stale signature, changing nothing', async () => {
    const purchase = await billing.buy(billing.callerHeaders('trader'));
    const event = checkoutCompleted(purchase.id);

    const forged = await billing.deliverWebhook(event, 'whsec_someone_else');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ message: 'Invalid Stripe signature' });

    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = JSON.stringify({ ...event, data: { object: { ...event.data.object, amount_total: 1 } } });
    const altered = await billing.postWebhook(tampered, signature);
    expect(altered.statusCode).toBe(400);

    const unsigned = await billing.postWebhook(payload, undefined);
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toEqual({ message: 'Invalid Stripe signature' });

    const stale = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect((await billing.postWebhook(payload, stale)).statusCode).toBe(400);

    expect((await statusOf(purchase.id)).status).toBe('pending');
    const recorded = await billing.deps.db
      .selectFrom('stripe_events')
      .select('id')
      .where('id', '=', event.id)
      .execute();
    expect(recorded).toEqual([]);
  });

  it('approves a paid purchase exactly once however many times Stripe delivers, and publishes one approved event', async () => {
    const trader = billing.callerHeaders('trader');
    const purchase = await billing.buy(trader);
    const approvedBefore = await billing.eventCount(purchaseApproved.subject);
    const updatedBefore = await billing.eventCount(purchaseUpdated.subject);
    const acceptedBefore = await countOf(cardPayments(), { outcome: 'accepted' });
    const event = checkoutCompleted(purchase.id);

    const deliveries = await Promise.all([billing.deliverWebhook(event), billing.deliverWebhook(event)]);
    deliveries.push(await billing.deliverWebhook(event));
    for (const delivery of deliveries) {
      expect(delivery.statusCode).toBe(200);
      expect(delivery.json()).toEqual({ received: true });
    }
    // A second event for the same payment (Stripe may send several) finds the purchase approved.
    await billing.deliverWebhook(checkoutCompleted(purchase.id, { type: 'checkout.session.async_payment_succeeded' }));

    expect(await statusOf(purchase.id)).toEqual({
      status: 'approved',
      payment_method: 'card',
      processed_by: 'stripe',
      stripe_session_id: event.data.object.id,
    });
    expect(await billing.eventCount(purchaseApproved.subject)).toBe(approvedBefore + 1);
    expect(await billing.eventCount(purchaseUpdated.subject)).toBe(updatedBefore + 1);
    expect(await countOf(cardPayments(), { outcome: 'accepted' })).toBe(acceptedBefore + 1);
    expect(purchaseApproved.data.parse((await billing.lastEvent(purchaseApproved.subject))?.data)).toEqual({
      purchaseId: purchase.id,
      userId: trader['x-user-id'],
      tierId: '25k',
      amount: 25000,
      listPrice: '249.00',
      paidPrice: '249.00',
    });

    const history = (await billing.decide(purchase.id, admin, { status: 'approved' })).json().history;
    expect(history).toMatchObject([
      {
        from: 'pending',
        to: 'approved',
        decidedBy: 'stripe',
        notes: `Card payment confirmed by Stripe (${event.data.object.id})`,
      },
    ]);
    const trades = await billing.app.inject({ method: 'GET', url: '/api/purchase/history', headers: trader });
    expect(trades.json()[0]).toMatchObject({ status: 'approved', paymentMethod: 'card', payment: null });
  });

  it('leaves a purchase pending when the amount paid is not its price, or the session is not paid yet', async () => {
    const purchase = await billing.buy(billing.callerHeaders('trader'), { tierId: '100k', amount: 100000, price: 599 });
    const approvedBefore = await billing.eventCount(purchaseApproved.subject);
    for (const event of [
      checkoutCompleted(purchase.id, { amountTotal: 24900 }),
      checkoutCompleted(purchase.id, { amountTotal: 59900, currency: 'usd' }),
      checkoutCompleted(purchase.id, { amountTotal: 59900, paymentStatus: 'unpaid' }),
      checkoutCompleted(purchase.id, { amountTotal: 59900, type: 'checkout.session.expired', paymentStatus: 'unpaid' }),
    ]) {
      expect((await billing.deliverWebhook(event)).statusCode).toBe(200);
    }
    expect((await statusOf(purchase.id)).status).toBe('pending');
    expect(await billing.eventCount(purchaseApproved.subject)).toBe(approvedBefore);

    await billing.deliverWebhook(checkoutCompleted(purchase.id, { amountTotal: 59900 }));
    expect((await statusOf(purchase.id)).status).toBe('approved');
  });

  it('approves a card payment that arrives after an admin marked the transfer not received, without a second provision', async () => {
    const purchase = await billing.buy(billing.callerHeaders('trader'));
    await billing.decide(purchase.id, admin, { status: 'not_received' });
    await billing.deliverWebhook(checkoutCompleted(purchase.id));
    expect(await statusOf(purchase.id)).toMatchObject({ status: 'approved', processed_by: 'stripe' });

    const approvedBefore = await billing.eventCount(purchaseApproved.subject);
    await billing.decide(purchase.id, admin, { status: 'pending' });
    await billing.decide(purchase.id, admin, { status: 'approved' });
    expect(await billing.eventCount(purchaseApproved.subject)).toBe(approvedBefore);
  });

  it('acknowledges events it has no use for, so Stripe stops sending them', async () => {
    const unrelated = await billing.deliverWebhook({
      id: 'evt_unrelated_1',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1', object: 'customer' } },
    });
    expect(unrelated.statusCode).toBe(200);
    const unknownPurchase = await billing.deliverWebhook(checkoutCompleted('00000000-0000-4000-8000-000000000000'));
    expect(unknownPurchase.statusCode).toBe(200);
  });
});
