import type { AdminPurchase, PurchaseDecisionInput } from '@prop/contracts/purchase';
import { billingEndpoints } from '@prop/contracts/endpoints/billing';
import { urlOf } from '@prop/contracts/endpoints/define';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { callEndpoint, mutationKeyOf } from '../../../shared/api/endpoints.ts';
import { refreshAfterLinkChange } from '../../../shared/api/refresh-after-link-change.ts';
import { adminPurchasesKey } from './get-purchases.ts';

export const decidePurchaseKey = mutationKeyOf(billingEndpoints.patchAdminPurchasesById);

export interface DecidePurchaseArgs extends PurchaseDecisionInput {
  id: string;
}

export function decidePurchase({ id, ...decision }: DecidePurchaseArgs): Promise<AdminPurchase> {
  const endpoint = billingEndpoints.patchAdminPurchasesById;
  return callEndpoint<AdminPurchase>(endpoint, urlOf(endpoint, { id }), decision);
}

/**
 * Sets a purchase's status and notes, then refreshes the purchases. Approving also refreshes the
 * account and user data (docs/product-rules.md §4): the approval links the buyer to a freshly funded account.
 */
export function useDecidePurchase() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    decidePurchaseKey,
    (_key: string, { arg }: { arg: DecidePurchaseArgs }) => decidePurchase(arg),
    {
      onSuccess: (purchase) => {
        void mutate(adminPurchasesKey);
        if (purchase.status === 'approved')
          void refreshAfterLinkChange(mutate, { userId: purchase.userId, linked: true });
      },
    },
  );
}
