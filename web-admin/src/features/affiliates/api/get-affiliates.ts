import type { AdminAffiliate } from '@prop/contracts/affiliates';
import { affiliatesEndpoints } from '@prop/contracts/endpoints/affiliates';
import { urlOf } from '@prop/contracts/endpoints/define';
import useSWR from 'swr';
import { callEndpoint } from '../../../shared/api/endpoints.ts';

export const affiliatesKey = urlOf(affiliatesEndpoints.getAdminAffiliates);

/** GET /api/admin/affiliates: every affiliate with the figures they see themselves. */
export function useAffiliates() {
  return useSWR(affiliatesKey, (key: string) =>
    callEndpoint<AdminAffiliate[]>(affiliatesEndpoints.getAdminAffiliates, key),
  );
}
