import { urlOf } from '@prop/contracts/endpoints/define';
import { payoutsEndpoints } from '@prop/contracts/endpoints/payouts';
import type { WithdrawalWindow } from '@prop/contracts/withdrawal';
import { getJson } from '@prop/web-client/api-fetch';
import useSWR from 'swr';

export const WITHDRAWAL_WINDOW_KEY = urlOf(payoutsEndpoints.getWithdrawalWindow);

/** The day turns at midnight in the firm's time zone; a minute late is soon enough for a button. */
const WINDOW_REFRESH_MS = 60_000;

/** GET /api/withdrawal/window: whether today is the withdrawal day, on the server's clock and calendar. */
export function getWithdrawalWindow(): Promise<WithdrawalWindow | null> {
  return getJson<WithdrawalWindow>(WITHDRAWAL_WINDOW_KEY);
}

export function useWithdrawalWindow(enabled = true) {
  return useSWR(enabled ? WITHDRAWAL_WINDOW_KEY : null, getWithdrawalWindow, { refreshInterval: WINDOW_REFRESH_MS });
}
