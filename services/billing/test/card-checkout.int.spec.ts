import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startBilling, stripeEnv, type TestBilling } from './helper.ts';

interface Received {
  path: string;
  authorization: string | undefined;
  form: URLSearchParams;
}

/** A local server answering Checkout session creation as Stripe's API does; nothing leaves the machine. */
function fakeStripe() {
  const received: Received[] = [];
  let failNext = false;
  const server: Server = createServer(async (request: IncomingMessage, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    received.push({
      path: `${request.method} ${request.url}`,
      authorization: request.headers.authorization,
      form: new URLSearchParams(body),
    });
    response.setHeader('content-type', 'application/json');
    if (failNext) {
      failNext = false;
      response.statusCode = 400;
      response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'No such price' } }));
      return;
    }
    const id = `cs_test_${received.length}`;
    response.end(JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}` }));
  });
  return {
    received,
    failNextRequest: () => {
      failNext = true;
    },
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('starting a card payment (Stripe Checkout)', () => {
  const stripe = fakeStripe();
  let billing: TestBilling;
  beforeAll(async () => {
    billing = await startBilling({ ...stripeEnv(await stripe.listen()), PUBLIC_APP_URL: 'https://app.example.test/' });
  });
  afterAll(async () => {
    await billing.close();
    await stripe.close();
  });
  beforeEach(() => {
    stripe.received.length = 0;
  });

  const checkout = (purchaseId: string, headers: Record<string, string>) =>
    billing.app.inject({ method: 'POST', url: `/api/purchase/${purchaseId}/checkout`, headers });

  it("opens a session for the trader's pending purchase at the catalogue price in euro cents and remembers it", async () => {
    const trader = billing.callerHeaders('trader');
    const purchase = await billing.buy(trader, { tierId: '50k', amount: 50000, price: 379 });
    const response = await checkout(purchase.id, trader);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ sessionId: 'cs_test_1', url: 'https://checkout.stripe.com/c/pay/cs_test_1' });

    const [call] = stripe.received;
    expect(call?.path).toBe('POST /v1/checkout/sessions');
    expect(call?.authorization).toBe('Bearer sk_test_local_only');
    expect(Object.fromEntries(call?.form ?? [])).toMatchObject({
      mode: 'payment',
      client_reference_id: purchase.id,
      'metadata[purchaseId]': purchase.id,
      'metadata[transactionId]': purchase.transactionId,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '37900',
      'line_items[0][price_data][product_data][name]': '50k Expert funded account',
      success_url: `https://app.example.test/purchase?purchase=${purchase.id}&payment=success`,
      cancel_url: `https://app.example.test/purchase?purchase=${purchase.id}&payment=cancelled`,
    });
    const row = await billing.deps.db
      .selectFrom('purchases')
      .select(['stripe_session_id', 'status'])
      .where('id', '=', purchase.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ stripe_session_id: 'cs_test_1', status: 'pending' });
  });

  it("answers 404 for another trader's purchase and 409 for one no longer pending, without calling Stripe", async () => {
    const owner = billing.callerHeaders('trader');
    const purchase = await billing.buy(owner);
    const other = await checkout(purchase.id, billing.callerHeaders('trader'));
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: 'Purchase not found' });

    await billing.decide(purchase.id, billing.callerHeaders('admin'), { status: 'approved' });
    const approved = await checkout(purchase.id, owner);
    expect(approved.statusCode).toBe(409);
    expect(approved.json()).toEqual({ message: 'This purchase is no longer awaiting payment' });
    expect(stripe.received).toEqual([]);
  });

  it('answers 503 with a clear message when Stripe refuses, leaving the purchase payable by bank transfer', async () => {
    const trader = billing.callerHeaders('trader');
    const purchase = await billing.buy(trader);
    stripe.failNextRequest();
    const response = await checkout(purchase.id, trader);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      message: 'Card payment could not be started. Please try again or pay by bank transfer.',
    });
    const [listed] = (
      await billing.app.inject({ method: 'GET', url: '/api/purchase/history', headers: trader })
    ).json();
    expect(listed).toMatchObject({ id: purchase.id, status: 'pending', payment: { card: true } });
  });
});
