import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeStripe, signatureHeader, startFakeStripe } from './fake-stripe/index.ts';

const WEBHOOK_SECRET = 'whsec_fake_stripe_spec';
const SECRET_KEY = 'sk_test_local_only';

/** A webhook endpoint that checks every delivery with the SDK's own verification, as billing does. */
async function startReceiver() {
  const verified: Stripe.Event[] = [];
  let refused = 0;
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    try {
      const signature = String(request.headers['stripe-signature']);
      verified.push(Stripe.webhooks.constructEvent(Buffer.concat(chunks), signature, WEBHOOK_SECRET));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
    } catch {
      refused += 1;
      response.writeHead(400).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook`,
    verified,
    refused: () => refused,
    types: () => verified.map((event) => event.type),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function sdkFor(fake: FakeStripe, key = SECRET_KEY, maxNetworkRetries = 0) {
  const url = new URL(fake.apiUrl);
  return new Stripe(key, { host: url.hostname, port: url.port, protocol: 'http', telemetry: false, maxNetworkRetries });
}

/** What billing sends for a 25k purchase at €249. */
const checkoutParams = (purchaseId: string): Stripe.Checkout.SessionCreateParams => ({
  mode: 'payment',
  client_reference_id: purchaseId,
  metadata: { purchaseId, transactionId: 'TX-1' },
  payment_intent_data: { metadata: { purchaseId } },
  line_items: [
    {
      quantity: 1,
      price_data: { currency: 'eur', unit_amount: 24900, product_data: { name: '25k Expert funded account' } },
    },
  ],
  success_url: `https://app.example.test/purchase?purchase=${purchaseId}&session={CHECKOUT_SESSION_ID}`,
  cancel_url: `https://app.example.test/purchase?purchase=${purchaseId}&payment=cancelled`,
});

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  if (!(error instanceof Stripe.errors.StripeError)) throw new Error(`expected a Stripe error, got ${String(error)}`);
  return { status: error.statusCode, type: error.type, rawType: error.rawType, code: error.code, param: error.param };
}

