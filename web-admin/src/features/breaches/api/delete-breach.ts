import { apiRequest } from '@prop/web-client/api-fetch';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { revalidatePaths } from '../../../lib/revalidate.ts';
import { drawdownBreachesKey } from './get-drawdown-breaches.ts';

export const deleteBreachKey = 'DELETE /api/admin/drawdown-breaches';

export function deleteBreach(breachId: string): Promise<unknown> {
  return apiRequest<unknown>('DELETE', `${drawdownBreachesKey}/${encodeURIComponent(breachId)}`);
}

/** Deletes a breach, then refreshes the breaches list. */
export function useDeleteBreach() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(deleteBreachKey, (_key: string, { arg }: { arg: string }) => deleteBreach(arg), {
    onSuccess: () => void revalidatePaths(mutate, drawdownBreachesKey),
  });
}
