import type { KycRecord } from '@prop/contracts/kyc';
import { apiRequest } from '@prop/web-client/api-fetch';
import useSWR from 'swr';

export function userKycKey(userId: string): string {
  return `/api/admin/user/kyc/${encodeURIComponent(userId)}`;
}

export function getUserKyc(key: string): Promise<KycRecord> {
  return apiRequest<KycRecord>('GET', key);
}

/** One user's KYC record; a 404 error means nothing was submitted yet. */
export function useUserKyc(userId: string) {
  return useSWR(userKycKey(userId), getUserKyc);
}
