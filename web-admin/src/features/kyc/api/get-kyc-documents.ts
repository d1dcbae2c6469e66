import type { KycDocument } from '@prop/contracts/kyc';
import { urlOf } from '@prop/contracts/endpoints/define';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import useSWR from 'swr';
import { callEndpoint } from '../../../shared/api/endpoints.ts';

/** Under /api/admin/kyc, so a KYC decision's refresh of that prefix re-reads it too. */
export function kycDocumentsKey(userId: string): string {
  return urlOf(identityEndpoints.getAdminKycByUserIdDocuments, { userId });
}

export function getKycDocuments(key: string): Promise<KycDocument[]> {
  return callEndpoint<KycDocument[]>(identityEndpoints.getAdminKycByUserIdDocuments, key);
}

/** The documents kept for one user: identity document first, then proof of address. */
export function useKycDocuments(userId: string) {
  return useSWR(kycDocumentsKey(userId), getKycDocuments);
}
