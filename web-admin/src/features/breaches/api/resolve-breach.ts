import { urlOf } from '@prop/contracts/endpoints/define';
import { riskEndpoints } from '@prop/contracts/endpoints/risk';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { revalidatePaths } from '../../../lib/revalidate.ts';
import { callEndpoint, mutationKeyOf } from '../../../shared/api/endpoints.ts';
import { drawdownBreachesKey } from './get-drawdown-breaches.ts';

export const resolveBreachKey = mutationKeyOf(riskEndpoints.postAdminResolveBreach);

export interface ResolveBreachArgs {
  breachId: string;
  adminNotes?: string;
}

export function resolveBreach(args: ResolveBreachArgs): Promise<unknown> {
  return callEndpoint<unknown>(riskEndpoints.postAdminResolveBreach, urlOf(riskEndpoints.postAdminResolveBreach), args);
}

/** Resolves a breach (with optional notes), then refreshes the breaches list. */
export function useResolveBreach() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(resolveBreachKey, (_key: string, { arg }: { arg: ResolveBreachArgs }) => resolveBreach(arg), {
    onSuccess: () => void revalidatePaths(mutate, drawdownBreachesKey),
  });
}
