import { urlOf } from '@prop/contracts/endpoints/define';
import { supportEndpoints } from '@prop/contracts/endpoints/support';
import type { newTicketSchema, SupportTicket } from '@prop/contracts/support';
import { apiRequest } from '@prop/web-client/api-fetch';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { z } from 'zod';
import { TICKETS_KEY } from './get-tickets.ts';

export type NewTicketBody = z.output<typeof newTicketSchema>;

export const SUBMIT_TICKET_KEY = urlOf(supportEndpoints.postSupportTicket);

export function submitTicket(body: NewTicketBody): Promise<SupportTicket> {
  return apiRequest<SupportTicket>(supportEndpoints.postSupportTicket.method, SUBMIT_TICKET_KEY, body);
}

/** Files a ticket, then re-reads the ticket list so it shows under 'Your Open Support Tickets'. */
export function useSubmitTicket() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(SUBMIT_TICKET_KEY, (_key: string, { arg }: { arg: NewTicketBody }) => submitTicket(arg), {
    onSuccess: () => void mutate(TICKETS_KEY),
  });
}
