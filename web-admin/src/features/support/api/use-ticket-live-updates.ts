import type { RealtimeMessage } from '@prop/contracts/realtime';
import { isTicketMessage } from '@prop/contracts/support';
import { useRealtime } from '@prop/web-client/use-realtime';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { supportTicketsKey } from './get-support-tickets.ts';

/**
 * Re-reads the ticket list as soon as the gateway pushes `ticket_created`, `ticket_reply` or
 * `ticket_status_update` (from any trader or admin); the 30 s refresh covers a socket that is down.
 */
export function useTicketLiveUpdates() {
  const { mutate } = useSWRConfig();
  const onMessage = useCallback(
    (message: RealtimeMessage) => {
      if (isTicketMessage(message)) void mutate(supportTicketsKey);
    },
    [mutate],
  );
  return useRealtime('admin', true, onMessage);
}
