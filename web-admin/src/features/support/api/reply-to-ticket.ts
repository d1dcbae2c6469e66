import type { AdminTicket } from '@prop/contracts/support';
import { apiRequest } from '@prop/web-client/api-fetch';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { supportTicketsKey, ticketPath } from './get-support-tickets.ts';

export interface StaffReplyArgs {
  id: string;
  message: string;
}

export function replyToTicket({ id, message }: StaffReplyArgs): Promise<AdminTicket> {
  return apiRequest<AdminTicket>('POST', `${ticketPath(id)}/reply`, { message });
}

/** Adds a staff reply (recorded with this admin's id), then refreshes the ticket list. */
export function useReplyToTicket() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    `POST ${supportTicketsKey}/reply`,
    (_key: string, { arg }: { arg: StaffReplyArgs }) => replyToTicket(arg),
    { onSuccess: () => void mutate(supportTicketsKey) },
  );
}
