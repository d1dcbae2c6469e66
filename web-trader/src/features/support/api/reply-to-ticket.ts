import { urlOf } from '@prop/contracts/endpoints/define';
import { supportEndpoints } from '@prop/contracts/endpoints/support';
import type { SupportTicket } from '@prop/contracts/support';
import { apiRequest } from '@prop/web-client/api-fetch';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { TICKETS_KEY } from './get-tickets.ts';

export interface TicketReplyArgs {
  ticketId: string;
  message: string;
}

export function replyToTicket({ ticketId, message }: TicketReplyArgs): Promise<SupportTicket> {
  return apiRequest<SupportTicket>(
    supportEndpoints.postSupportTicketsByTicketIdReply.method,
    urlOf(supportEndpoints.postSupportTicketsByTicketIdReply, { ticketId }),
    { message },
  );
}

/** Adds the trader's reply to their ticket; success re-fetches the ticket list (docs/product-rules.md §7). */
export function useReplyToTicket() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    `POST ${TICKETS_KEY}/reply`,
    (_key: string, { arg }: { arg: TicketReplyArgs }) => replyToTicket(arg),
    { onSuccess: () => void mutate(TICKETS_KEY) },
  );
}
