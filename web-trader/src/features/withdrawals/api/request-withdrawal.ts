import { urlOf } from '@prop/contracts/endpoints/define';
import { payoutsEndpoints } from '@prop/contracts/endpoints/payouts';
import type { WithdrawalRequest, WithdrawalSubmitInput } from '@prop/contracts/withdrawal';
import { apiRequest } from '@prop/web-client/api-fetch';
import useSWRMutation from 'swr/mutation';
import { WITHDRAWALS_KEY } from './get-withdrawals.ts';

export interface WithdrawalSubmission {
  payload: WithdrawalSubmitInput;
  /** One per submission attempt, the same on a retry of it: the server then answers with the first result. */
  idempotencyKey: string;
}

/** POST /api/withdrawal/request with its `Idempotency-Key` header. */
export function requestWithdrawal({ payload, idempotencyKey }: WithdrawalSubmission): Promise<WithdrawalRequest> {
  return apiRequest<WithdrawalRequest>(
    payoutsEndpoints.postWithdrawalRequest.method,
    urlOf(payoutsEndpoints.postWithdrawalRequest),
    payload,
    {
      'Idempotency-Key': idempotencyKey,
    },
  );
}

/** Submits a request; on success the list (keyed like it) is read again. */
export function useRequestWithdrawal() {
  return useSWRMutation(WITHDRAWALS_KEY, (_key: string, { arg }: { arg: WithdrawalSubmission }) =>
    requestWithdrawal(arg),
  );
}
