import type { AffiliatePage } from '@prop/contracts/affiliates';
import { affiliatesEndpoints } from '@prop/contracts/endpoints/affiliates';
import { urlOf } from '@prop/contracts/endpoints/define';
import { apiRequest } from '@prop/web-client/api-fetch';
import useSWR from 'swr';

export const AFFILIATE_KEY = urlOf(affiliatesEndpoints.getAffiliate);

/** GET /api/affiliate: the trader's referral link and figures; `affiliate` is null until they join. */
export function useAffiliate() {
  return useSWR(AFFILIATE_KEY, () => apiRequest<AffiliatePage>('GET', AFFILIATE_KEY));
}
