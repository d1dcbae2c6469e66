import type { KycDocument } from '@prop/contracts/kyc';
import { apiRequest } from '@prop/web-client/api-fetch';
import useSWR from 'swr';

/** Under /api/admin/kyc, so a KYC decision's refresh of that prefix re-reads it too. */
export function kycDocumentsKey(userId: string): string {
  return `/api/admin/kyc/${encodeURIComponent(userId)}/documents`;
}

export function getKycDocuments(key: string): Promise<KycDocument[]> {
  return apiRequest<KycDocument[]>('GET', key);
}

/** The documents kept for one user: identity document first, then proof of address. */
export function useKycDocuments(userId: string) {
  return useSWR(kycDocumentsKey(userId), getKycDocuments);
}
