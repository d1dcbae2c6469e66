import type { AdminTicket, ticketEditSchema } from '@prop/contracts/support';
import { apiRequest } from '@prop/web-client/api-fetch';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { z } from 'zod';
import { supportTicketsKey, ticketPath } from './get-support-tickets.ts';

export type TicketEditBody = z.output<typeof ticketEditSchema>;

export function updateTicket(id: string, body: TicketEditBody): Promise<AdminTicket> {
  return apiRequest<AdminTicket>('PATCH', ticketPath(id), body);
}

/** Saves the edit dialog (status, response, assignee), then refreshes the ticket list. */
export function useUpdateTicket() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    `PATCH ${supportTicketsKey}`,
    (_key: string, { arg }: { arg: { id: string; body: TicketEditBody } }) => updateTicket(arg.id, arg.body),
    { onSuccess: () => void mutate(supportTicketsKey) },
  );
}
