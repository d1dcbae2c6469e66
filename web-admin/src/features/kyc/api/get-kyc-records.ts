import type { KycRecord } from '@prop/contracts/kyc';
import { apiRequest } from '@prop/web-client/api-fetch';
import useSWR from 'swr';

export const kycRecordsKey = '/api/admin/kyc';

export function getKycRecords(): Promise<KycRecord[]> {
  return apiRequest<KycRecord[]>('GET', kycRecordsKey);
}

export function useKycRecords() {
  return useSWR(kycRecordsKey, getKycRecords);
}
