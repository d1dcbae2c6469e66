import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPurchase } from '@prop/contracts/purchase';
import { countOf } from '@prop/service-kit/testing/metric-count';
import { refundsRecorded } from '../src/payments/payment-metrics.ts';
import { startCardBilling, type TestCardBilling } from './helper.ts';

describe("an admin's refund of a card purchase", () => {
  let billing: TestCardBilling;
  let admin: Record<string, string>;
  beforeAll(async () => {
    billing = await startCardBilling();
    admin = billing.callerHeaders('admin');
  });
  afterAll(() => billing.close());

  const refund = (purchaseId: string, body: object, headers = admin) =>
    billing.app.inject({ method: 'POST', url: `/api/admin/purchases/${purchaseId}/refund`, headers, payload: body });

  const refundsAtStripe = (paymentIntentId: string) =>
    billing.stripe
      .requests()
      .filter((call) => call.path === '/v1/refunds' && call.form.payment_intent === paymentIntentId);

  const refundedEvents = async (purchaseId: string) =>
    (await billing.eventsAbout(purchaseId))
      .filter((event) => event.subject === 'billing.purchase.refunded')
      .map((event) => event.data);

  const auditEntries = async (purchaseId: string) =>
    (await billing.eventsAbout(purchaseId))
      .filter((event) => event.subject === 'billing.audit.recorded' && event.data.action === 'purchase.refunded')
      .map((event) => event.data);

  const revenue = async () =>
    (await billing.app.inject({ method: 'GET', url: '/api/admin/purchases', headers: admin })).json()
      .totalRevenue as string;

  it('refunds all of it at Stripe, records, audits and announces it, and closes the account', async () => {
    const trader = billing.callerHeaders('trader');
    const { purchase, paymentIntentId } = await billing.paidPurchase(trader);
    const revenueBefore = await revenue();

    const response = await refund(purchase.id, { reason: 'Bought the wrong size' });
    expect(response.statusCode).toBe(200);
    const view = response.json() as AdminPurchase;
    expect(view).toMatchObject({
      id: purchase.id,
      status: 'approved',
      refundedAmount: '249.00',
      refundable: '0.00',
      refunds: [{ amount: '249.00', kind: 'admin', reason: 'Bought the wrong size', refundedBy: admin['x-user-id'] }],
    });
    expect(refundsAtStripe(paymentIntentId)).toMatchObject([
      {
        idempotencyKey: `refund-${purchase.id}-0-24900`,
        form: {
          amount: '24900',
          reason: 'requested_by_customer',
          metadata: {
            purchaseId: purchase.id,
            kind: 'admin',
            refundedBy: admin['x-user-id'],
            reason: 'Bought the wrong size',
            keepAccount: 'false',
          },
        },
      },
    ]);
    await billing.stripe.idle();
    expect(await refundedEvents(purchase.id)).toEqual([
      {
        purchaseId: purchase.id,
        userId: trader['x-user-id'],
        refundId: view.refunds[0]?.id,
        amount: '249.00',
        refundedTotal: '249.00',
        full: true,
        kind: 'admin',
        closeAccount: true,
        refundedBy: admin['x-user-id'],
        listPrice: '249.00',
        paidPrice: '249.00',
      },
    ]);
    expect(await auditEntries(purchase.id)).toMatchObject([
      {
        actorId: admin['x-user-id'],
        target: { type: 'purchase', id: purchase.id },
        before: { refunded: '0.00' },
        after: { refunded: '249.00', amount: '249.00', reason: 'Bought the wrong size', keepAccount: false },
      },
    ]);
    // Money given back is not revenue.
    expect(Number(await revenue())).toBeCloseTo(Number(revenueBefore) - 249, 2);

    const again = await refund(purchase.id, { reason: 'Once more' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Only a card purchase that was paid can be refunded' });
  });

  it('keeps the trading account open on a full refund when the admin says so', async () => {
    const { purchase } = await billing.paidPurchase(billing.callerHeaders('trader'));
    const response = await refund(purchase.id, { reason: 'Goodwill', keepAccount: true });
    expect(response.statusCode).toBe(200);
    await billing.stripe.idle();
    expect(await refundedEvents(purchase.id)).toMatchObject([{ full: true, closeAccount: false }]);
  });

  it('refunds part, then part again, then the rest; only the last is full', async () => {
    const { purchase, paymentIntentId } = await billing.paidPurchase(billing.callerHeaders('trader'));
    expect((await refund(purchase.id, { amount: '49.00', reason: 'Late payout' })).json()).toMatchObject({
      refundedAmount: '49.00',
      refundable: '200.00',
    });
    expect((await refund(purchase.id, { amount: '0.5', reason: 'Rounding' })).json()).toMatchObject({
      refundedAmount: '49.50',
      refundable: '199.50',
    });
    const rest = await refund(purchase.id, { reason: 'Closing' });
    expect(rest.json()).toMatchObject({ refundedAmount: '249.00', refundable: '0.00' });
    expect((rest.json() as AdminPurchase).refunds.map((record) => record.amount)).toEqual(['49.00', '0.50', '199.50']);
    expect(refundsAtStripe(paymentIntentId).map((call) => call.idempotencyKey)).toEqual([
      `refund-${purchase.id}-0-4900`,
      `refund-${purchase.id}-4900-50`,
      `refund-${purchase.id}-4950-19950`,
    ]);
    await billing.stripe.idle();
    expect(await refundedEvents(purchase.id)).toMatchObject([
      { amount: '49.00', refundedTotal: '49.00', full: false, closeAccount: false },
      { amount: '0.50', refundedTotal: '49.50', full: false, closeAccount: false },
      { amount: '199.50', refundedTotal: '249.00', full: true, closeAccount: true },
    ]);
    expect(await auditEntries(purchase.id)).toHaveLength(3);
  });

  it('refunds once for a double submit: one refund at Stripe, one record, one event, one audit entry', async () => {
    const { purchase } = await billing.paidPurchase(billing.callerHeaders('trader'));
    const body = { amount: '100.00', reason: 'Double click' };
    const countedBefore = await countOf(refundsRecorded());
    const answers = await Promise.all([refund(purchase.id, body), refund(purchase.id, body)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    await billing.stripe.idle();
    const view = answers[1]?.json() as AdminPurchase;
    expect(view).toMatchObject({ refundedAmount: '100.00', refundable: '149.00' });
    expect(view.refunds).toHaveLength(1);
    expect(await refundedEvents(purchase.id)).toHaveLength(1);
    expect(await auditEntries(purchase.id)).toHaveLength(1);
    expect(await countOf(refundsRecorded())).toBe(countedBefore + 1);
  });

  it('refuses more than is left to refund, changing nothing', async () => {
    const { purchase, paymentIntentId } = await billing.paidPurchase(billing.callerHeaders('trader'));
    await refund(purchase.id, { amount: '200.00', reason: 'Most of it' });
    const tooLarge = await refund(purchase.id, { amount: '49.01', reason: 'Too much' });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json()).toEqual({ message: 'The refund is larger than what is left to refund' });
    expect(refundsAtStripe(paymentIntentId)).toHaveLength(1);
  });

  it('refuses what is not an approved card purchase, or is disputed, without calling Stripe', async () => {
    const trader = billing.callerHeaders('trader');
    const pending = await billing.buy(trader);
    const byTransfer = await billing.buy(trader);
    await billing.decide(byTransfer.id, admin, { status: 'approved' });
    const disputed = await billing.paidPurchase(trader);
    await billing.stripe.openDispute(disputed.paymentIntentId);
    const calls = billing.stripe.requests().length;

    for (const purchaseId of [pending.id, byTransfer.id, disputed.purchase.id]) {
      const refused = await refund(purchaseId, { reason: 'Try' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: 'Only a card purchase that was paid can be refunded' });
    }
    expect(billing.stripe.requests()).toHaveLength(calls);
  });

  it('answers the form rules: a reason is required, an amount is euro with at most two decimals', async () => {
    const { purchase } = await billing.paidPurchase(billing.callerHeaders('trader'));
    const noReason = await refund(purchase.id, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toEqual({ message: 'Please give a reason for the refund' });
    for (const amount of ['0', '1.001', '-5', 'ten']) {
      const refused = await refund(purchase.id, { amount, reason: 'Bad amount' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: 'Please enter an amount in euro, e.g. 49.00' });
    }
    const unknown = await refund('00000000-0000-4000-8000-000000000000', { reason: 'Nobody' });
    expect(unknown.statusCode).toBe(404);
    const byTrader = await refund(purchase.id, { reason: 'Myself' }, billing.callerHeaders('trader'));
    expect(byTrader.statusCode).toBe(403);
  });

  it('answers 503 and records nothing when Stripe is down', async () => {
    const { purchase } = await billing.paidPurchase(billing.callerHeaders('trader'));
    // The call and both of the SDK's retries.
    billing.stripe.failNext(3);
    const response = await refund(purchase.id, { reason: 'Stripe is down' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: 'The refund could not be made with Stripe. Please try again.' });
    const view = (await billing.app.inject({ method: 'GET', url: '/api/admin/purchases', headers: admin }))
      .json()
      .processed.find((listed: AdminPurchase) => listed.id === purchase.id) as AdminPurchase;
    expect(view).toMatchObject({ refundedAmount: '0.00', refundable: '249.00', refunds: [] });
    expect(await refundedEvents(purchase.id)).toEqual([]);
    expect(await auditEntries(purchase.id)).toEqual([]);
  });
});
