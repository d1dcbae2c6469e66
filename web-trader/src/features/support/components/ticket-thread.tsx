import type { SupportTicket } from '@prop/contracts/support';
import { Thread, ThreadEntry } from '@prop/ui/thread';
import { formatTicketTime, replyAuthor } from '../utils/ticket-view.ts';

/**
 * The conversation under a ticket: the legacy single staff response first (when an admin wrote
 * one), then the replies oldest first, each labelled by who wrote it.
 */
export function TicketThread({ ticket }: { ticket: SupportTicket }) {
  if (!ticket.adminResponse && ticket.replies.length === 0) return null;
  return (
    <Thread aria-label={`Replies to ${ticket.subject}`}>
      {ticket.adminResponse ? (
        <ThreadEntry staff author="Support Team" details={['Response', ticket.assignedTo]}>
          {ticket.adminResponse}
        </ThreadEntry>
      ) : null}
      {ticket.replies.map((reply) => {
        const author = replyAuthor(reply);
        return (
          <ThreadEntry
            key={reply.id}
            staff={reply.isAdminReply}
            author={author.label}
            details={[author.by]}
            at={{ iso: reply.createdAt, text: formatTicketTime(reply.createdAt) }}
          >
            {reply.message}
          </ThreadEntry>
        );
      })}
    </Thread>
  );
}
