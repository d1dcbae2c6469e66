import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_AUDIT_ACTORS } from '@prop/contracts/audit';
import type { AdminPurchase } from '@prop/contracts/purchase';
import type { DeliveryPlan } from './fake-stripe/index.ts';
import { startCardBilling, type TestCardBilling } from './helper.ts';

describe("a card payment's life after it is paid: second payments, refunds and disputes from Stripe", () => {
  let billing: TestCardBilling;
  let sdk: Stripe;
  let admin: Record<string, string>;
  beforeAll(async () => {
    billing = await startCardBilling();
    admin = billing.callerHeaders('admin');
    const url = new URL(billing.stripe.apiUrl);
    sdk = new Stripe('sk_test_local_only', { host: url.hostname, port: url.port, protocol: 'http', telemetry: false });
  });
  afterAll(() => billing.close());
  afterEach(() => billing.stripe.setAutoDeliver(true));

  /** A Checkout session opened at Stripe for a purchase, as billing opens them (another tab, another instance). */
  const sessionAtStripe = (purchaseId: string, paymentIntentPurchaseId = purchaseId) =>
    sdk.checkout.sessions.create({
      mode: 'payment',
      client_reference_id: purchaseId,
      metadata: { purchaseId },
      payment_intent_data: { metadata: paymentIntentPurchaseId ? { purchaseId: paymentIntentPurchaseId } : {} },
      line_items: [
        {
          quantity: 1,
          price_data: { currency: 'eur', unit_amount: 24900, product_data: { name: '25k funded account' } },
        },
      ],
      success_url: 'https://app.example.test/purchase',
    });

  async function adminView(purchaseId: string): Promise<AdminPurchase> {
    const response = await billing.app.inject({ method: 'GET', url: '/api/admin/purchases', headers: admin });
    const { pending, processed } = response.json() as { pending: AdminPurchase[]; processed: AdminPurchase[] };
    const found = [...pending, ...processed].find((purchase) => purchase.id === purchaseId);
    if (!found) throw new Error(`purchase ${purchaseId} not listed`);
    return found;
  }

  const subjectsAbout = async (purchaseId: string) =>
    (await billing.eventsAbout(purchaseId)).map((event) => event.subject);

  function disputeIdOf(events: Stripe.Event[]): string {
    const [created] = events;
    if (created?.type !== 'charge.dispute.created') throw new Error('no dispute opened');
    return created.data.object.id;
  }

  const recordedEvent = (id: string) =>
    billing.deps.db.selectFrom('stripe_events').select('id').where('id', '=', id).executeTakeFirst();

  it('refunds a second payment of a paid purchase automatically, records it and says so, once', async () => {
    const trader = billing.callerHeaders('trader');
    const { purchase, paymentIntentId: accepted } = await billing.paidPurchase(trader);
    const second = await sessionAtStripe(purchase.id);
    const [completed] = await billing.stripe.pay(second.id);
    await billing.stripe.idle();
    const duplicate = String(billing.stripe.session(second.id)?.payment_intent);

    const refundCall = billing.stripe.requests().find((call) => call.idempotencyKey === `duplicate-${duplicate}`);
    expect(refundCall).toMatchObject({
      method: 'POST',
      path: '/v1/refunds',
      form: {
        payment_intent: duplicate,
        reason: 'duplicate',
        metadata: { purchaseId: purchase.id, kind: 'duplicate_payment' },
      },
    });
    expect((await sdk.paymentIntents.retrieve(duplicate, { expand: ['latest_charge'] })).latest_charge).toMatchObject({
      refunded: true,
    });

    const view = await adminView(purchase.id);
    expect(view).toMatchObject({
      status: 'approved',
      paymentMethod: 'card',
      refundedAmount: '0.00',
      refundable: '249.00',
      refunds: [{ amount: '249.00', kind: 'duplicate_payment', reason: 'duplicate', refundedBy: 'stripe' }],
    });
    expect(view.history.at(-1)).toMatchObject({ from: 'approved', to: 'approved', decidedBy: 'stripe' });
    expect(view.history.at(-1)?.notes).toContain(duplicate);
    const payments = await billing.deps.db
      .selectFrom('card_payments')
      .select(['payment_intent_id', 'outcome'])
      .where('purchase_id', '=', purchase.id)
      .orderBy('created_at')
      .execute();
    expect(payments).toEqual([
      { payment_intent_id: accepted, outcome: 'accepted' },
      { payment_intent_id: duplicate, outcome: 'duplicate' },
    ]);

    const events = await billing.eventsAbout(purchase.id);
    expect(events.filter((event) => event.subject === 'billing.purchase.approved')).toHaveLength(1);
    expect(events.filter((event) => event.subject === 'billing.purchase.refunded').map((event) => event.data)).toEqual([
      {
        purchaseId: purchase.id,
        userId: trader['x-user-id'],
        refundId: view.refunds[0]?.id,
        amount: '249.00',
        refundedTotal: '249.00',
        full: true,
        kind: 'duplicate_payment',
        closeAccount: false,
        refundedBy: 'stripe',
        listPrice: '249.00',
        paidPrice: '249.00',
      },
    ]);

    // Stripe delivering it all again changes nothing and asks for no second refund.
    const mine = billing.stripe
      .events()
      .filter((event) => [completed?.id].includes(event.id) || JSON.stringify(event).includes(duplicate));
    expect(await billing.stripe.deliver(mine, { duplicate: true, reverse: true })).toEqual(
      mine.flatMap(() => [200, 200]),
    );
    expect(
      billing.stripe.requests().filter((call) => call.path === '/v1/refunds' && call.form.payment_intent === duplicate),
    ).toHaveLength(1);
    // No admin acted, but the audit log names Stripe for the money that went back, once.
    const audited = (await billing.eventsAbout(purchase.id)).filter(
      (event) => event.subject === 'billing.audit.recorded',
    );
    expect(audited.map((event) => event.data)).toEqual([
      expect.objectContaining({
        actorId: SYSTEM_AUDIT_ACTORS.stripe.id,
        action: 'purchase.refunded',
        target: { type: 'purchase', id: purchase.id },
        after: expect.objectContaining({ kind: 'duplicate_payment', paymentIntent: duplicate }),
      }),
    ]);
    expect((await adminView(purchase.id)).refunds).toHaveLength(1);
    expect(await billing.eventsAbout(purchase.id)).toEqual(events);
  });

  it('answers 5xx and records nothing when Stripe cannot refund a second payment, and refunds it on the next delivery', async () => {
    const trader = billing.callerHeaders('trader');
    const { purchase } = await billing.paidPurchase(trader);
    const second = await sessionAtStripe(purchase.id);
    billing.stripe.setAutoDeliver(false);
    const [completed] = await billing.stripe.pay(second.id);
    if (!completed) throw new Error('no checkout event');
    // Down for the call and both of the SDK's retries.
    billing.stripe.failNext(3);
    expect(await billing.stripe.deliver([completed])).toEqual([500]);
    expect(await recordedEvent(completed.id)).toBeUndefined();
    expect((await adminView(purchase.id)).refunds).toEqual([]);

    billing.stripe.setAutoDeliver(true);
    expect(await billing.stripe.deliver([completed])).toEqual([200]);
    await billing.stripe.idle();
    expect(await recordedEvent(completed.id)).toBeDefined();
    expect((await adminView(purchase.id)).refunds).toMatchObject([{ kind: 'duplicate_payment', amount: '249.00' }]);
    expect(
      (await subjectsAbout(purchase.id)).filter((subject) => subject === 'billing.purchase.refunded'),
    ).toHaveLength(1);
  });

  it("records refunds made in Stripe's dashboard, part and then the rest; a full one closes the account", async () => {
    const trader = billing.callerHeaders('trader');
    const { purchase, paymentIntentId } = await billing.paidPurchase(trader);
    await billing.stripe.refundFromDashboard(paymentIntentId, 4900);
    expect(await adminView(purchase.id)).toMatchObject({
      refundedAmount: '49.00',
      refundable: '200.00',
      refunds: [{ amount: '49.00', kind: 'stripe', refundedBy: 'stripe', reason: null }],
    });
    await billing.stripe.refundFromDashboard(paymentIntentId);
    expect(await adminView(purchase.id)).toMatchObject({ refundedAmount: '249.00', refundable: '0.00' });
    expect(await billing.traderView(purchase.id, trader)).toMatchObject({
      status: 'approved',
      refundedAmount: '249.00',
    });

    const refunded = (await billing.eventsAbout(purchase.id)).filter(
      (event) => event.subject === 'billing.purchase.refunded',
    );
    expect(refunded.map((event) => event.data)).toMatchObject([
      { amount: '49.00', refundedTotal: '49.00', full: false, kind: 'stripe', closeAccount: false },
      { amount: '200.00', refundedTotal: '249.00', full: true, kind: 'stripe', closeAccount: true },
    ]);
  });

  it('keeps a dispute the firm won, and lets the payment be refunded again', async () => {
    const trader = billing.callerHeaders('trader');
    const { purchase, paymentIntentId } = await billing.paidPurchase(trader);
    const disputeId = disputeIdOf(await billing.stripe.openDispute(paymentIntentId));
    expect(await billing.traderView(purchase.id, trader)).toMatchObject({
      dispute: { id: disputeId, status: 'open', amount: '249.00', reason: 'fraudulent', closedAt: null },
    });
    expect((await adminView(purchase.id)).refundable).toBe('0.00');

    await billing.stripe.closeDispute(disputeId, 'won');
    const view = await adminView(purchase.id);
    expect(view).toMatchObject({ dispute: { status: 'won' }, refundable: '249.00' });
    expect(view.dispute?.closedAt).not.toBeNull();
    const events = await billing.eventsAbout(purchase.id);
    expect(
      events.filter((event) => event.subject.startsWith('billing.purchase.dispute')).map((event) => event.data),
    ).toEqual([
      { purchaseId: purchase.id, userId: trader['x-user-id'], disputeId, amount: '249.00', reason: 'fraudulent' },
      { purchaseId: purchase.id, userId: trader['x-user-id'], disputeId, outcome: 'won' },
    ]);
  });

  const plans: Array<[string, DeliveryPlan]> = [
    ['in order', {}],
    ['reversed and duplicated', { reverse: true, duplicate: true }],
    ['shuffled (seed 1) and duplicated', { shuffleSeed: 1, duplicate: true }],
    ['shuffled (seed 2)', { shuffleSeed: 2 }],
    ['shuffled (seed 3) and duplicated', { shuffleSeed: 3, duplicate: true }],
  ];

  it.each(plans)(
    'ends in the same state whatever order Stripe delivers a payment, a refund and a lost dispute: %s',
    async (_order, plan) => {
      const trader = billing.callerHeaders('trader');
      const purchase = await billing.buy(trader);
      const { sessionId } = (await billing.checkout(purchase.id, trader)).json();
      billing.stripe.setAutoDeliver(false);
      const paid = await billing.stripe.pay(sessionId);
      const paymentIntentId = String(billing.stripe.session(sessionId)?.payment_intent);
      const refunded = await billing.stripe.refundFromDashboard(paymentIntentId, 4900);
      const opened = await billing.stripe.openDispute(paymentIntentId, { reason: 'product_not_received' });
      const disputeId = disputeIdOf(opened);
      const closed = await billing.stripe.closeDispute(disputeId, 'lost');
      const events = [...paid, ...refunded, ...opened, ...closed];

      const statuses = await billing.stripe.deliver(events, plan);
      expect(statuses.every((status) => status === 200)).toBe(true);

      const view = await adminView(purchase.id);
      expect(view).toMatchObject({
        status: 'approved',
        paymentMethod: 'card',
        refundedAmount: '49.00',
        refundable: '0.00',
        refunds: [{ amount: '49.00', kind: 'stripe' }],
        dispute: { id: disputeId, status: 'lost', amount: '249.00', reason: 'product_not_received' },
      });
      expect(view.dispute?.closedAt).not.toBeNull();
      const subjects = (await subjectsAbout(purchase.id)).filter(
        (subject) => subject !== 'billing.purchase.created' && subject !== 'billing.purchase.updated',
      );
      expect([...subjects].sort()).toEqual([
        'billing.purchase.approved',
        'billing.purchase.dispute_closed',
        'billing.purchase.disputed',
        'billing.purchase.refunded',
      ]);
      expect(subjects.indexOf('billing.purchase.disputed')).toBeLessThan(
        subjects.indexOf('billing.purchase.dispute_closed'),
      );
      const closedEvent = (await billing.eventsAbout(purchase.id)).find(
        (event) => event.subject === 'billing.purchase.dispute_closed',
      );
      expect(closedEvent?.data.outcome).toBe('lost');
    },
  );

  it('answers 5xx without recording an event whose payment names a purchase billing does not have, so Stripe sends it again', async () => {
    const stranger = await sessionAtStripe(randomUUID());
    billing.stripe.setAutoDeliver(false);
    await billing.stripe.pay(stranger.id);
    const [created] = await billing.stripe.openDispute(String(billing.stripe.session(stranger.id)?.payment_intent));
    if (!created) throw new Error('no dispute event');
    expect(await billing.stripe.deliver([created])).toEqual([500]);
    expect(await recordedEvent(created.id)).toBeUndefined();
  });

  it('acknowledges refunds and disputes of payments that are no purchase of billing (no purchase in their metadata)', async () => {
    const foreign = await sessionAtStripe(randomUUID(), '');
    billing.stripe.setAutoDeliver(false);
    await billing.stripe.pay(foreign.id);
    const paymentIntentId = String(billing.stripe.session(foreign.id)?.payment_intent);
    const events = [
      ...(await billing.stripe.refundFromDashboard(paymentIntentId, 100)),
      ...(await billing.stripe.openDispute(paymentIntentId)),
    ];
    expect(await billing.stripe.deliver(events)).toEqual([200, 200]);
    for (const event of events) expect(await recordedEvent(event.id)).toBeDefined();
    expect(
      await billing.deps.db.selectFrom('refunds').select('id').where('payment_intent', '=', paymentIntentId).execute(),
    ).toEqual([]);
  });
});
