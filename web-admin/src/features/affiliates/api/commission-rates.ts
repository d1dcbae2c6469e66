import type { CommissionRates, CommissionRatesInput } from '@prop/contracts/affiliates';
import { affiliatesEndpoints } from '@prop/contracts/endpoints/affiliates';
import { urlOf } from '@prop/contracts/endpoints/define';
import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { callEndpoint, mutationKeyOf } from '../../../shared/api/endpoints.ts';

export const commissionRatesKey = urlOf(affiliatesEndpoints.getAdminAffiliateCommissionRates);
const save = affiliatesEndpoints.putAdminAffiliateCommissionRates;

/** GET /api/admin/affiliates/commission-rates: the default rate and each program's or tier's. */
export function useCommissionRates() {
  return useSWR(commissionRatesKey, (key: string) =>
    callEndpoint<CommissionRates>(affiliatesEndpoints.getAdminAffiliateCommissionRates, key),
  );
}

/** Replaces every rate; the answer (the rates now in force) becomes the form's data. */
export function useSaveCommissionRates() {
  return useSWRMutation(mutationKeyOf(save), (_key: string, { arg }: { arg: CommissionRatesInput }) =>
    callEndpoint<CommissionRates & { message: string }>(save, urlOf(save), arg),
  );
}
