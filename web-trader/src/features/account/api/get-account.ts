import type { TradingAccount } from '@prop/contracts/account';
import { TIMINGS } from '@prop/contracts/constants';
import type { RealtimeMessage } from '@prop/contracts/realtime';
import { ApiError, getJson } from '@prop/web-client/api-fetch';
import { useRealtime } from '@prop/web-client/use-realtime';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { KYC_KEY } from '../../kyc/api/get-kyc.ts';
import { WITHDRAWALS_KEY } from '../../withdrawals/api/get-withdrawals.ts';

export const ACCOUNT_KEY = '/api/account';

/** GET /api/account; a 404 means no trading account is linked yet and reads as `null`. */
export async function getAccount(): Promise<TradingAccount | null> {
  try {
    return await getJson<TradingAccount>(ACCOUNT_KEY);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The trader's trading account, polled every second (spec section 9). */
export function useAccount(enabled = true) {
  return useSWR(enabled ? ACCOUNT_KEY : null, getAccount, { refreshInterval: TIMINGS.accountPollMs });
}

/**
 * The dashboard's one /ws socket: re-reads the account as soon as the gateway pushes an
 * `account_update`, the withdrawal list on a `withdrawal_update` and the KYC state on a
 * `kyc_update`; mount once per page.
 */
export function useAccountLiveUpdates(enabled: boolean) {
  const { mutate } = useSWRConfig();
  const onMessage = useCallback(
    (message: RealtimeMessage) => {
      if (message.type === 'account_update') void mutate(ACCOUNT_KEY);
      if (message.type === 'withdrawal_update') void mutate(WITHDRAWALS_KEY);
      if (message.type === 'kyc_update') void mutate(KYC_KEY);
    },
    [mutate],
  );
  return useRealtime('trader', enabled, onMessage);
}
