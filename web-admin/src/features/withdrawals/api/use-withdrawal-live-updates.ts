import type { RealtimeMessage } from '@prop/contracts/realtime';
import { useRealtime } from '@prop/web-client/use-realtime';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { revalidatePaths } from '../../../lib/revalidate.ts';
import { withdrawalRequestsKey } from './get-withdrawal-requests.ts';
import { userWithdrawalsPrefix } from './get-user-withdrawals.ts';

/**
 * Re-reads the withdrawal lists as soon as the gateway pushes a `withdrawal_update` (a request
 * made or decided, by anyone); the 5 s refresh covers a socket that is down. Mount once per screen.
 */
export function useWithdrawalLiveUpdates() {
  const { mutate } = useSWRConfig();
  const onMessage = useCallback(
    (message: RealtimeMessage) => {
      if (message.type === 'withdrawal_update')
        void revalidatePaths(mutate, withdrawalRequestsKey, userWithdrawalsPrefix);
    },
    [mutate],
  );
  return useRealtime('admin', true, onMessage);
}
