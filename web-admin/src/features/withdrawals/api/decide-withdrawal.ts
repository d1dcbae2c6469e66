import type { WithdrawalDecision, WithdrawalRequest } from '@prop/contracts/withdrawal';
import { apiRequest } from '@prop/web-client/api-fetch';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { revalidatePaths } from '../../../lib/revalidate.ts';
import { withdrawalRequestsKey } from './get-withdrawal-requests.ts';
import { userWithdrawalsPrefix } from './get-user-withdrawals.ts';

export const decideWithdrawalKey = 'PUT /api/admin/withdrawal';

export interface DecideWithdrawalArgs extends WithdrawalDecision {
  id: string;
}

export function decideWithdrawal({ id, ...decision }: DecideWithdrawalArgs): Promise<WithdrawalRequest> {
  return apiRequest<WithdrawalRequest>('PUT', `/api/admin/withdrawal/${encodeURIComponent(id)}`, decision);
}

/** Approves or rejects a request, then refreshes every withdrawal list (spec section 7). */
export function useDecideWithdrawal() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    decideWithdrawalKey,
    (_key: string, { arg }: { arg: DecideWithdrawalArgs }) => decideWithdrawal(arg),
    { onSuccess: () => void revalidatePaths(mutate, withdrawalRequestsKey, userWithdrawalsPrefix) },
  );
}
