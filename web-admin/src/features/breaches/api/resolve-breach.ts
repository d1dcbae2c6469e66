import { apiRequest } from '@prop/web-client/api-fetch';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { revalidatePaths } from '../../../lib/revalidate.ts';
import { drawdownBreachesKey } from './get-drawdown-breaches.ts';

export const resolveBreachKey = 'POST /api/admin/resolve-breach';

export interface ResolveBreachArgs {
  breachId: string;
  adminNotes?: string;
}

export function resolveBreach(args: ResolveBreachArgs): Promise<unknown> {
  return apiRequest<unknown>('POST', '/api/admin/resolve-breach', args);
}

/** Resolves a breach (with optional notes), then refreshes the breaches list. */
export function useResolveBreach() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(resolveBreachKey, (_key: string, { arg }: { arg: ResolveBreachArgs }) => resolveBreach(arg), {
    onSuccess: () => void revalidatePaths(mutate, drawdownBreachesKey),
  });
}
