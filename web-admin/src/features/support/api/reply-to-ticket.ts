import type { AdminTicket } from '@prop/contracts/support';
import { urlOf } from '@prop/contracts/endpoints/define';
import { supportEndpoints } from '@prop/contracts/endpoints/support';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { callEndpoint, mutationKeyOf } from '../../../shared/api/endpoints.ts';
import { supportTicketsKey } from './get-support-tickets.ts';

export interface StaffReplyArgs {
  id: string;
  message: string;
}

export function replyToTicket({ id, message }: StaffReplyArgs): Promise<AdminTicket> {
  return callEndpoint<AdminTicket>(
    supportEndpoints.postAdminSupportTicketsByIdReply,
    urlOf(supportEndpoints.postAdminSupportTicketsByIdReply, { id }),
    { message },
  );
}

/** Adds a staff reply (recorded with this admin's id), then refreshes the ticket list. */
export function useReplyToTicket() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    mutationKeyOf(supportEndpoints.postAdminSupportTicketsByIdReply),
    (_key: string, { arg }: { arg: StaffReplyArgs }) => replyToTicket(arg),
    { onSuccess: () => void mutate(supportTicketsKey) },
  );
}
