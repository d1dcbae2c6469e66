import { TIMINGS } from '@prop/contracts/constants';
import type { WithdrawalRequest } from '@prop/contracts/withdrawal';
import { urlOf } from '@prop/contracts/endpoints/define';
import { payoutsEndpoints } from '@prop/contracts/endpoints/payouts';
import useSWR from 'swr';
import { callEndpoint } from '../../../shared/api/endpoints.ts';

export const withdrawalRequestsKey = urlOf(payoutsEndpoints.getAdminWithdrawalRequests);

export function getWithdrawalRequests(): Promise<WithdrawalRequest[]> {
  return callEndpoint<WithdrawalRequest[]>(payoutsEndpoints.getAdminWithdrawalRequests, withdrawalRequestsKey);
}

/** Pending requests (oldest first) then processed ones, refreshed every 5 s (docs/product-rules.md §9) and on every push. */
export function useWithdrawalRequests() {
  return useSWR(withdrawalRequestsKey, getWithdrawalRequests, { refreshInterval: TIMINGS.withdrawalsPollMs });
}
