import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Stripe from 'stripe';
import { createApi } from './api.ts';
import { StripeApiError, type StripeErrorBody } from './errors.ts';
import { createJournal, NO_REQUEST } from './events.ts';
import { parseForm, type StripeForm } from './form.ts';
import { afterPayment, checkoutPage, closedPage, type PageAnswer } from './hosted-page.ts';
import { requestId } from './ids.ts';
import { createLedger } from './ledger.ts';
import { arrange, createWebhookSender, type DeliveryPlan, type DeliveryRecord } from './webhooks.ts';

export { signatureHeader } from './webhooks.ts';
export type { DeliveryPlan, DeliveryRecord };

export interface FakeStripeOptions {
  /** Signs webhooks with Stripe's real scheme (`Stripe-Signature: t=…,v1=…`). */
  webhookSecret: string;
  /** Where events are POSTed; can be set later. */
  webhookUrl?: string;
  /** Default true: each event is POSTed as it happens, in order. */
  autoDeliver?: boolean;
  /** The Bearer key the API accepts (default 'sk_test_local_only'); any other gets Stripe's 401. */
  secretKey?: string;
}

export interface RecordedStripeRequest {
  method: string;
  path: string;
  /** The form-encoded body, nested as Stripe reads it. */
  form: StripeForm;
  idempotencyKey: string | undefined;
  /** performance.now() when the request arrived. */
  at: number;
}

/**
 * A local stand-in for Stripe: the API calls billing makes (Checkout sessions, PaymentIntents,
 * charges, refunds), a hosted page a browser can pay on, and signed webhooks. The methods below
 * act as the payer, the bank or the dashboard; each returns the events it caused, already
 * delivered when auto-delivery is on.
 */
export interface FakeStripe {
  /** 'http://127.0.0.1:<port>': the API and the hosted pages. */
  apiUrl: string;
  setWebhookUrl(url: string): void;
  setAutoDeliver(on: boolean): void;
  requests(): RecordedStripeRequest[];
  /** A session as it is now. */
  session(id: string): Stripe.Checkout.Session | undefined;
  sessions(): Stripe.Checkout.Session[];
  /** The payer pays: by card (complete and paid), or `async` by a delayed method (complete, payment_status 'unpaid'). */
  pay(sessionId: string, options?: { async?: boolean }): Promise<Stripe.Event[]>;
  /** The bank confirms a delayed payment: checkout.session.async_payment_succeeded. */
  asyncSucceed(sessionId: string): Promise<Stripe.Event[]>;
  /** The bank refuses a delayed payment: checkout.session.async_payment_failed. */
  asyncFail(sessionId: string): Promise<Stripe.Event[]>;
  /** Stripe expires an open session on its own: checkout.session.expired. */
  expire(sessionId: string): Promise<Stripe.Event[]>;
  /** Someone refunds in the Stripe dashboard (the rest of the charge by default): charge.refunded. */
  refundFromDashboard(paymentIntentId: string, amountCents?: number): Promise<Stripe.Event[]>;
  /** The cardholder's bank opens a chargeback (whole charge, 'fraudulent' by default): charge.dispute.created. */
  openDispute(paymentIntentId: string, options?: { amountCents?: number; reason?: string }): Promise<Stripe.Event[]>;
  /** The bank decides: charge.dispute.closed. */
  closeDispute(disputeId: string, outcome: 'won' | 'lost'): Promise<Stripe.Event[]>;
  /** Every event so far, in order. */
  events(): Stripe.Event[];
  /** POSTs events (signed, one at a time) and returns the endpoint's statuses; 0 where it did not answer. */
  deliver(events: Stripe.Event[], options?: DeliveryPlan): Promise<number[]>;
  /** Every POST to the webhook so far, automatic or not. */
  deliveries(): DeliveryRecord[];
  /** Resolves once every event queued for delivery has been posted (API calls do not wait for their webhooks). */
  idle(): Promise<void>;
  /** The next `count` API calls answer this error (default: Stripe's 500) without doing anything. */
  failNext(count: number, error?: { status: number } & StripeErrorBody): void;
  /**
   * Holds the next `count` Checkout session creations until all of them have arrived, then answers
   * them in the order they came: calls made at once meet at Stripe, however their callers are timed.
   */
  holdSessionCreates(count: number): void;
  close(): Promise<void>;
}

const DEFAULT_FAULT = {
  status: 500,
  type: 'api_error',
  message: "Something went wrong on Stripe's end. (Local fault injected by the test.)",
} as const;

