/** The `error` body of a Stripe API answer, with the HTTP status it comes with. */
export interface StripeErrorBody {
  type: 'invalid_request_error' | 'idempotency_error' | 'api_error' | 'card_error';
  code?: string;
  param?: string;
  message: string;
}

/**
 * A refusal the fake answers as Stripe does. `saved` says whether Stripe keeps it under the
 * request's idempotency key: it does not for a request that failed before the endpoint ran
 * (missing or malformed parameters), so a corrected retry with the same key goes through.
 */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
    readonly saved = true,
  ) {
    super(body.message);
  }
}

export const invalidParam = (param: string, message: string, code = 'parameter_invalid_empty') =>
  new StripeApiError(400, { type: 'invalid_request_error', code, param, message }, false);

export const missingParam = (param: string) =>
  new StripeApiError(
    400,
    { type: 'invalid_request_error', code: 'parameter_missing', param, message: `Missing required param: ${param}.` },
    false,
  );

export const noSuch = (kind: string, id: string, param = 'id') =>
  new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    message: `No such ${kind}: '${id}'`,
  });

export const refused = (code: string, message: string, param?: string) =>
  new StripeApiError(400, { type: 'invalid_request_error', code, message, ...(param ? { param } : {}) });
