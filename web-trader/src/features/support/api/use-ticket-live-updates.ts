import type { RealtimeMessage } from '@prop/contracts/realtime';
import { isTicketMessage } from '@prop/contracts/support';
import { useRealtime } from '@prop/web-client/use-realtime';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { TICKETS_KEY } from './get-tickets.ts';

/**
 * Re-reads the trader's tickets as soon as the gateway pushes `ticket_created`, `ticket_reply` or
 * `ticket_status_update` (it sends a trader only those of their own tickets). Mount once per page.
 */
export function useTicketLiveUpdates() {
  const { mutate } = useSWRConfig();
  const onMessage = useCallback(
    (message: RealtimeMessage) => {
      if (isTicketMessage(message)) void mutate(TICKETS_KEY);
    },
    [mutate],
  );
  return useRealtime('trader', true, onMessage);
}
