import { type WithdrawalQuote, withdrawalConflictSchema } from '@prop/contracts/withdrawal';
import { WITHDRAWAL_MESSAGES } from '@prop/contracts/withdrawal-messages';
import { ApiError, errorText } from '@prop/web-client/api-fetch';

export interface WithdrawalToast {
  title: string;
  description: string;
}

/** The server's refusal of a day other than Saturday contains this (docs/product-rules.md §8). */
const SATURDAY_REFUSAL = 'only allowed on Saturdays';

/** docs/product-rules.md §8: 'Withdrawal Restricted' for the Saturday rule, else 'Withdrawal Failed' with the server's message. */
export function withdrawalFailureToast(error: unknown): WithdrawalToast {
  const message = errorText(error, WITHDRAWAL_MESSAGES.failed);
  if (message.includes(SATURDAY_REFUSAL)) {
    return { title: 'Withdrawal Restricted', description: WITHDRAWAL_MESSAGES.restricted };
  }
  return { title: 'Withdrawal Failed', description: message };
}

/** The server's own figures, when it refused because the dialog's amounts were out of date. */
export function quotedFigures(error: unknown): WithdrawalQuote | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  try {
    const body = withdrawalConflictSchema.safeParse(JSON.parse(error.body));
    return body.success ? (body.data.quote ?? null) : null;
  } catch {
    return null;
  }
}
