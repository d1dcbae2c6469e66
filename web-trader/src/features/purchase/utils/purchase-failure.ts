import { PURCHASE_MESSAGES } from '@prop/contracts/purchase';
import { errorText } from '@prop/web-client/api-fetch';

export const PURCHASE_FAILED_TITLE = 'Purchase Failed';

/**
 * docs/product-rules.md §8 words the purchase failure without the server's text: 'Invalid tier selected' when
 * the tier was unknown, else 'Failed to process purchase'.
 */
export function purchaseFailureText(error: unknown): string {
  return errorText(error, PURCHASE_MESSAGES.failed) === PURCHASE_MESSAGES.invalidTier
    ? PURCHASE_MESSAGES.invalidTier
    : PURCHASE_MESSAGES.failed;
}