export async function startFakeStripe(options: FakeStripeOptions): Promise<FakeStripe> {
  let autoDeliver = options.autoDeliver ?? true;
  let apiUrl = '';
  const recorded: RecordedStripeRequest[] = [];
  const webhooks = createWebhookSender(options.webhookSecret);
  if (options.webhookUrl) webhooks.setUrl(options.webhookUrl);
  const journal = createJournal((event) => {
    if (autoDeliver && webhooks.hasUrl()) void webhooks.send([event]);
  });
  const ledger = createLedger(journal, (sessionId) => `${apiUrl}/pay/${sessionId}`);
  const api = createApi(options.secretKey ?? 'sk_test_local_only', ledger);
  const heldCreates = { count: 0, waiting: [] as (() => void)[] };

  /** Resolves once this creation may be answered: at once, or when the last of a held group arrives. */
  function creationTurn(): Promise<void> {
    if (heldCreates.count === 0) return Promise.resolve();
    const turn = new Promise<void>((resolve) => heldCreates.waiting.push(resolve));
    if (heldCreates.waiting.length === heldCreates.count) {
      for (const release of heldCreates.waiting) release();
      heldCreates.count = 0;
      heldCreates.waiting = [];
    }
    return turn;
  }

  /** Runs what a person or a bank does, then waits until its events are posted. */
  async function act(action: () => Stripe.Event[]): Promise<Stripe.Event[]> {
    const events = action();
    await webhooks.idle();
    return events;
  }

  async function payOnPage(method: string, sessionId: string): Promise<PageAnswer> {
    const record = ledger.findCheckout(sessionId);
    if (record?.session.status !== 'open') return closedPage(record?.session, method === 'POST' ? 409 : 200);
    if (method === 'GET') return checkoutPage(record);
    await act(() => ledger.pay(sessionId, false));
    return afterPayment(record.session);
  }

  async function handle(incoming: IncomingMessage, response: ServerResponse) {
    const at = performance.now();
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const url = new URL(incoming.url ?? '/', apiUrl);
    const method = incoming.method ?? 'GET';
    const page = /^\/pay\/([^/]+)$/.exec(url.pathname);
    if (page?.[1] && (method === 'GET' || method === 'POST')) {
      const answer = await payOnPage(method, decodeURIComponent(page[1]));
      response.writeHead(answer.status, answer.headers).end(answer.body);
      return;
    }
    if (!url.pathname.startsWith('/v1/')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const form = parseForm(Buffer.concat(chunks).toString('utf8'));
    const idempotencyKey = incoming.headers['idempotency-key'] as string | undefined;
    recorded.push({ method, path: url.pathname, form, idempotencyKey, at });
    if (method === 'POST' && url.pathname === '/v1/checkout/sessions') await creationTurn();
    const answer = api.handle({
      method,
      path: url.pathname,
      query: parseForm(url.search.slice(1)),
      form,
      authorization: incoming.headers.authorization,
      idempotencyKey,
      version: incoming.headers['stripe-version'] as string | undefined,
    });
    response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
    response.end(JSON.stringify(answer.body, null, 2));
  }

  const server = createServer((incoming, response) => {
    handle(incoming, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    apiUrl,
    setWebhookUrl: (url) => webhooks.setUrl(url),
    setAutoDeliver: (on) => {
      autoDeliver = on;
    },
    requests: () => [...recorded],
    session: (id) => structuredClone(ledger.findCheckout(id)?.session),
    sessions: () => ledger.sessions().map((session) => structuredClone(session)),
    pay: (sessionId, payOptions) => act(() => ledger.pay(sessionId, payOptions?.async ?? false)),
    asyncSucceed: (sessionId) => act(() => ledger.settle(sessionId, true)),
    asyncFail: (sessionId) => act(() => ledger.settle(sessionId, false)),
    expire: (sessionId) => act(() => ledger.expire(sessionId, NO_REQUEST)),
    refundFromDashboard: (paymentIntentId, amountCents) =>
      act(
        () =>
          ledger.createRefund(
            { paymentIntent: paymentIntentId, amount: amountCents },
            {
              id: requestId(),
              idempotency_key: null,
            },
          ).events,
      ),
    openDispute: (paymentIntentId, disputeOptions) =>
      act(() =>
        ledger.openDispute(paymentIntentId, disputeOptions?.amountCents, disputeOptions?.reason ?? 'fraudulent'),
      ),
    closeDispute: (disputeId, outcome) => act(() => ledger.closeDispute(disputeId, outcome)),
    events: () => journal.all(),
    deliver: (events, plan) => webhooks.send(arrange(events, plan)),
    deliveries: () => webhooks.log(),
    idle: () => webhooks.idle(),
    failNext: (count, error = DEFAULT_FAULT) => {
      const { status, ...body } = error;
      api.failNext(count, new StripeApiError(status, body));
    },
    holdSessionCreates: (count) => {
      heldCreates.count = count;
      heldCreates.waiting = [];
    },
    async close() {
      await webhooks.idle();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
