import type { KycRecord } from '@prop/contracts/kyc';
import { urlOf } from '@prop/contracts/endpoints/define';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import useSWR from 'swr';
import { callEndpoint } from '../../../shared/api/endpoints.ts';

export const kycRecordsKey = urlOf(identityEndpoints.getAdminKyc);

export function getKycRecords(): Promise<KycRecord[]> {
  return callEndpoint<KycRecord[]>(identityEndpoints.getAdminKyc, kycRecordsKey);
}

export function useKycRecords() {
  return useSWR(kycRecordsKey, getKycRecords);
}
