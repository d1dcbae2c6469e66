import { urlOf } from '@prop/contracts/endpoints/define';
import { payoutsEndpoints } from '@prop/contracts/endpoints/payouts';
import type { WithdrawalEligibility } from '@prop/contracts/withdrawal';
import { getJson } from '@prop/web-client/api-fetch';
import useSWR from 'swr';

export const WITHDRAWAL_ELIGIBILITY_KEY = urlOf(payoutsEndpoints.getWithdrawalEligibility);

/** Trading days and violations change with deals, which the card does not follow: read them this often too. */
const ELIGIBILITY_REFRESH_MS = 60_000;

/**
 * A failed read is tried again soon (1 to 3 s, then twice as long each time, at most 4 times),
 * against the app's no-retry default: the list kept meanwhile is the one before the change that
 * asked for it (a request filed, the profit gone), and a 503 here is usually a risk partition
 * changing owner for a few seconds. Without this one failed read left it shown for a minute.
 */
const ELIGIBILITY_RETRY = { shouldRetryOnError: true, errorRetryInterval: 1000, errorRetryCount: 4 } as const;

/** GET /api/withdrawal/eligibility: each condition the server checks on a request, met or not. */
export function getWithdrawalEligibility(): Promise<WithdrawalEligibility | null> {
  return getJson<WithdrawalEligibility>(WITHDRAWAL_ELIGIBILITY_KEY);
}

/**
 * Read again whenever `refreshOn` changes (see `eligibilityRefreshKey`), keeping the list shown
 * meanwhile, and every minute; a failed read again within seconds.
 */
export function useWithdrawalEligibility(refreshOn: string) {
  return useSWR([WITHDRAWAL_ELIGIBILITY_KEY, refreshOn], getWithdrawalEligibility, {
    keepPreviousData: true,
    refreshInterval: ELIGIBILITY_REFRESH_MS,
    ...ELIGIBILITY_RETRY,
  });
}
