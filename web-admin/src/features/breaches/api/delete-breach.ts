import { urlOf } from '@prop/contracts/endpoints/define';
import { riskEndpoints } from '@prop/contracts/endpoints/risk';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { revalidatePaths } from '../../../lib/revalidate.ts';
import { callEndpoint, mutationKeyOf } from '../../../shared/api/endpoints.ts';
import { drawdownBreachesKey } from './get-drawdown-breaches.ts';

export const deleteBreachKey = mutationKeyOf(riskEndpoints.deleteAdminDrawdownBreachesById);

export function deleteBreach(breachId: string): Promise<unknown> {
  const endpoint = riskEndpoints.deleteAdminDrawdownBreachesById;
  return callEndpoint<unknown>(endpoint, urlOf(endpoint, { id: breachId }));
}

/** Deletes a breach, then refreshes the breaches list. */
export function useDeleteBreach() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(deleteBreachKey, (_key: string, { arg }: { arg: string }) => deleteBreach(arg), {
    onSuccess: () => void revalidatePaths(mutate, drawdownBreachesKey),
  });
}
