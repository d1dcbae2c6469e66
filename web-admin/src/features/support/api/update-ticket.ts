import type { AdminTicket, ticketEditSchema } from '@prop/contracts/support';
import { urlOf } from '@prop/contracts/endpoints/define';
import { supportEndpoints } from '@prop/contracts/endpoints/support';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { z } from 'zod';
import { callEndpoint, mutationKeyOf } from '../../../shared/api/endpoints.ts';
import { supportTicketsKey } from './get-support-tickets.ts';

export type TicketEditBody = z.output<typeof ticketEditSchema>;

export function updateTicket(id: string, body: TicketEditBody): Promise<AdminTicket> {
  return callEndpoint<AdminTicket>(
    supportEndpoints.patchAdminSupportTicketsById,
    urlOf(supportEndpoints.patchAdminSupportTicketsById, { id }),
    body,
  );
}

/** Saves the edit dialog (status, response, assignee), then refreshes the ticket list. */
export function useUpdateTicket() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    mutationKeyOf(supportEndpoints.patchAdminSupportTicketsById),
    (_key: string, { arg }: { arg: { id: string; body: TicketEditBody } }) => updateTicket(arg.id, arg.body),
    { onSuccess: () => void mutate(supportTicketsKey) },
  );
}
