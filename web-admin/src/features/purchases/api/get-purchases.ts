import { billingEndpoints } from '@prop/contracts/endpoints/billing';
import { urlOf } from '@prop/contracts/endpoints/define';
import type { AdminPurchaseList } from '@prop/contracts/purchase';
import useSWR from 'swr';
import { callEndpoint } from '../../../shared/api/endpoints.ts';

export const adminPurchasesKey = urlOf(billingEndpoints.getAdminPurchases);

export function getAdminPurchases(): Promise<AdminPurchaseList> {
  return callEndpoint<AdminPurchaseList>(billingEndpoints.getAdminPurchases, adminPurchasesKey);
}

export function useAdminPurchases() {
  return useSWR(adminPurchasesKey, getAdminPurchases);
}
