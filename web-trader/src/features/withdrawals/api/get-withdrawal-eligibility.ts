import { urlOf } from '@prop/contracts/endpoints/define';
import { payoutsEndpoints } from '@prop/contracts/endpoints/payouts';
import type { WithdrawalEligibility } from '@prop/contracts/withdrawal';
import { getJson } from '@prop/web-client/api-fetch';
import useSWR from 'swr';

export const WITHDRAWAL_ELIGIBILITY_KEY = urlOf(payoutsEndpoints.getWithdrawalEligibility);

/** Trading days and violations change with deals, which the card does not follow: read them this often too. */
const ELIGIBILITY_REFRESH_MS = 60_000;

/** GET /api/withdrawal/eligibility: each condition the server checks on a request, met or not. */
export function getWithdrawalEligibility(): Promise<WithdrawalEligibility | null> {
  return getJson<WithdrawalEligibility>(WITHDRAWAL_ELIGIBILITY_KEY);
}

/**
 * Read again whenever `refreshOn` changes (see `eligibilityRefreshKey`), keeping the list shown
 * meanwhile, and every minute.
 */
export function useWithdrawalEligibility(refreshOn: string) {
  return useSWR([WITHDRAWAL_ELIGIBILITY_KEY, refreshOn], getWithdrawalEligibility, {
    keepPreviousData: true,
    refreshInterval: ELIGIBILITY_REFRESH_MS,
  });
}
