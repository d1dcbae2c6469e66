import { z } from 'zod';
import { ASSIGNEES, TICKET_STATUSES } from '../support.ts';
import { defineEvent, type EventOf } from './envelope.ts';

/**
 * Every support event names the ticket and its owner: the gateway pushes it over /ws to that
 * trader and to the admins, whose apps then refetch their ticket lists. Texts stay out of the
 * events (the lists carry them), so a socket never receives more than a "look again".
 */
const ticketRef = { ticketId: z.string().uuid(), userId: z.string().uuid() };

export const ticketCreated = defineEvent(
  'support',
  'ticket.created',
  'TicketCreated',
  z.object({
    ...ticketRef,
    category: z.string(),
    priority: z.enum(['high', 'medium', 'low']),
  }),
);

/** `isAdminReply` with `adminId` tells a notifier that staff answered (the trader's email). */
export const ticketReplied = defineEvent(
  'support',
  'ticket.replied',
  'TicketReplied',
  z.object({
    ...ticketRef,
    replyId: z.string().uuid(),
    isAdminReply: z.boolean(),
    adminId: z.string().uuid().nullable(),
  }),
);

/** An admin's edit or close; `from` equals `to` when only the response or assignee changed. */
export const ticketStatusUpdated = defineEvent(
  'support',
  'ticket.status_updated',
  'TicketStatusUpdated',
  z.object({
    ...ticketRef,
    from: z.enum(TICKET_STATUSES),
    to: z.enum(TICKET_STATUSES),
    assignedTo: z.enum(ASSIGNEES).nullable(),
    updatedBy: z.string().uuid(),
  }),
);

/** Every event the support service publishes, one list: consumers subscribe by these definitions. */
export const supportEvents = [ticketCreated, ticketReplied, ticketStatusUpdated] as const;

/** A support event with its parsed data, discriminated by `type`. */
export type SupportEvent = EventOf<(typeof supportEvents)[number]>;
