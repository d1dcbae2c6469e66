import type { DrawdownBreach } from '@prop/contracts/breach';
import { breachResolved } from '@prop/contracts/events/risk';
import type { RealtimeMessage } from '@prop/contracts/realtime';
import { useRealtime } from '@prop/web-client/use-realtime';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { atRiskAccountsKey } from './get-at-risk-accounts.ts';
import { drawdownBreachesKey } from './get-drawdown-breaches.ts';

/**
 * Applies a `breach_update` push to the breaches list: a breach that left the active list (resolved
 * or deleted) is dropped from the cache at once, without a read; a new breach is read once (the push
 * does not carry the trader's name and email the list shows), so it appears within a second of
 * detection rather than at the next poll. A warning raised or a breach changed reads the at-risk list
 * again: a breached account leaves it, a reversed one may return.
 */
export function useBreachLiveUpdates() {
  const { mutate } = useSWRConfig();
  const onMessage = useCallback(
    (message: RealtimeMessage) => {
      if (message.type === 'risk_warning' || message.type === 'breach_update') void mutate(atRiskAccountsKey);
      if (message.type !== 'breach_update') return;
      const resolved = breachResolved.data.safeParse(message.data);
      if (resolved.success) {
        const { breachId } = resolved.data;
        void mutate<DrawdownBreach[]>(
          drawdownBreachesKey,
          (breaches) => breaches?.filter((breach) => breach.id !== breachId),
          { revalidate: false },
        );
      } else {
        void mutate(drawdownBreachesKey);
      }
    },
    [mutate],
  );
  return useRealtime('admin', true, onMessage);
}
