import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCardBilling, type TestCardBilling } from './helper.ts';

describe('starting a card payment (Stripe Checkout)', () => {
  let billing: TestCardBilling;
  beforeAll(async () => {
    billing = await startCardBilling({ PUBLIC_APP_URL: 'https://app.example.test/' });
  });
  afterAll(() => billing.close());

  /** Stripe calls billing made for one purchase: its sessions and refunds are named by it. */
  const callsFor = (purchaseId: string) =>
    billing.stripe
      .requests()
      .filter(
        (request) => request.idempotencyKey?.includes(purchaseId) || request.form.client_reference_id === purchaseId,
      );
  const sessionsOf = (purchaseId: string) =>
    billing.stripe.sessions().filter((session) => session.client_reference_id === purchaseId);

  const rowOf = (purchaseId: string) =>
    billing.deps.db
      .selectFrom('purchases')
      .select(['stripe_session_id', 'status', 'card_payment_state', 'checkout_attempts'])
      .where('id', '=', purchaseId)
      .executeTakeFirstOrThrow();

  it("opens a session for the trader's pending purchase at the catalogue price in euro cents and remembers it", async () => {
    const trader = billing.callerHeaders('trader');
    const purchase = await billing.buy(trader, { tierId: '50k', amount: 50000, price: 379 });
    const response = await billing.checkout(purchase.id, trader);
    expect(response.statusCode).toBe(201);
    const { sessionId, url } = response.json();
    expect(url).toBe(`${billing.stripe.apiUrl}/pay/${sessionId}`);

    const [call] = callsFor(purchase.id);
    expect(call).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      idempotencyKey: `checkout-${purchase.id}-1`,
      form: {
        mode: 'payment',
        client_reference_id: purchase.id,
        metadata: { purchaseId: purchase.id, transactionId: purchase.transactionId },
        payment_intent_data: { metadata: { purchaseId: purchase.id } },
        line_items: [
          {
            quantity: '1',
            price_data: { currency: 'eur', unit_amount: '37900', product_data: { name: '50k Expert funded account' } },
          },
        ],
        success_url: `https://app.example.test/purchase?purchase=${purchase.id}&payment=success`,
        cancel_url: `https://app.example.test/purchase?purchase=${purchase.id}&payment=cancelled`,
      },
    });
    expect(await rowOf(purchase.id)).toEqual({
      stripe_session_id: sessionId,
      status: 'pending',
      card_payment_state: 'open',
      checkout_attempts: 1,
    });
    expect(await billing.traderView(purchase.id, trader)).toMatchObject({ cardPaymentState: 'open', receipt: false });
  });

  it('opens one session for a double click: both answers are the same session, created under one idempotency key', async () => {
    const trader = billing.callerHeaders('trader');
    const purchase = await billing.buy(trader);
    // Both clicks read the purchase before either session is remembered, as two clicks at once can.
    billing.stripe.holdSessionCreates(2);
    const [first, second] = await Promise.all([
      billing.checkout(purchase.id, trader),
      billing.checkout(purchase.id, trader),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json()).toEqual(first.json());
    expect(sessionsOf(purchase.id).map((session) => session.id)).toEqual([first.json().sessionId]);
    const creates = callsFor(purchase.id).filter((call) => call.path === '/v1/checkout/sessions');
    expect(creates.map((call) => call.idempotencyKey)).toEqual([
      `checkout-${purchase.id}-1`,
      `checkout-${purchase.id}-1`,
    ]);
    expect((await rowOf(purchase.id)).checkout_attempts).toBe(1);
  });

  it('answers the open session again on a later click, without creating another', async () => {
    const trader = billing.callerHeaders('trader');
    const purchase = await billing.buy(trader);
    const first = (await billing.checkout(purchase.id, trader)).json();
    const again = await billing.checkout(purchase.id, trader);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first);
    expect(sessionsOf(purchase.id)).toHaveLength(1);
    expect(
      billing.stripe.requests().filter((call) => call.path === `/v1/checkout/sessions/${first.sessionId}`),
    ).toEqual([expect.objectContaining({ method: 'GET' })]);
  });

  it('expires an open session that would charge another amount before opening a new one', async () => {
    const trader = billing.callerHeaders('trader');
    const purchase = await billing.buy(trader);
    // A session left from elsewhere at a wrong price, remembered as the purchase's.
    const url = new URL(billing.stripe.apiUrl);
    const sdk = new Stripe('sk_test_local_only', { host: url.hostname, port: url.port, protocol: 'http' });
    const stale = await sdk.checkout.sessions.create({
      mode: 'payment',
      client_reference_id: purchase.id,
      line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: 100, product_data: { name: 'Old' } } }],
      success_url: 'https://app.example.test/old',
    });
    await billing.deps.db
      .updateTable('purchases')
      .set({ stripe_session_id: stale.id })
      .where('id', '=', purchase.id)
      .execute();

    const response = await billing.checkout(purchase.id, trader);
    expect(response.statusCode).toBe(201);
    const { sessionId } = response.json();
    expect(sessionId).not.toBe(stale.id);
    expect(billing.stripe.session(stale.id)?.status).toBe('expired');
    expect(billing.stripe.session(sessionId)).toMatchObject({ status: 'open', amount_total: 24900 });
    await billing.stripe.idle();
    // The replaced session's expiry is not the purchase's: its card payment stays open.
    expect(await rowOf(purchase.id)).toMatchObject({ stripe_session_id: sessionId, card_payment_state: 'open' });
  });

  it('opens a new session when Stripe does not have the remembered one (made with other keys)', async () => {
    const trader = billing.callerHeaders('trader');
    const purchase = await billing.buy(trader);
    await billing.deps.db
      .updateTable('purchases')
      .set({ stripe_session_id: 'cs_test_made_with_other_keys' })
      .where('id', '=', purchase.id)
      .execute();
    const response = await billing.checkout(purchase.id, trader);
    expect(response.statusCode).toBe(201);
    expect(await rowOf(purchase.id)).toMatchObject({ stripe_session_id: response.json().sessionId });
  });

  it('shows an expired session as expired, and a new click opens a new session under a new key', async () => {
    const trader = billing.callerHeaders('trader');
    const purchase = await billing.buy(trader);
    const first = (await billing.checkout(purchase.id, trader)).json();
    await billing.stripe.expire(first.sessionId);
    expect(await billing.traderView(purchase.id, trader)).toMatchObject({
      status: 'pending',
      cardPaymentState: 'expired',
      payment: { card: true },
    });

    const again = await billing.checkout(purchase.id, trader);
    expect(again.statusCode).toBe(201);
    expect(again.json().sessionId).not.toBe(first.sessionId);
    expect(callsFor(purchase.id).at(-1)?.idempotencyKey).toBe(`checkout-${purchase.id}-2`);
    expect(await billing.traderView(purchase.id, trader)).toMatchObject({ cardPaymentState: 'open' });

    await billing.stripe.pay(again.json().sessionId);
    expect(await billing.traderView(purchase.id, trader)).toMatchObject({
      status: 'approved',
      paymentMethod: 'card',
      cardPaymentState: null,
      receipt: true,
      refundedAmount: '0.00',
      dispute: null,
    });
  });

  it('waits for a delayed payment, shows it failed when the bank refuses, and lets the trader pay again', async () => {
    const trader = billing.callerHeaders('trader');
    const purchase = await billing.buy(trader);
    const first = (await billing.checkout(purchase.id, trader)).json();
    await billing.stripe.pay(first.sessionId, { async: true });
    expect(await billing.traderView(purchase.id, trader)).toMatchObject({
      status: 'pending',
      cardPaymentState: 'open',
    });
    // While the bank decides, a second session could only take the money twice.
    const meanwhile = await billing.checkout(purchase.id, trader);
    expect(meanwhile.statusCode).toBe(409);
    expect(meanwhile.json()).toEqual({ message: 'This purchase is no longer awaiting payment' });

    await billing.stripe.asyncFail(first.sessionId);
    expect(await billing.traderView(purchase.id, trader)).toMatchObject({
      status: 'pending',
      cardPaymentState: 'failed',
    });
    const again = await billing.checkout(purchase.id, trader);
    expect(again.statusCode).toBe(201);
    expect(again.json().sessionId).not.toBe(first.sessionId);
    expect(callsFor(purchase.id).at(-1)?.idempotencyKey).toBe(`checkout-${purchase.id}-2`);
    await billing.stripe.pay(again.json().sessionId);
    expect(await billing.traderView(purchase.id, trader)).toMatchObject({ status: 'approved', cardPaymentState: null });
  });

  it('approves a delayed payment once the bank confirms it', async () => {
    const trader = billing.callerHeaders('trader');
    const purchase = await billing.buy(trader);
    const { sessionId } = (await billing.checkout(purchase.id, trader)).json();
    await billing.stripe.pay(sessionId, { async: true });
    await billing.stripe.asyncSucceed(sessionId);
    expect(await billing.traderView(purchase.id, trader)).toMatchObject({ status: 'approved', paymentMethod: 'card' });
  });

  it("answers 404 for another trader's purchase and 409 for one no longer pending, without calling Stripe", async () => {
    const owner = billing.callerHeaders('trader');
    const purchase = await billing.buy(owner);
    const other = await billing.checkout(purchase.id, billing.callerHeaders('trader'));
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: 'Purchase not found' });

    await billing.decide(purchase.id, billing.callerHeaders('admin'), { status: 'approved' });
    const approved = await billing.checkout(purchase.id, owner);
    expect(approved.statusCode).toBe(409);
    expect(approved.json()).toEqual({ message: 'This purchase is no longer awaiting payment' });
    expect(callsFor(purchase.id)).toEqual([]);
  });

  it('answers 503 with a clear message when Stripe refuses, leaving the purchase payable by bank transfer', async () => {
    const trader = billing.callerHeaders('trader');
    const purchase = await billing.buy(trader);
    billing.stripe.failNext(1, { status: 400, type: 'invalid_request_error', message: 'No such price' });
    const response = await billing.checkout(purchase.id, trader);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      message: 'Card payment could not be started. Please try again or pay by bank transfer.',
    });
    expect(await billing.traderView(purchase.id, trader)).toMatchObject({
      status: 'pending',
      cardPaymentState: null,
      payment: { card: true },
    });
  });
});
