import { type AdminTicket, CONTACT_METHODS, optionLabel, TICKET_CATEGORIES } from '@prop/contracts/support';
import { Button } from '@prop/ui/button';
import { Thread, ThreadEntry } from '@prop/ui/thread';
import { TicketPriorityBadge, TicketStatusBadge } from '@prop/ui/ticket-badges';
import { Archive, Pencil } from 'lucide-react';
import styled from 'styled-components';
import { formatDateTime } from '../../../lib/format.ts';
import { replyAuthor, ticketOwnerName } from '../utils/ticket-people.ts';
import { StaffReplyForm } from './staff-reply-form.tsx';

export interface TicketCardProps {
  ticket: AdminTicket;
  onEdit: (ticket: AdminTicket) => void;
  onClose: (ticket: AdminTicket) => void;
}

/** One active ticket: who filed it and how to reach them, the conversation, a reply form, edit and close. */
export function TicketCard({ ticket, onEdit, onClose }: TicketCardProps) {
  const titleId = `ticket-${ticket.id}`;
  const owner = ticketOwnerName(ticket);
  return (
    <Item aria-labelledby={titleId} data-ticket-id={ticket.id}>
      <Top>
        <Subject id={titleId}>{ticket.subject}</Subject>
        <Badges>
          <TicketStatusBadge status={ticket.status} />
          <TicketPriorityBadge priority={ticket.priority} />
        </Badges>
      </Top>
      <Facts>
        <div>
          <dt>Trader</dt>
          <dd>
            {owner}
            {ticket.user ? <Muted>{ticket.user.email}</Muted> : null}
          </dd>
        </div>
        <div>
          <dt>Category</dt>
          <dd>{optionLabel(TICKET_CATEGORIES, ticket.category)}</dd>
        </div>
        <div>
          <dt>Contact by</dt>
          <dd>{optionLabel(CONTACT_METHODS, ticket.contactMethod)}</dd>
        </div>
        <div>
          <dt>Opened</dt>
          <dd>
            <time dateTime={ticket.createdAt}>{formatDateTime(ticket.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt>Assigned to</dt>
          <dd>{ticket.assignedTo ?? 'Not assigned'}</dd>
        </div>
        {ticket.resolvedAt ? (
          <div>
            <dt>Resolved</dt>
            <dd>
              <time dateTime={ticket.resolvedAt}>{formatDateTime(ticket.resolvedAt)}</time>
              {ticket.resolvedBy ? <Muted>By: {ticket.resolvedBy}</Muted> : null}
            </dd>
          </div>
        ) : null}
      </Facts>
      <Message>{ticket.message}</Message>
      {ticket.adminResponse || ticket.replies.length > 0 ? (
        <Thread aria-label={`Replies to ${ticket.subject}`}>
          {ticket.adminResponse ? (
            <ThreadEntry staff author="Support Team" details={['Response']}>
              {ticket.adminResponse}
            </ThreadEntry>
          ) : null}
          {ticket.replies.map((reply) => {
            const author = replyAuthor(reply, ticket);
            return (
              <ThreadEntry
                key={reply.id}
                staff={reply.isAdminReply}
                author={author.label}
                details={[author.by]}
                at={{ iso: reply.createdAt, text: formatDateTime(reply.createdAt) }}
              >
                {reply.message}
              </ThreadEntry>
            );
          })}
        </Thread>
      ) : null}
      <StaffReplyForm ticketId={ticket.id} subject={ticket.subject} />
      <Actions>
        <Button
          size="sm"
          variant="secondary"
          icon={<Pencil size={16} aria-hidden="true" />}
          aria-label={`Edit ${ticket.subject}`}
          onClick={() => onEdit(ticket)}
        >
          Edit
        </Button>
        <Button
          size="sm"
          variant="ghost"
          icon={<Archive size={16} aria-hidden="true" />}
          aria-label={`Close ${ticket.subject}`}
          onClick={() => onClose(ticket)}
        >
          Close
        </Button>
      </Actions>
    </Item>
  );
}

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Subject = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 160px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  & dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & dd {
    margin: ${({ theme }) => theme.space.xxs} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Message = styled.p`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
