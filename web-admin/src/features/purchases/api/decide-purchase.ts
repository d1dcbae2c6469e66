import type { AdminPurchase, PurchaseDecisionInput } from '@prop/contracts/purchase';
import { apiRequest } from '@prop/web-client/api-fetch';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { refreshAfterLinkChange } from '../../mt5/api/refresh-after-link-change.ts';
import { adminPurchasesKey } from './get-purchases.ts';

export const decidePurchaseKey = 'PATCH /api/admin/purchases';

export interface DecidePurchaseArgs extends PurchaseDecisionInput {
  id: string;
}

export function decidePurchase({ id, ...decision }: DecidePurchaseArgs): Promise<AdminPurchase> {
  return apiRequest<AdminPurchase>('PATCH', `/api/admin/purchases/${encodeURIComponent(id)}`, decision);
}

/**
 * Sets a purchase's status and notes, then refreshes the purchases. Approving also refreshes the
 * account and user data (spec section 4): the approval links the buyer to a freshly funded account.
 */
export function useDecidePurchase() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    decidePurchaseKey,
    (_key: string, { arg }: { arg: DecidePurchaseArgs }) => decidePurchase(arg),
    {
      onSuccess: (purchase) => {
        void mutate(adminPurchasesKey);
        if (purchase.status === 'approved') refreshAfterLinkChange(mutate);
      },
    },
  );
}
