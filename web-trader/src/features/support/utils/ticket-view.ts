import { type SupportTicket, staffReplyBy } from '@prop/contracts/support';

type Reply = SupportTicket['replies'][number];

/** docs/product-rules.md §4: the trader sees, and replies to, only tickets neither closed nor resolved. */
export function isOpenTicket(ticket: Pick<SupportTicket, 'status'>): boolean {
  return ticket.status !== 'closed' && ticket.status !== 'resolved';
}

export function openTickets(tickets: readonly SupportTicket[]): SupportTicket[] {
  return tickets.filter(isOpenTicket);
}

/**
 * docs/product-rules.md §6: staff replies read 'Support Team' with 'By: {id}', the trader's own
 * 'Your Reply'. The 'By:' label is filled with the admin's readable name, or the team's when it is
 * not known: a raw admin id means nothing to a trader.
 */
export function replyAuthor(reply: Pick<Reply, 'isAdminReply' | 'adminId'> & Pick<Partial<Reply>, 'adminName'>): {
  label: string;
  by: string | null;
} {
  if (!reply.isAdminReply) return { label: 'Your Reply', by: null };
  return { label: 'Support Team', by: staffReplyBy(reply) };
}

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** '3 Mar 2026, 14:05' in the trader's own time zone. */
export function formatTicketTime(iso: string): string {
  return timeFormat.format(new Date(iso));
}
