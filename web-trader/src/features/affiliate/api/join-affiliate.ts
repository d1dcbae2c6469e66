import type { AffiliatePage } from '@prop/contracts/affiliates';
import { affiliatesEndpoints } from '@prop/contracts/endpoints/affiliates';
import { apiRequest } from '@prop/web-client/api-fetch';
import useSWRMutation from 'swr/mutation';
import { AFFILIATE_KEY } from './get-affiliate.ts';

/** POST /api/affiliate: joins, and the answer (the new link and figures) becomes the page's data. */
export function useJoinAffiliate() {
  return useSWRMutation(
    AFFILIATE_KEY,
    () => apiRequest<AffiliatePage>(affiliatesEndpoints.postAffiliate.method, AFFILIATE_KEY),
    { populateCache: true, revalidate: false },
  );
}
