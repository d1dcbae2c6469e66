import type { AdminTicket } from '@prop/contracts/support';
import { fullName } from '../../../lib/format.ts';

type Reply = AdminTicket['replies'][number];

/** Who filed the ticket: their name once support has heard of them from identity, else their id. */
export function ticketOwnerName(ticket: Pick<AdminTicket, 'user' | 'userId'>): string {
  return ticket.user ? fullName(ticket.user) || ticket.user.email : `Trader ${ticket.userId}`;
}

/** Staff replies read 'Support Team' with 'By: {id}' (docs/product-rules.md §6); a trader's reply carries their name. */
export function replyAuthor(
  reply: Pick<Reply, 'isAdminReply' | 'adminId'>,
  ticket: Pick<AdminTicket, 'user' | 'userId'>,
): { label: string; by: string | null } {
  if (!reply.isAdminReply) return { label: ticketOwnerName(ticket), by: null };
  return { label: 'Support Team', by: reply.adminId ? `By: ${reply.adminId}` : null };
}
