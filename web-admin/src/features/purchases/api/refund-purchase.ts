import type { AdminPurchase, PurchaseRefundInput } from '@prop/contracts/purchase';
import { billingEndpoints } from '@prop/contracts/endpoints/billing';
import { urlOf } from '@prop/contracts/endpoints/define';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { callEndpoint, mutationKeyOf } from '../../../shared/api/endpoints.ts';
import { adminPurchasesKey } from './get-purchases.ts';

export const refundPurchaseKey = mutationKeyOf(billingEndpoints.postAdminPurchasesByIdRefund);

export type RefundPurchaseArgs = PurchaseRefundInput & { id: string };

export function refundPurchase({ id, ...refund }: RefundPurchaseArgs): Promise<AdminPurchase> {
  const endpoint = billingEndpoints.postAdminPurchasesByIdRefund;
  return callEndpoint<AdminPurchase>(endpoint, urlOf(endpoint, { id }), refund);
}

/** Gives money back to the buyer's card through Stripe, then refreshes the purchases. */
export function useRefundPurchase() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    refundPurchaseKey,
    (_key: string, { arg }: { arg: RefundPurchaseArgs }) => refundPurchase(arg),
    { onSuccess: () => void mutate(adminPurchasesKey) },
  );
}

/** GET /api/admin/purchases/{id}/receipt: the PDF receipt of a paid purchase, as the buyer gets it. */
export function adminReceiptUrl(purchaseId: string): string {
  return urlOf(billingEndpoints.getAdminPurchasesByIdReceipt, { id: purchaseId });
}