describe('the fake Stripe', () => {
  let fake: FakeStripe;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let stripe: Stripe;
  beforeAll(async () => {
    receiver = await startReceiver();
    fake = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET, webhookUrl: receiver.url });
    stripe = sdkFor(fake);
  });
  afterAll(async () => {
    await fake.close();
    await receiver.close();
  });
  beforeEach(() => {
    fake.setAutoDeliver(true);
  });

  /** A session paid by card, as the trader does it on the hosted page. */
  async function paidSession(purchaseId: string) {
    const session = await stripe.checkout.sessions.create(checkoutParams(purchaseId));
    await fake.pay(session.id);
    const paid = await stripe.checkout.sessions.retrieve(session.id);
    return { session: paid, paymentIntentId: String(paid.payment_intent) };
  }

  it("opens a Checkout session through the real SDK with Stripe's fields, and reads it back", async () => {
    const created = await stripe.checkout.sessions.create(checkoutParams('purchase-open'));
    expect(created).toMatchObject({
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 24900,
      currency: 'eur',
      client_reference_id: 'purchase-open',
      metadata: { purchaseId: 'purchase-open', transactionId: 'TX-1' },
      payment_intent: null,
      livemode: false,
      url: `${fake.apiUrl}/pay/${created.id}`,
    });
    expect(created.id).toMatch(/^cs_test_[A-Za-z0-9]{24}$/);
    expect(created.expires_at - created.created).toBe(24 * 60 * 60);
    expect(created.lastResponse.requestId).toMatch(/^req_/);

    // Spreading drops the SDK's non-enumerable lastResponse, leaving the object Stripe sent.
    expect({ ...(await stripe.checkout.sessions.retrieve(created.id)) }).toEqual({ ...created });
    expect(fake.session(created.id)?.status).toBe('open');
    const call = fake.requests().find((request) => request.method === 'POST');
    expect(call).toMatchObject({
      path: '/v1/checkout/sessions',
      form: {
        mode: 'payment',
        line_items: [
          { quantity: '1', price_data: { unit_amount: '24900', product_data: { name: '25k Expert funded account' } } },
        ],
        payment_intent_data: { metadata: { purchaseId: 'purchase-open' } },
      },
    });
  });

  it('replays a create sent again with its idempotency key, and refuses that key for other parameters', async () => {
    const before = fake.sessions().length;
    const first = await stripe.checkout.sessions.create(checkoutParams('purchase-idem'), { idempotencyKey: 'idem-1' });
    const again = await stripe.checkout.sessions.create(checkoutParams('purchase-idem'), { idempotencyKey: 'idem-1' });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(first.lastResponse.headers['idempotent-replayed']).toBeUndefined();

    const other = await refusal(
      stripe.checkout.sessions.create(checkoutParams('purchase-other'), { idempotencyKey: 'idem-1' }),
    );
    expect(other).toMatchObject({ status: 400, type: 'StripeIdempotencyError', rawType: 'idempotency_error' });
    expect(fake.sessions().length).toBe(before + 1);
    expect(fake.requests().at(-1)?.idempotencyKey).toBe('idem-1');
  });

  it('answers refusals as Stripe does: bad key, unknown parameter, unknown price, unknown session', async () => {
    expect(await refusal(sdkFor(fake, 'sk_test_someone_else').checkout.sessions.list())).toMatchObject({
      status: 401,
      type: 'StripeAuthenticationError',
    });
    const unknownParam = await refusal(
      stripe.checkout.sessions.create({ ...checkoutParams('p'), customer_update: { name: 'auto' } }),
    );
    expect(unknownParam).toMatchObject({ status: 400, code: 'parameter_unknown', param: 'customer_update' });
    const unknownPrice = await refusal(
      stripe.checkout.sessions.create({ ...checkoutParams('p'), line_items: [{ price: 'price_nope', quantity: 1 }] }),
    );
    expect(unknownPrice).toMatchObject({ status: 404, type: 'StripeInvalidRequestError', code: 'resource_missing' });
    expect(await refusal(stripe.checkout.sessions.retrieve('cs_test_missing'))).toMatchObject({
      status: 404,
      code: 'resource_missing',
    });
  });

  it('expires an open session once, announcing checkout.session.expired, and refuses to expire it again', async () => {
    const session = await stripe.checkout.sessions.create(checkoutParams('purchase-expire'));
    const expired = await stripe.checkout.sessions.expire(session.id, {}, { idempotencyKey: 'expire-1' });
    expect(expired).toMatchObject({ status: 'expired', payment_status: 'unpaid', url: null });
    await fake.idle();
    const event = receiver.verified.at(-1);
    expect(event).toMatchObject({
      type: 'checkout.session.expired',
      object: 'event',
      livemode: false,
      api_version: Stripe.API_VERSION,
      pending_webhooks: 1,
      request: { id: expired.lastResponse.requestId, idempotency_key: 'expire-1' },
      data: { object: { id: session.id, status: 'expired' } },
    });
    expect(event?.id).toMatch(/^evt_test_/);

    expect(await refusal(stripe.checkout.sessions.expire(session.id))).toMatchObject({
      status: 400,
      type: 'StripeInvalidRequestError',
    });
    const page = await fetch(`${fake.apiUrl}/pay/${session.id}`);
    expect(await page.text()).toContain('This checkout session has expired');
  });

  it('lets the payer pay on the hosted page: webhook delivered first, then a 303 to the success URL', async () => {
    const session = await stripe.checkout.sessions.create(checkoutParams('purchase-page'));
    const page = await (await fetch(String(session.url))).text();
    expect(page).toContain('<html lang="en">');
    expect(page).toMatch(/<main>[\s\S]*<h1>[\s\S]*<\/main>/);
    expect(page).toContain('25k Expert funded account');
    expect(page).toMatch(/<form method="post"[^>]*>\s*<button type="submit">Pay €249\.00<\/button>/);
    expect(page).toContain('<a href="https://app.example.test/purchase?purchase=purchase-page&#38;payment=cancelled">');

    const eventsBefore = receiver.verified.length;
    const posted = await fetch(String(session.url), { method: 'POST', redirect: 'manual' });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(
      `https://app.example.test/purchase?purchase=purchase-page&session=${session.id}`,
    );
    expect(receiver.verified.slice(eventsBefore).map((event) => event.type)).toEqual(['checkout.session.completed']);

    const paid = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent.latest_charge'] });
    expect(paid).toMatchObject({ status: 'complete', payment_status: 'paid', url: null, amount_total: 24900 });
    const intent = paid.payment_intent as Stripe.PaymentIntent;
    expect(intent).toMatchObject({
      object: 'payment_intent',
      status: 'succeeded',
      amount: 24900,
      amount_received: 24900,
      metadata: { purchaseId: 'purchase-page' },
      latest_charge: {
        object: 'charge',
        status: 'succeeded',
        amount: 24900,
        metadata: { purchaseId: 'purchase-page' },
      },
    });
    expect(intent.id).toMatch(/^pi_test_/);
    expect(await stripe.paymentIntents.retrieve(intent.id)).toMatchObject({
      latest_charge: expect.stringMatching(/^ch_test_/),
    });

    const again = await fetch(String(session.url), { method: 'POST', redirect: 'manual' });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('This checkout session is already paid');
  });

  it('takes a second payment for the same purchase as a real double payment, each with its own PaymentIntent', async () => {
    const first = await paidSession('purchase-twice');
    const second = await paidSession('purchase-twice');
    expect(second.session.id).not.toBe(first.session.id);
    expect(second.paymentIntentId).not.toBe(first.paymentIntentId);
    const charges = await Promise.all(
      [first, second].map(async (paid) => (await stripe.paymentIntents.retrieve(paid.paymentIntentId)).latest_charge),
    );
    expect(new Set(charges).size).toBe(2);
  });

  it('refunds through the API up to what was paid and no further, announcing each refund with charge.refunded', async () => {
    const { paymentIntentId } = await paidSession('purchase-refund');
    const refund = await stripe.refunds.create(
      { payment_intent: paymentIntentId, amount: 10000, reason: 'requested_by_customer', metadata: { refundId: 'r1' } },
      { idempotencyKey: 'refund-1' },
    );
    expect(refund).toMatchObject({
      object: 'refund',
      status: 'succeeded',
      amount: 10000,
      currency: 'eur',
      payment_intent: paymentIntentId,
      reason: 'requested_by_customer',
      metadata: { refundId: 'r1' },
    });
    expect(refund.id).toMatch(/^re_test_/);
    await fake.idle();
    expect(receiver.verified.at(-1)).toMatchObject({
      type: 'charge.refunded',
      request: { idempotency_key: 'refund-1' },
      data: {
        object: { id: refund.charge, amount_refunded: 10000, refunded: false, refunds: { data: [{ id: refund.id }] } },
        previous_attributes: { amount_refunded: 0, refunded: false },
      },
    });

    const tooMuch = await refusal(stripe.refunds.create({ payment_intent: paymentIntentId, amount: 14901 }));
    expect(tooMuch).toMatchObject({ status: 400, code: 'amount_too_large', param: 'amount' });
    const rest = await stripe.refunds.create({ charge: String(refund.charge) });
    expect(rest.amount).toBe(14900);
    expect(await stripe.charges.retrieve(String(refund.charge))).toMatchObject({
      amount_refunded: 24900,
      refunded: true,
    });
    expect(await refusal(stripe.refunds.create({ payment_intent: paymentIntentId }))).toMatchObject({
      status: 400,
      code: 'charge_already_refunded',
    });

    const dashboard = await paidSession('purchase-dashboard');
    const [event] = await fake.refundFromDashboard(dashboard.paymentIntentId, 4900);
    expect(event).toMatchObject({
      type: 'charge.refunded',
      request: { idempotency_key: null },
      data: { object: { amount_refunded: 4900, refunded: false, payment_intent: dashboard.paymentIntentId } },
    });
    expect(receiver.verified.at(-1)?.id).toBe(event?.id);
  });

  it('settles or fails a delayed payment when the bank answers', async () => {
    const settled = await stripe.checkout.sessions.create(checkoutParams('purchase-sepa'));
    const [completed] = await fake.pay(settled.id, { async: true });
    expect(completed).toMatchObject({
      type: 'checkout.session.completed',
      data: { object: { status: 'complete', payment_status: 'unpaid' } },
    });
    const processing = await stripe.paymentIntents.retrieve(String(fake.session(settled.id)?.payment_intent));
    expect(processing).toMatchObject({ status: 'processing', amount_received: 0 });
    const [succeeded] = await fake.asyncSucceed(settled.id);
    expect(succeeded).toMatchObject({
      type: 'checkout.session.async_payment_succeeded',
      data: { object: { payment_status: 'paid' } },
    });
    expect(await stripe.paymentIntents.retrieve(processing.id)).toMatchObject({
      status: 'succeeded',
      amount_received: 24900,
    });

    const failing = await stripe.checkout.sessions.create(checkoutParams('purchase-sepa-fail'));
    await fake.pay(failing.id, { async: true });
    const [failed] = await fake.asyncFail(failing.id);
    expect(failed).toMatchObject({
      type: 'checkout.session.async_payment_failed',
      data: { object: { payment_status: 'unpaid' } },
    });
    const failedIntent = String(fake.session(failing.id)?.payment_intent);
    expect(await refusal(stripe.refunds.create({ payment_intent: failedIntent }))).toMatchObject({
      code: 'charge_not_refundable',
    });
  });

  it('opens a dispute, refuses refunds while it is open, and closes it won or lost', async () => {
    const { paymentIntentId } = await paidSession('purchase-dispute');
    const [created] = await fake.openDispute(paymentIntentId, { reason: 'product_not_received' });
    expect(created).toMatchObject({
      type: 'charge.dispute.created',
      data: {
        object: {
          object: 'dispute',
          amount: 24900,
          currency: 'eur',
          payment_intent: paymentIntentId,
          reason: 'product_not_received',
          status: 'needs_response',
        },
      },
    });
    const dispute = created?.data.object as Stripe.Dispute;
    expect(dispute.id).toMatch(/^dp_test_/);
    expect(await stripe.charges.retrieve(String(dispute.charge))).toMatchObject({ disputed: true });
    expect(await refusal(stripe.refunds.create({ payment_intent: paymentIntentId }))).toMatchObject({
      code: 'charge_disputed',
    });
    const [closed] = await fake.closeDispute(dispute.id, 'lost');
    expect(closed).toMatchObject({
      type: 'charge.dispute.closed',
      data: { object: { id: dispute.id, status: 'lost' } },
    });
    expect(await stripe.disputes.retrieve(dispute.id)).toMatchObject({ status: 'lost' });
    await expect(fake.closeDispute(dispute.id, 'won')).rejects.toThrow(/already closed/);
  });

  it('signs what it delivers so constructEvent accepts it, and replays events duplicated, reversed or shuffled', async () => {
    const payload = '{"id":"evt_1"}';
    expect(signatureHeader(payload, WEBHOOK_SECRET, 1_700_000_000)).toBe(
      Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: 1_700_000_000 }),
    );

    fake.setAutoDeliver(false);
    const received = receiver.verified.length;
    const first = await paidSession('purchase-replay-1');
    const second = await stripe.checkout.sessions.create(checkoutParams('purchase-replay-2'));
    await fake.expire(second.id);
    const events = fake.events().slice(-2);
    expect(receiver.verified.length).toBe(received);
    expect(events.map((event) => event.type)).toEqual(['checkout.session.completed', 'checkout.session.expired']);
    expect(events[0]?.data.object).toMatchObject({ id: first.session.id });

    expect(await fake.deliver(events, { duplicate: true, reverse: true })).toEqual([200, 200, 200, 200]);
    const ids = events.map((event) => event.id);
    expect(receiver.verified.slice(received).map((event) => event.id)).toEqual([ids[1], ids[0], ids[1], ids[0]]);

    const many = fake.events().slice(-6);
    const shuffled = async (seed: number) => {
      const from = receiver.verified.length;
      await fake.deliver(many, { shuffleSeed: seed });
      return receiver.verified.slice(from).map((event) => event.id);
    };
    const once = await shuffled(7);
    expect(await shuffled(7)).toEqual(once);
    expect([...once].sort()).toEqual(many.map((event) => event.id).sort());
    expect(receiver.refused()).toBe(0);
    expect(fake.deliveries().every((delivery) => delivery.status === 200)).toBe(true);
  });

  it('injects Stripe-side faults: a 500 the SDK retries under the same idempotency key, or a refusal', async () => {
    const before = fake.sessions().length;
    fake.failNext(1);
    const retried = await sdkFor(fake, SECRET_KEY, 1).checkout.sessions.create(checkoutParams('purchase-retry'));
    const attempts = fake.requests().slice(-2);
    expect(attempts.map((attempt) => attempt.idempotencyKey)).toEqual([
      attempts[0]?.idempotencyKey,
      attempts[0]?.idempotencyKey,
    ]);
    expect(
      fake
        .sessions()
        .map((session) => session.id)
        .slice(before),
    ).toEqual([retried.id]);

    fake.failNext(1, {
      status: 400,
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: 'No such price',
    });
    expect(await refusal(stripe.checkout.sessions.create(checkoutParams('purchase-refused')))).toMatchObject({
      status: 400,
      code: 'resource_missing',
    });
  });
});
