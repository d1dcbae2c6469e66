import type { AdminTicket } from '@prop/contracts/support';
import { apiRequest } from '@prop/web-client/api-fetch';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { supportTicketsKey, ticketPath } from './get-support-tickets.ts';

/** PATCH …/close with the empty object the spec sends. */
export function closeTicket(id: string): Promise<AdminTicket> {
  return apiRequest<AdminTicket>('PATCH', `${ticketPath(id)}/close`, {});
}

/** Closes a ticket, then refreshes the list it leaves. */
export function useCloseTicket() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    `PATCH ${supportTicketsKey}/close`,
    (_key: string, { arg }: { arg: string }) => closeTicket(arg),
    {
      onSuccess: () => void mutate(supportTicketsKey),
    },
  );
}
