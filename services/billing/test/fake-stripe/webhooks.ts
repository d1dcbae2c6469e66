import { createHmac } from 'node:crypto';
import type Stripe from 'stripe';
import { unixNow } from './ids.ts';

/** Stripe's signature scheme: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<payload>" keyed with the secret>`. */
export function signatureHeader(payload: string, secret: string, timestamp = unixNow()): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export interface DeliveryRecord {
  eventId: string;
  type: string;
  /** The endpoint's HTTP status; 0 when it did not answer at all. */
  status: number;
}

export interface DeliveryPlan {
  /** After the first pass, every event is posted once more, as Stripe's retries do. */
  duplicate?: boolean;
  reverse?: boolean;
  /** The same seed gives the same order, so a failing run can be replayed. */
  shuffleSeed?: number;
}

/** The order (and repetitions) in which a set of events gets posted. */
export function arrange(events: Stripe.Event[], plan: DeliveryPlan = {}): Stripe.Event[] {
  const ordered = plan.reverse ? [...events].reverse() : [...events];
  if (plan.shuffleSeed !== undefined) {
    const random = seededRandom(plan.shuffleSeed);
    for (let index = ordered.length - 1; index > 0; index -= 1) {
      const other = Math.floor(random() * (index + 1));
      [ordered[index], ordered[other]] = [ordered[other] as Stripe.Event, ordered[index] as Stripe.Event];
    }
  }
  return plan.duplicate ? [...ordered, ...ordered] : ordered;
}

/** mulberry32: a small deterministic generator, enough to pick an order. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Posts events to the webhook endpoint one at a time, in the order they were handed over, signed
 * as Stripe signs them. Stripe sends its JSON indented, so an endpoint that verifies a re-serialised
 * body instead of the raw bytes fails here as it would in production.
 */
export function createWebhookSender(secret: string) {
  let url: string | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  const log: DeliveryRecord[] = [];

  async function post(endpoint: string, event: Stripe.Event): Promise<number> {
    const payload = JSON.stringify(event, null, 2);
    let status = 0;
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'stripe-signature': signatureHeader(payload, secret),
        },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      status = response.status;
    } catch {
      // Refused, reset or timed out: Stripe counts it as a failed delivery, and so does the log.
    }
    log.push({ eventId: event.id, type: event.type, status });
    return status;
  }

  return {
    setUrl(next: string) {
      url = next;
    },
    hasUrl: () => url !== undefined,
    /** Queues the events behind any still being posted; resolves with their statuses in posting order. */
    send(events: Stripe.Event[]): Promise<number[]> {
      const endpoint = url;
      if (!endpoint) return Promise.reject(new Error('Fake Stripe has no webhook URL to deliver to'));
      const run = queue.then(async () => {
        const statuses: number[] = [];
        for (const event of events) statuses.push(await post(endpoint, event));
        return statuses;
      });
      queue = run.catch(() => undefined);
      return run;
    },
    /** Resolves once everything queued so far has been posted. */
    idle: () => queue.then(() => undefined),
    log: () => [...log],
  };
}
