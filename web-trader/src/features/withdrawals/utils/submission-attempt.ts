import type { BankDetails, WithdrawalQuote, WithdrawalSubmitInput } from '@prop/contracts/withdrawal';
import { ApiError } from '@prop/web-client/api-fetch';
import type { WithdrawalFigures } from './withdrawal-figures.ts';

/** One submission of the dialog: what was sent and the idempotency key it was sent with. */
export interface SubmissionAttempt {
  idempotencyKey: string;
  payload: WithdrawalSubmitInput;
}

export interface NextAttemptInput {
  /** The last attempt, when it ended without an answer (the request may or may not have been made). */
  unsettled: SubmissionAttempt | null;
  /** The amounts the dialog shows now. */
  figures: WithdrawalQuote;
  details: BankDetails;
  newKey: () => string;
}

/**
 * A retry of an attempt that got no answer sends the very same request with the same key, so the
 * server gives its first result instead of making a second; anything else is a new attempt with a
 * new key. A retry whose payment details were edited meanwhile is a new attempt too.
 */
export function nextAttempt({ unsettled, figures, details, newKey }: NextAttemptInput): SubmissionAttempt {
  if (unsettled && JSON.stringify(unsettled.payload.bankDetails) === JSON.stringify(details)) return unsettled;
  return { idempotencyKey: newKey(), payload: { ...figures, bankDetails: details } };
}

/**
 * Whether a failure leaves it open if the request was made: no answer at all (the network) or a
 * server fault. A 4xx is the server's answer: nothing was made.
 */
export function leftUnsettled(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status >= 500;
}

/**
 * The amounts the dialog shows and sends: the server's quote when it gave one, else those of an
 * attempt being retried, else the live ones.
 */
export function amountsToRequest(
  quote: WithdrawalQuote | null,
  unsettled: SubmissionAttempt | null,
  figures: WithdrawalFigures | null,
): WithdrawalQuote | null {
  if (quote) return quote;
  if (unsettled) {
    const { amount, profitAmount, currency = 'USD' } = unsettled.payload;
    return { amount, profitAmount, currency };
  }
  return figures && { amount: figures.profit, profitAmount: figures.share, currency: figures.currency };
}
