import { optionLabel, type SupportTicket, TICKET_CATEGORIES } from '@prop/contracts/support';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@prop/ui/card';
import { StackedItem, StackedList, StackedMeta, StackedRow } from '@prop/ui/stacked-list';
import { TicketPriorityBadge, TicketStatusBadge } from '@prop/ui/ticket-badges';
import styled from 'styled-components';
import { formatTicketTime } from '../utils/ticket-view.ts';
import { ReplyForm } from './reply-form.tsx';
import { TicketThread } from './ticket-thread.tsx';

/** 'Your Open Support Tickets': the tickets neither closed nor resolved, each with its thread and a reply form. */
export function OpenTickets({ tickets }: { tickets: SupportTicket[] }) {
  return (
    <Card aria-labelledby="open-tickets-title">
      <CardHeader>
        <div>
          <CardTitle id="open-tickets-title">Your Open Support Tickets</CardTitle>
          <CardDescription>Replies from our team appear here as soon as they are sent.</CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        <StackedList $gap="lg">
          {tickets.map((ticket) => (
            <TicketItem key={ticket.id} ticket={ticket} />
          ))}
        </StackedList>
      </CardContent>
    </Card>
  );
}

function TicketItem({ ticket }: { ticket: SupportTicket }) {
  const titleId = `ticket-${ticket.id}`;
  return (
    <StackedItem $roomy aria-labelledby={titleId}>
      <StackedRow $align="flex-start">
        <Subject id={titleId}>{ticket.subject}</Subject>
        <Badges>
          <TicketStatusBadge status={ticket.status} />
          <TicketPriorityBadge priority={ticket.priority} />
        </Badges>
      </StackedRow>
      <StackedMeta>
        {optionLabel(TICKET_CATEGORIES, ticket.category)} · opened{' '}
        <time dateTime={ticket.createdAt}>{formatTicketTime(ticket.createdAt)}</time>
      </StackedMeta>
      <Message>{ticket.message}</Message>
      <TicketThread ticket={ticket} />
      <ReplyForm ticketId={ticket.id} subject={ticket.subject} />
    </StackedItem>
  );
}

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

const Message = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
