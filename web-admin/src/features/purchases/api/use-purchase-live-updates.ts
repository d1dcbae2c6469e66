import type { RealtimeMessage } from '@prop/contracts/realtime';
import { useRealtime } from '@prop/web-client/use-realtime';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { adminPurchasesKey } from './get-purchases.ts';

/**
 * Re-reads the purchases as soon as the gateway pushes a `purchase_update`: a trader submitted one,
 * another admin decided one, or Stripe confirmed a card payment. Mount once per screen.
 */
export function usePurchaseLiveUpdates() {
  const { mutate } = useSWRConfig();
  const onMessage = useCallback(
    (message: RealtimeMessage) => {
      if (message.type === 'purchase_update') void mutate(adminPurchasesKey);
    },
    [mutate],
  );
  return useRealtime('admin', true, onMessage);
}
