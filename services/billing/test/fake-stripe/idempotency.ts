import qs from 'qs';
import { StripeApiError } from './errors.ts';
import type { StripeForm } from './form.ts';

export interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

interface Saved {
  fingerprint: string;
  requestId: string;
  answer: Answer;
}

/**
 * Stripe's idempotency layer for POSTs: the first answer given under a key (success or refusal) is
 * saved and replayed for the same request; the same key on a different request is an error.
 */
export function createIdempotency() {
  const saved = new Map<string, Saved>();
  const fingerprintOf = (method: string, path: string, form: StripeForm) =>
    `${method} ${path} ${qs.stringify(form, { sort: (a, b) => a.localeCompare(b) })}`;

  return {
    /** The saved answer for a repeated request, marked as replayed; undefined for a new key. */
    replay(key: string, method: string, path: string, form: StripeForm): Answer | undefined {
      const found = saved.get(key);
      if (!found) return undefined;
      if (found.fingerprint !== fingerprintOf(method, path, form)) {
        throw new StripeApiError(
          400,
          {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          },
          false,
        );
      }
      const headers = { ...found.answer.headers, 'idempotent-replayed': 'true', 'original-request': found.requestId };
      return { ...found.answer, headers };
    },
    save(key: string, method: string, path: string, form: StripeForm, requestId: string, answer: Answer) {
      saved.set(key, { fingerprint: fingerprintOf(method, path, form), requestId, answer });
    },
  };
}
