import { urlOf } from '@prop/contracts/endpoints/define';
import { supportEndpoints } from '@prop/contracts/endpoints/support';
import { TIMINGS } from '@prop/contracts/constants';
import type { SupportTicket } from '@prop/contracts/support';
import { apiRequest } from '@prop/web-client/api-fetch';
import useSWR from 'swr';

export const TICKETS_KEY = urlOf(supportEndpoints.getSupportTickets);

/** GET /api/support/tickets: the trader's own tickets, newest first, each with its replies. */
export function getTickets(): Promise<SupportTicket[]> {
  return apiRequest<SupportTicket[]>('GET', TICKETS_KEY);
}

/** The trader's tickets, re-read every 30 s (docs/product-rules.md §9) and on every ticket message over /ws. */
export function useTickets() {
  return useSWR(TICKETS_KEY, getTickets, { refreshInterval: TIMINGS.ticketsPollMs });
}
