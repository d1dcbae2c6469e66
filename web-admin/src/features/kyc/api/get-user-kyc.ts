import type { KycRecord } from '@prop/contracts/kyc';
import { urlOf } from '@prop/contracts/endpoints/define';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import useSWR from 'swr';
import { callEndpoint } from '../../../shared/api/endpoints.ts';

export function userKycKey(userId: string): string {
  return urlOf(identityEndpoints.getAdminUserKycById, { id: userId });
}

export function getUserKyc(key: string): Promise<KycRecord> {
  return callEndpoint<KycRecord>(identityEndpoints.getAdminUserKycById, key);
}

/** One user's KYC record; a 404 error means nothing was submitted yet. */
export function useUserKyc(userId: string) {
  return useSWR(userKycKey(userId), getUserKyc);
}
