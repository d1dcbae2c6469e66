import { TIMINGS } from '@prop/contracts/constants';
import type { AdminTicketList } from '@prop/contracts/support';
import { apiRequest } from '@prop/web-client/api-fetch';
import useSWR from 'swr';

export const supportTicketsKey = '/api/admin/support/tickets';

/** Every ticket not closed, newest first, with the counts by status (closed included). */
export function getSupportTickets(): Promise<AdminTicketList> {
  return apiRequest<AdminTicketList>('GET', supportTicketsKey);
}

/** Re-read every 30 s (spec section 9) and on every ticket message over /ws. */
export function useSupportTickets() {
  return useSWR(supportTicketsKey, getSupportTickets, { refreshInterval: TIMINGS.ticketsPollMs });
}

export const ticketPath = (id: string) => `${supportTicketsKey}/${encodeURIComponent(id)}`;
