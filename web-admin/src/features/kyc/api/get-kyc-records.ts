import type { KycRecord } from '@prop/contracts/kyc';
import { urlOf } from '@prop/contracts/endpoints/define';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import useSWR from 'swr';
import { callEndpoint } from '../../../shared/api/endpoints.ts';

export const kycRecordsKey = urlOf(identityEndpoints.getAdminKyc);

export function getKycRecords(): Promise<KycRecord[]> {
  return callEndpoint<KycRecord[]>(identityEndpoints.getAdminKyc, kycRecordsKey);
}

/** The KYC records; not asked for when `enabled` is false (the admin's roles do not open them). */
export function useKycRecords(enabled = true) {
  return useSWR(enabled ? kycRecordsKey : null, getKycRecords);
}
