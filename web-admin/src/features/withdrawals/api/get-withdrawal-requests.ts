import { TIMINGS } from '@prop/contracts/constants';
import type { WithdrawalRequest } from '@prop/contracts/withdrawal';
import { apiRequest } from '@prop/web-client/api-fetch';
import useSWR from 'swr';

export const withdrawalRequestsKey = '/api/admin/withdrawal-requests';

export function getWithdrawalRequests(): Promise<WithdrawalRequest[]> {
  return apiRequest<WithdrawalRequest[]>('GET', withdrawalRequestsKey);
}

/** Pending requests (oldest first) then processed ones, refreshed every 5 s (spec section 9) and on every push. */
export function useWithdrawalRequests() {
  return useSWR(withdrawalRequestsKey, getWithdrawalRequests, { refreshInterval: TIMINGS.withdrawalsPollMs });
}
