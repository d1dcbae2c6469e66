import { MARKETING_MESSAGES } from '@prop/contracts/marketing';
import { ApiError } from '@prop/web-client/api-fetch';

/** The marketing service's answer while no Brevo API key is set (every Brevo route gives it). */
export function isNotConfigured(error: unknown): boolean {
  return error instanceof ApiError && error.serverMessage === MARKETING_MESSAGES.notConfigured;
}
