import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { TraderPurchase } from '@prop/contracts/purchase';
import { subjectFor } from '@prop/service-kit/nats';
import { createServiceDeps } from '@prop/service-kit/service-deps';
import { callerHeadersFor } from '@prop/service-kit/testing/caller-headers';
import { eventCount as countEvents } from '@prop/service-kit/testing/event-count';
import { flushOutbox } from '@prop/service-kit/testing/flush-outbox';
import { createTestNamespace } from '@prop/service-kit/testing/namespace';
import { answerEmailVerified } from '@prop/service-kit/testing/identity-email-verified';
import { eventPublisher } from '@prop/service-kit/testing/publish-event';
import { buildApp } from '../src/app.ts';
import { startFakeStripe } from './fake-stripe/index.ts';
import { loadBillingConfig, MIGRATIONS_FOLDER } from '../src/config.ts';
import type { BillingDb } from '../src/db/types.ts';

export const WEBHOOK_SECRET = 'whsec_test_local_only';

/**
 * Card payments switched on with test keys. Stripe's API address is a closed local port unless a
 * test passes its own server, so no call can leave the machine even by mistake.
 */
export const stripeEnv = (apiUrl = 'http://127.0.0.1:9') => ({
  STRIPE_SECRET_KEY: 'sk_test_local_only',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_URL: apiUrl,
});

/** The real billing app on the real PostgreSQL and NATS, in a namespace of its own. */
export async function startBilling(extraEnv: Record<string, string> = {}) {
  const ns = createTestNamespace('billing', extraEnv);
  const config = loadBillingConfig(ns.env);
  const deps = await createServiceDeps<BillingDb>('billing', config, MIGRATIONS_FOLDER);
  const app = await buildApp(deps, config);
  /** Identity: every trader's address is verified unless a test says otherwise. */
  const identity = answerEmailVerified(deps.nats.nc, config.NAMESPACE);

  /** What the gateway forwards for a verified session: the caller plus the internal token. */
  const callerHeaders = callerHeadersFor(config.INTERNAL_TOKEN);

  async function buy(headers: Record<string, string>, tier = { tierId: '25k', amount: 25000, price: 249 }) {
    const response = await app.inject({ method: 'POST', url: '/api/purchase/funding-account', headers, payload: tier });
    if (response.statusCode !== 201) throw new Error(`purchase not created: ${response.body}`);
    return response.json() as TraderPurchase;
  }

  function decide(purchaseId: string, headers: Record<string, string>, body: object) {
    return app.inject({ method: 'PATCH', url: `/api/admin/purchases/${purchaseId}`, headers, payload: body });
  }

  /** Posts raw bytes to the webhook with a Stripe-Signature header, as Stripe does. */
  function postWebhook(payload: string, signature: string | undefined) {
    return app.inject({
      method: 'POST',
      url: '/api/billing/stripe/webhook',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(signature === undefined ? {} : { 'stripe-signature': signature }),
      },
      payload,
    });
  }

  /** Delivers an event signed with `secret` (ours unless a test forges one), by the stripe package's own helper. */
  function deliverWebhook(event: object, secret = WEBHOOK_SECRET) {
    const payload = JSON.stringify(event);
    return postWebhook(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret }));
  }

  const streamName = `${ns.namespace}_billing`.toUpperCase();

  /** Waits until the outbox is empty: the background relay may hold rows locked mid-publish. */
  const outboxFlushed = () => flushOutbox(deps, { untilEmpty: true });

  /** How many events of one subject reached the billing stream. */
  const eventCount = (subject: string) => countEvents(deps, ns.namespace, subject);

  /** The envelope last published on a subject, as consumers receive it. */
  async function lastEvent(subject: string) {
    await outboxFlushed();
    const message = await deps.nats.jsm.streams.getMessage(streamName, {
      last_by_subj: subjectFor(ns.namespace, subject),
    });
    return message?.json<{ id: string; type: string; data: Record<string, unknown> }>();
  }

  /**
   * Every event billing published about one purchase, in publishing order: those naming it in
   * `purchaseId`, and audit entries targeting it. `subject` is without the namespace.
   */
  async function eventsAbout(purchaseId: string) {
    await outboxFlushed();
    const { state } = await deps.nats.jsm.streams.info(streamName);
    const found: Array<{ subject: string; data: Record<string, unknown> }> = [];
    for (let seq = state.first_seq; seq <= state.last_seq && state.messages > 0; seq += 1) {
      const message = await deps.nats.jsm.streams.getMessage(streamName, { seq }).catch(() => null);
      if (!message) continue;
      const { data } = message.json<{ data: Record<string, unknown> }>();
      const target = data.target as { id?: string } | undefined;
      if (data.purchaseId === purchaseId || target?.id === purchaseId) {
        found.push({ subject: message.subject.slice(ns.namespace.length + 1), data });
      }
    }
    return found;
  }

  /** Publishes an event the way its producing service's outbox relay does, in this namespace. */
  const publishEvent = eventPublisher(deps.nats.js, ns.namespace);

  return {
    app,
    deps,
    config,
    namespace: ns.namespace,
    callerHeaders,
    buy,
    decide,
    postWebhook,
    deliverWebhook,
    eventCount,
    lastEvent,
    eventsAbout,
    publishEvent,
    identityAnswers: identity.answer,
    close: async () => {
      identity.stop();
      await app.close();
      await ns.cleanup();
    },
  };
}

