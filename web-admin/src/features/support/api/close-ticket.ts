import type { AdminTicket } from '@prop/contracts/support';
import { urlOf } from '@prop/contracts/endpoints/define';
import { supportEndpoints } from '@prop/contracts/endpoints/support';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { callEndpoint, mutationKeyOf } from '../../../shared/api/endpoints.ts';
import { supportTicketsKey } from './get-support-tickets.ts';

/** PATCH …/close with the empty object the spec sends. */
export function closeTicket(id: string): Promise<AdminTicket> {
  return callEndpoint<AdminTicket>(
    supportEndpoints.patchAdminSupportTicketsByIdClose,
    urlOf(supportEndpoints.patchAdminSupportTicketsByIdClose, { id }),
    {},
  );
}

/** Closes a ticket, then refreshes the list it leaves. */
export function useCloseTicket() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    mutationKeyOf(supportEndpoints.patchAdminSupportTicketsByIdClose),
    (_key: string, { arg }: { arg: string }) => closeTicket(arg),
    {
      onSuccess: () => void mutate(supportTicketsKey),
    },
  );
}
