import type { RealtimeMessage } from '@prop/contracts/realtime';
import { useRealtime } from '@prop/web-client/use-realtime';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { PURCHASES_KEY } from './get-purchases.ts';

/**
 * Re-reads the trader's purchases as soon as the gateway pushes a `purchase_update` (one created,
 * decided by an admin, or paid by card); the gateway sends a trader only their own. Mount once per page.
 */
export function usePurchaseLiveUpdates(enabled = true) {
  const { mutate } = useSWRConfig();
  const onMessage = useCallback(
    (message: RealtimeMessage) => {
      if (message.type === 'purchase_update') void mutate(PURCHASES_KEY);
    },
    [mutate],
  );
  return useRealtime('trader', enabled, onMessage);
}