export type TestBilling = Awaited<ReturnType<typeof startBilling>>;

/**
 * Billing with card payments through the local fake Stripe, listening on a loopback port so the
 * fake posts its signed webhooks to billing as Stripe does.
 */
export async function startCardBilling(extraEnv: Record<string, string> = {}) {
  const stripe = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET });
  const billing = await startBilling({ ...stripeEnv(stripe.apiUrl), ...extraEnv });
  const address = await billing.app.listen({ host: '127.0.0.1', port: 0 });
  stripe.setWebhookUrl(`${address}/api/billing/stripe/webhook`);

  const checkout = (purchaseId: string, headers: Record<string, string>) =>
    billing.app.inject({ method: 'POST', url: `/api/purchase/${purchaseId}/checkout`, headers });

  /** The trader's purchase as their history shows it. */
  async function traderView(purchaseId: string, headers: Record<string, string>) {
    const response = await billing.app.inject({ method: 'GET', url: '/api/purchase/history', headers });
    return (response.json() as TraderPurchase[]).find((purchase) => purchase.id === purchaseId);
  }

  /** A purchase the trader paid by card on Stripe's page, approved by the webhook; with its payment intent. */
  async function paidPurchase(trader: Record<string, string>, tier?: Parameters<typeof billing.buy>[1]) {
    const purchase = await billing.buy(trader, tier);
    const started = await checkout(purchase.id, trader);
    if (started.statusCode !== 201) throw new Error(`checkout not started: ${started.body}`);
    const { sessionId } = started.json() as { sessionId: string };
    const events = await stripe.pay(sessionId);
    const paymentIntentId = String(stripe.session(sessionId)?.payment_intent);
    return { purchase, sessionId, paymentIntentId, events };
  }

  return {
    ...billing,
    stripe,
    checkout,
    traderView,
    paidPurchase,
    close: async () => {
      await stripe.close();
      await billing.close();
    },
  };
}

export type TestCardBilling = Awaited<ReturnType<typeof startCardBilling>>;

export { eventually } from '@prop/service-kit/testing/eventually';

/** A Stripe event as Stripe posts it to the webhook: a Checkout session that completed. */
export function checkoutCompleted(
  purchaseId: string,
  overrides: {
    eventId?: string;
    type?: string;
    amountTotal?: number;
    currency?: string;
    paymentStatus?: string;
    paymentIntent?: string;
  } = {},
) {
  const tail = purchaseId.replaceAll('-', '').slice(0, 16);
  return {
    id: overrides.eventId ?? `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    type: overrides.type ?? 'checkout.session.completed',
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: {
      object: {
        id: `cs_test_${tail}`,
        object: 'checkout.session',
        mode: 'payment',
        client_reference_id: purchaseId,
        metadata: { purchaseId },
        amount_total: overrides.amountTotal ?? 24900,
        currency: overrides.currency ?? 'eur',
        payment_status: overrides.paymentStatus ?? 'paid',
        status: 'complete',
        payment_intent: overrides.paymentIntent ?? `pi_test_${tail}`,
      },
    },
  };
}
