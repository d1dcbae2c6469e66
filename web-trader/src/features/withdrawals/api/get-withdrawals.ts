import { urlOf } from '@prop/contracts/endpoints/define';
import { payoutsEndpoints } from '@prop/contracts/endpoints/payouts';
import type { WithdrawalRequest } from '@prop/contracts/withdrawal';
import { getJson } from '@prop/web-client/api-fetch';
import useSWR from 'swr';

export const WITHDRAWALS_KEY = urlOf(payoutsEndpoints.getWithdrawalRequests);

/** GET /api/withdrawal/requests: the trader's own requests, newest first. */
export function getWithdrawals(): Promise<WithdrawalRequest[] | null> {
  return getJson<WithdrawalRequest[]>(WITHDRAWALS_KEY);
}

/** Re-read after a submission and on every `withdrawal_update` push (see the dashboard's live updates). */
export function useWithdrawals(enabled = true) {
  return useSWR(enabled ? WITHDRAWALS_KEY : null, getWithdrawals);
}
