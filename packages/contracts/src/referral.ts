/**
 * The referral link's constants, without zod: the trader app reads them at start, before the
 * chunks that bring zod are loaded.
 */

/** How long the first referral link a visitor opened keeps counting for their registration. */
export const ATTRIBUTION_DAYS = 30;

/** Eight letters and digits without the look-alikes (0 O 1 I L): easy to read out and type. */
export const REFERRAL_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERRAL_CODE_LENGTH = 8;
export const REFERRAL_CODE_PATTERN = new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{${REFERRAL_CODE_LENGTH}}$`);

/** The query parameter of a referral link: `<app>/?ref=<code>`. */
export const REFERRAL_QUERY_PARAMETER = 'ref';

/** A code as typed or linked, in the one spelling stored: trimmed, upper case; null when it is no code. */
export function normalReferralCode(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const code = text.trim().toUpperCase();
  return REFERRAL_CODE_PATTERN.test(code) ? code : null;
}
