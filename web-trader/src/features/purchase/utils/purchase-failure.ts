import { DISCOUNT_CODE_MESSAGES } from '@prop/contracts/discount-code';
import { PURCHASE_MESSAGES } from '@prop/contracts/purchase';
import { errorText } from '@prop/web-client/api-fetch';

export const PURCHASE_FAILED_TITLE = 'Purchase Failed';

/**
 * docs/product-rules.md §8 words the purchase failure without the server's text: 'Invalid tier selected' when
 * the tier was unknown, else 'Failed to process purchase'.
 */
export function purchaseFailureText(error: unknown): string {
  const text = errorText(error, PURCHASE_MESSAGES.failed);
  if (text === PURCHASE_MESSAGES.invalidTier) return PURCHASE_MESSAGES.invalidTier;
  // Issue 23: a refused discount code says why (used up meanwhile, expired), so the trader can drop it.
  return DISCOUNT_TEXTS.has(text) ? text : PURCHASE_MESSAGES.failed;
}

const DISCOUNT_TEXTS = new Set<string>(Object.values(DISCOUNT_CODE_MESSAGES));
