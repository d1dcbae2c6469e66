import { urlOf } from '@prop/contracts/endpoints/define';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import type { TraderKyc } from '@prop/contracts/kyc';
import { getJson } from '@prop/web-client/api-fetch';
import useSWR from 'swr';

export const KYC_KEY = urlOf(identityEndpoints.getKyc);

export function getKyc(): Promise<TraderKyc | null> {
  return getJson<TraderKyc>(KYC_KEY);
}

export function useKyc() {
  return useSWR(KYC_KEY, getKyc);
}
