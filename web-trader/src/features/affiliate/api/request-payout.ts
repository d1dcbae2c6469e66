import type { AffiliatePage } from '@prop/contracts/affiliates';
import { affiliatesEndpoints } from '@prop/contracts/endpoints/affiliates';
import { urlOf } from '@prop/contracts/endpoints/define';
import { apiRequest } from '@prop/web-client/api-fetch';
import useSWRMutation from 'swr/mutation';
import { AFFILIATE_KEY } from './get-affiliate.ts';

/** POST /api/affiliate/payout: reserves the whole available commission; the answer becomes the page's data. */
export function useRequestPayout() {
  return useSWRMutation(
    AFFILIATE_KEY,
    () =>
      apiRequest<AffiliatePage>(
        affiliatesEndpoints.postAffiliatePayout.method,
        urlOf(affiliatesEndpoints.postAffiliatePayout),
      ),
    { populateCache: true, revalidate: false },
  );
}
