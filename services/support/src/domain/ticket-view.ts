import type { AdminTicket, SupportTicket } from '@prop/contracts/support';
import type { TicketOwnerRow } from '../db/tickets.ts';
import type { ReplyRow, TicketRow } from '../db/types.ts';

function toReply(row: ReplyRow): SupportTicket['replies'][number] {
  return {
    id: row.id,
    message: row.message,
    isAdminReply: row.is_admin_reply,
    adminId: row.admin_id,
    adminName: row.admin_name,
    createdAt: row.created_at.toISOString(),
  };
}

/** The trader's view of their own ticket, thread oldest first. */
export function toSupportTicket(row: TicketRow, replies: ReplyRow[]): SupportTicket {
  return {
    id: row.id,
    subject: row.subject,
    message: row.message,
    category: row.category,
    priority: row.priority,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    replies: replies.map(toReply),
    adminResponse: row.admin_response,
    assignedTo: row.assigned_to,
    resolvedBy: row.resolved_by,
    resolvedAt: row.resolved_at?.toISOString() ?? null,
  };
}

/** The back office's view: the trader's view plus who filed it and how to reach them. */
export function toAdminTicket(row: TicketOwnerRow, replies: ReplyRow[]): AdminTicket {
  return {
    ...toSupportTicket(row, replies),
    userId: row.user_id,
    contactMethod: row.contact_method,
    user:
      row.owner_email === null
        ? null
        : {
            id: row.user_id,
            firstName: row.owner_first_name ?? '',
            lastName: row.owner_last_name ?? '',
            email: row.owner_email,
          },
  };
}
