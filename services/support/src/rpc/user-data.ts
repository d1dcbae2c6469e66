import type { UserDataOf } from '@prop/contracts/user-data';
import type { Kysely } from 'kysely';
import { repliesByTicket } from '../db/replies.ts';
import { listTicketsOfUser } from '../db/tickets.ts';
import type { SupportDb } from '../db/types.ts';

/**
 * The trader's tickets and their threads for their data export. Staff replies carry the name the
 * trader saw on them; the staff member's id stays out.
 */
export async function supportUserData(db: Kysely<SupportDb>, userId: string): Promise<UserDataOf<'support'>> {
  const rows = await listTicketsOfUser(db, userId);
  const threads = await repliesByTicket(
    db,
    rows.map((row) => row.id),
  );
  return {
    tickets: rows.map((row) => ({
      id: row.id,
      subject: row.subject,
      message: row.message,
      category: row.category,
      priority: row.priority,
      contactMethod: row.contact_method,
      status: row.status,
      adminResponse: row.admin_response,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
      resolvedAt: row.resolved_at?.toISOString() ?? null,
      replies: (threads.get(row.id) ?? []).map((reply) => ({
        message: reply.message,
        fromSupport: reply.is_admin_reply,
        supportName: reply.admin_name,
        createdAt: reply.created_at.toISOString(),
      })),
    })),
  };
}
