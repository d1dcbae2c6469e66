import { z } from 'zod';
import { TEXT_MIN } from './constants.ts';
import { minText } from './fields.ts';
import type { RealtimeType } from './realtime.ts';

export const SUPPORT_MESSAGES = {
  subject: 'Subject must be at least 5 characters',
  category: 'Please select a category',
  priority: 'Please select a priority level',
  message: 'Message must be at least 20 characters',
  contactMethod: 'Please select a contact method',
  reply: 'Reply must be at least 5 characters',
  status: 'Please select a status',
  adminResponse: 'Response must be at least 10 characters',
  submitted: 'Support ticket submitted',
  submittedDetail: "We'll get back to you within 24 hours.",
  replySent: 'Reply sent',
  replySentDetail: 'Your reply has been added to the ticket.',
  submitFailed: 'Failed to submit support ticket',
  replyFailed: 'Failed to send reply',
  updateFailed: 'Failed to update support ticket',
  closeFailed: 'Failed to close ticket',
} as const;

export const TICKET_CATEGORIES = [
  { value: 'account', label: 'Account Issues' },
  { value: 'trading', label: 'Trading Problems' },
  { value: 'payments', label: 'Payments & Billing' },
  { value: 'technical', label: 'Technical Support' },
  { value: 'verification', label: 'KYC Verification' },
  { value: 'general', label: 'General Questions' },
] as const;
export const TICKET_PRIORITIES = [
  { value: 'high', label: 'High - Urgent' },
  { value: 'medium', label: 'Medium - Normal' },
  { value: 'low', label: 'Low - General' },
] as const;
export const CONTACT_METHODS = [
  { value: 'email', label: 'Email' },
  { value: 'phone', label: 'Phone Call' },
  { value: 'dashboard', label: 'Dashboard Message' },
] as const;
export const TICKET_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const ASSIGNEES = ['Admin Team', 'Support Team', 'Technical Team'] as const;
export type Assignee = (typeof ASSIGNEES)[number];

/** The label a select shows for a stored category or contact method ('payments' reads 'Payments & Billing'). */
export const optionLabel = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

const values = <T extends readonly { value: string }[]>(options: T) =>
  options.map((option) => option.value) as unknown as [T[number]['value'], ...T[number]['value'][]];

export const newTicketSchema = z.object({
  subject: minText(TEXT_MIN.ticketSubject, SUPPORT_MESSAGES.subject, 200, 'single'),
  category: z.enum(values(TICKET_CATEGORIES), { error: SUPPORT_MESSAGES.category }),
  priority: z.enum(values(TICKET_PRIORITIES), { error: SUPPORT_MESSAGES.priority }),
  message: minText(TEXT_MIN.ticketMessage, SUPPORT_MESSAGES.message, 10000),
  contact_method: z.enum(values(CONTACT_METHODS), { error: SUPPORT_MESSAGES.contactMethod }),
});
export type NewTicketInput = z.input<typeof newTicketSchema>;

/** Server answers the spec does not word itself. */
export const SUPPORT_SERVER_MESSAGES = {
  ticketNotFound: 'Ticket not found',
  staffReplyClosed: 'This ticket is closed. Reopen it before replying.',
} as const;

/** The spec's text for a ticket that no longer takes the trader's replies (resolved or closed). */
export const ticketFinishedMessage = (status: TicketStatus) =>
  `This ticket has been ${status}. If you need further assistance, please create a new support ticket.`;

const ticketId = z.string().uuid({ error: SUPPORT_SERVER_MESSAGES.ticketNotFound });
/** `/api/support/tickets/{ticketId}/...` (trader routes). */
export const ticketIdParamSchema = z.object({ ticketId });
/** `/api/admin/support/tickets/{id}...` (admin routes). */
export const adminTicketParamSchema = z.object({ id: ticketId });

export const ticketReplySchema = z.object({
  message: minText(TEXT_MIN.reply, SUPPORT_MESSAGES.reply, 10000),
});

export const ticketEditSchema = z.object({
  status: z.enum(TICKET_STATUSES, { error: SUPPORT_MESSAGES.status }),
  adminResponse: minText(TEXT_MIN.adminResponse, SUPPORT_MESSAGES.adminResponse, 10000),
  assignedTo: z.enum(ASSIGNEES).optional(),
});

export const ticketReplyRecordSchema = z.object({
  id: z.string(),
  message: z.string(),
  isAdminReply: z.boolean(),
  adminId: z.string().nullable(),
  /**
   * The replying admin's readable name, kept with the reply when it was written (null when it was
   * not known then, and on a trader's reply). The apps show it, never the raw `adminId`.
   */
  adminName: z.string().nullable().optional(),
  createdAt: z.string(),
});

/** Who a staff reply is by when the admin's name is not known. */
export const STAFF_REPLY_FALLBACK_NAME = 'Support Team';

/** The spec's 'By: {id}' label of a staff reply, filled with the admin's name or the team's, never a raw id. */
export function staffReplyBy(reply: { adminName?: string | null }): string {
  return `By: ${reply.adminName?.trim() || STAFF_REPLY_FALLBACK_NAME}`;
}

export const ticketOwnerSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});

/**
 * A ticket as its trader sees it. GET /api/support/tickets answers the caller's own tickets, newest
 * first, each thread oldest first, without `user`; filing a ticket and replying answer 201 with it.
 */
export const supportTicketSchema = z.object({
  id: z.string(),
  subject: z.string(),
  message: z.string(),
  category: z.string(),
  priority: z.enum(['high', 'medium', 'low']),
  status: z.enum(TICKET_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  user: ticketOwnerSchema.optional(),
  replies: z.array(ticketReplyRecordSchema),
  adminResponse: z.string().nullable(),
  assignedTo: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  resolvedAt: z.string().nullable(),
});
export type SupportTicket = z.infer<typeof supportTicketSchema>;

/**
 * A ticket as the back office sees it: who filed it (`userId` always; `user` once the support
 * service has heard of that user from identity, else null) and how they want to be contacted.
 * The admin edit, reply (201) and close answer with it.
 */
export const adminTicketSchema = supportTicketSchema.extend({
  userId: z.string(),
  user: ticketOwnerSchema.nullable(),
  contactMethod: z.enum(values(CONTACT_METHODS)),
});
export type AdminTicket = z.infer<typeof adminTicketSchema>;

export const ticketCountsSchema = z.object({
  open: z.number().int(),
  in_progress: z.number().int(),
  resolved: z.number().int(),
  closed: z.number().int(),
  total: z.number().int(),
});
export type TicketCounts = z.infer<typeof ticketCountsSchema>;

/**
 * GET /api/admin/support/tickets: every ticket that is not closed (closed ones leave the active
 * list), newest first, and the number of tickets in each status, closed included.
 */
export const adminTicketListSchema = z.object({
  tickets: z.array(adminTicketSchema),
  counts: ticketCountsSchema,
});
export type AdminTicketList = z.infer<typeof adminTicketListSchema>;

/** PATCH /api/admin/support/tickets/{id}/close: the app sends `{}`; nothing in it is read (no body is fine too). */
export const ticketCloseSchema = z.object({}).nullish();

/** The /ws messages after which both apps re-read their ticket lists (docs/product-rules.md §7). */
export const TICKET_REALTIME_TYPES: readonly RealtimeType[] = [
  'ticket_created',
  'ticket_reply',
  'ticket_status_update',
];
export const isTicketMessage = (message: { type: RealtimeType }) => TICKET_REALTIME_TYPES.includes(message.type);
