import { urlOf } from '@prop/contracts/endpoints/define';
import { billingEndpoints } from '@prop/contracts/endpoints/billing';
import type { TraderPurchase } from '@prop/contracts/purchase';
import { getJson } from '@prop/web-client/api-fetch';
import useSWR from 'swr';

export const PURCHASES_KEY = urlOf(billingEndpoints.getPurchaseHistory);

/** GET /api/purchase/history: the trader's own purchases, newest first, with how to pay the pending ones. */
export function getPurchases(): Promise<TraderPurchase[] | null> {
  return getJson<TraderPurchase[]>(PURCHASES_KEY);
}

/** Re-read after a submission and on every `purchase_update` push (see `usePurchaseLiveUpdates`). */
export function usePurchases(enabled = true) {
  return useSWR(enabled ? PURCHASES_KEY : null, getPurchases);
}
