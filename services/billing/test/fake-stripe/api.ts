import Stripe from 'stripe';
import { StripeApiError } from './errors.ts';
import type { EventOrigin } from './events.ts';
import { expand, expandPaths } from './expand.ts';
import type { StripeForm } from './form.ts';
import { type Answer, createIdempotency } from './idempotency.ts';
import { requestId, unixNow } from './ids.ts';
import type { Ledger } from './ledger.ts';
import { readRefundRequest } from './refund-params.ts';
import { readSessionRequest } from './session-params.ts';

export interface ApiRequest {
  method: string;
  path: string;
  query: StripeForm;
  form: StripeForm;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  /** The Stripe-Version header the client pinned, echoed back as Stripe does. */
  version: string | undefined;
}

const errorAnswer = (error: StripeApiError): Answer => ({ status: error.status, body: { error: error.body } });

function unauthorized(authorization: string | undefined): Answer {
  const key = authorization?.replace(/^Bearer\s+/i, '') ?? '';
  const message = key
    ? `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(key.length - 12, 4))}${key.slice(-4)}`
    : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').";
  return { status: 401, body: { error: { type: 'invalid_request_error', message } } };
}

/** The `/v1` API: Stripe's routes, authentication, errors and idempotency, over the ledger. */
export function createApi(secretKey: string, ledger: Ledger) {
  const idempotency = createIdempotency();
  const faults: StripeApiError[] = [];

  function route(request: ApiRequest, origin: EventOrigin): unknown {
    const { method, path, form } = request;
    const params = method === 'GET' ? request.query : form;
    const show = <T extends object>(object: T) => expand(object, expandPaths(params), ledger.find);

    if (method === 'POST' && path === '/v1/checkout/sessions') {
      return show(ledger.createSession(readSessionRequest(form, unixNow())));
    }
    const session = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (session?.[1]) {
      const id = decodeURIComponent(session[1]);
      if (method === 'GET' && !session[2]) return show(ledger.checkout(id).session);
      if (method === 'POST' && session[2]) {
        ledger.expire(id, origin);
        return show(ledger.checkout(id).session);
      }
    }
    if (method === 'POST' && path === '/v1/refunds') {
      return show(ledger.createRefund(readRefundRequest(form), origin).refund);
    }
    const single = /^\/v1\/(payment_intents|charges|refunds|disputes)\/([^/]+)$/.exec(path);
    if (method === 'GET' && single?.[1] && single[2]) {
      const id = decodeURIComponent(single[2]);
      const read = {
        payment_intents: ledger.paymentIntent,
        charges: ledger.charge,
        refunds: ledger.refund,
        disputes: ledger.dispute,
      };
      return show(read[single[1] as keyof typeof read](id));
    }
    throw new StripeApiError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
    });
  }

  function answer(request: ApiRequest, id: string): Answer {
    if (request.authorization !== `Bearer ${secretKey}`) return unauthorized(request.authorization);
    const fault = faults.shift();
    if (fault) return errorAnswer(fault);
    const key = request.method === 'POST' ? request.idempotencyKey : undefined;
    const origin: EventOrigin = { id, idempotency_key: key ?? null };
    try {
      const replayed = key && idempotency.replay(key, request.method, request.path, request.form);
      if (replayed) return replayed;
      const result: Answer = { status: 200, body: route(request, origin) };
      if (key) idempotency.save(key, request.method, request.path, request.form, id, result);
      return result;
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      const refusal = errorAnswer(error);
      if (key && error.saved) idempotency.save(key, request.method, request.path, request.form, id, refusal);
      return refusal;
    }
  }

  return {
    handle(request: ApiRequest): Answer {
      const id = requestId();
      const result = answer(request, id);
      const headers: Record<string, string> = {
        'request-id': id,
        'stripe-version': request.version ?? Stripe.API_VERSION,
      };
      if (request.method === 'POST' && request.idempotencyKey) headers['idempotency-key'] = request.idempotencyKey;
      return { ...result, headers: { ...headers, ...result.headers } };
    },
    /** The next `count` authenticated API calls are refused with `error` before doing anything. */
    failNext(count: number, error: StripeApiError) {
      for (let index = 0; index < count; index += 1) faults.push(error);
    },
  };
}
