import { TIMINGS } from '@prop/contracts/constants';
import type { AdminTicketList } from '@prop/contracts/support';
import { urlOf } from '@prop/contracts/endpoints/define';
import { supportEndpoints } from '@prop/contracts/endpoints/support';
import useSWR from 'swr';
import { callEndpoint } from '../../../shared/api/endpoints.ts';

export const supportTicketsKey = urlOf(supportEndpoints.getAdminSupportTickets);

/** Every ticket not closed, newest first, with the counts by status (closed included). */
export function getSupportTickets(): Promise<AdminTicketList> {
  return callEndpoint<AdminTicketList>(supportEndpoints.getAdminSupportTickets, supportTicketsKey);
}

/** Re-read every 30 s (docs/product-rules.md §9) and on every ticket message over /ws. */
export function useSupportTickets() {
  return useSWR(supportTicketsKey, getSupportTickets, { refreshInterval: TIMINGS.ticketsPollMs });
}
