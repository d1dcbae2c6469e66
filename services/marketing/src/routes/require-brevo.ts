import { MARKETING_MESSAGES, MARKETING_SERVER_MESSAGES } from '@prop/contracts/marketing';
import { AppError } from '@prop/service-kit/errors';
import { BrevoError } from '../brevo/brevo-error.ts';
import type { MarketingContext } from '../context.ts';

/** Brevo as configured, or the 'Not Configured' answer (503): before anything is sent anywhere. */
export function requireBrevo(ctx: MarketingContext): NonNullable<MarketingContext['brevo']> {
  if (!ctx.brevo) throw new AppError('UNAVAILABLE', MARKETING_MESSAGES.notConfigured);
  return ctx.brevo;
}

/**
 * Runs Brevo calls for a route. Brevo out of reach (after the client's retries) answers 503;
 * Brevo refusing the request answers 422 with Brevo's own reason, which the admin can act on.
 */
export async function viaBrevo<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof BrevoError)) throw error;
    if (error.retryable) throw new AppError('UNAVAILABLE', MARKETING_SERVER_MESSAGES.brevoUnavailable);
    throw new AppError('UNPROCESSABLE', `${MARKETING_SERVER_MESSAGES.brevoRefused}: ${error.message}`);
  }
}
