import type { AdminPurchaseList } from '@prop/contracts/purchase';
import { apiRequest } from '@prop/web-client/api-fetch';
import useSWR from 'swr';

export const adminPurchasesKey = '/api/admin/purchases';

export function getAdminPurchases(): Promise<AdminPurchaseList> {
  return apiRequest<AdminPurchaseList>('GET', adminPurchasesKey);
}

/** Pending and processed purchases with the approved revenue; read again after every decision and push. */
export function useAdminPurchases() {
  return useSWR(adminPurchasesKey, getAdminPurchases);
}
