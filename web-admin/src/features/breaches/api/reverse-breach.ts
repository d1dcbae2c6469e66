import { urlOf } from '@prop/contracts/endpoints/define';
import { riskEndpoints } from '@prop/contracts/endpoints/risk';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { revalidatePaths } from '../../../lib/revalidate.ts';
import { callEndpoint, mutationKeyOf } from '../../../shared/api/endpoints.ts';
import { atRiskAccountsKey } from './get-at-risk-accounts.ts';
import { drawdownBreachesKey } from './get-drawdown-breaches.ts';

interface ServerMessage {
  message: string;
}

export interface RequestReversalArgs {
  breachId: string;
  reason: string;
}

export interface ApproveReversalArgs {
  breachId: string;
  notes?: string;
}

export function requestReversal({ breachId, reason }: RequestReversalArgs): Promise<ServerMessage> {
  const endpoint = riskEndpoints.postAdminDrawdownBreachesByIdReversal;
  return callEndpoint<ServerMessage>(endpoint, urlOf(endpoint, { id: breachId }), { reason });
}

export function approveReversal({ breachId, notes }: ApproveReversalArgs): Promise<ServerMessage> {
  const endpoint = riskEndpoints.postAdminDrawdownBreachesByIdReversalApprove;
  return callEndpoint<ServerMessage>(endpoint, urlOf(endpoint, { id: breachId }), notes ? { notes } : {});
}

/** Refreshes the breaches (and their evidence) and the at-risk list: a reversed account trades on. */
function useRefreshAfterReversal() {
  const { mutate } = useSWRConfig();
  return () => void revalidatePaths(mutate, drawdownBreachesKey, atRiskAccountsKey);
}

/** The first admin asks to reverse a breach, saying why. */
export function useRequestReversal() {
  const onSuccess = useRefreshAfterReversal();
  return useSWRMutation(
    mutationKeyOf(riskEndpoints.postAdminDrawdownBreachesByIdReversal),
    (_key: string, { arg }: { arg: RequestReversalArgs }) => requestReversal(arg),
    { onSuccess },
  );
}

/** A second, different admin approves the waiting reversal. */
export function useApproveReversal() {
  const onSuccess = useRefreshAfterReversal();
  return useSWRMutation(
    mutationKeyOf(riskEndpoints.postAdminDrawdownBreachesByIdReversalApprove),
    (_key: string, { arg }: { arg: ApproveReversalArgs }) => approveReversal(arg),
    { onSuccess },
  );
}
