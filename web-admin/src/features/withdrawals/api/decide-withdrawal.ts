import type { WithdrawalDecision, WithdrawalRequest } from '@prop/contracts/withdrawal';
import { urlOf } from '@prop/contracts/endpoints/define';
import { payoutsEndpoints } from '@prop/contracts/endpoints/payouts';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { revalidatePaths } from '../../../lib/revalidate.ts';
import { callEndpoint, mutationKeyOf } from '../../../shared/api/endpoints.ts';
import { withdrawalRequestsKey } from './get-withdrawal-requests.ts';
import { userWithdrawalsPrefix } from './get-user-withdrawals.ts';

export const decideWithdrawalKey = mutationKeyOf(payoutsEndpoints.putAdminWithdrawalById);

export interface DecideWithdrawalArgs extends WithdrawalDecision {
  id: string;
}

export function decideWithdrawal({ id, ...decision }: DecideWithdrawalArgs): Promise<WithdrawalRequest> {
  const endpoint = payoutsEndpoints.putAdminWithdrawalById;
  return callEndpoint<WithdrawalRequest>(endpoint, urlOf(endpoint, { id }), decision);
}

/** Approves or rejects a request, then refreshes every withdrawal list (docs/product-rules.md §7). */
export function useDecideWithdrawal() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    decideWithdrawalKey,
    (_key: string, { arg }: { arg: DecideWithdrawalArgs }) => decideWithdrawal(arg),
    { onSuccess: () => void revalidatePaths(mutate, withdrawalRequestsKey, userWithdrawalsPrefix) },
  );
}
