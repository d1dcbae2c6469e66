import { urlOf } from '@prop/contracts/endpoints/define';
import { billingEndpoints } from '@prop/contracts/endpoints/billing';
import type { PurchaseSubmitInput, TraderPurchase } from '@prop/contracts/purchase';
import { apiRequest } from '@prop/web-client/api-fetch';
import useSWRMutation from 'swr/mutation';
import { PURCHASES_KEY } from './get-purchases.ts';

/** POST /api/purchase/funding-account: the server prices it from its catalogue and answers the pending purchase. */
export function submitPurchase(input: PurchaseSubmitInput): Promise<TraderPurchase> {
  return apiRequest<TraderPurchase>(
    billingEndpoints.postPurchaseFundingAccount.method,
    urlOf(billingEndpoints.postPurchaseFundingAccount),
    input,
  );
}

/** Submits a purchase; on success the list (keyed like it) is read again. */
export function useSubmitPurchase() {
  return useSWRMutation(PURCHASES_KEY, (_key: string, { arg }: { arg: PurchaseSubmitInput }) => submitPurchase(arg));
}
