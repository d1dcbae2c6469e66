import type { Kysely, Transaction } from 'kysely';
import type { ReplyRow, SupportDb } from './types.ts';

type Db = Kysely<SupportDb> | Transaction<SupportDb>;

/** A staff reply carries the admin's id; a trader's reply carries none (the ticket names its owner). */
export function insertReply(
  trx: Transaction<SupportDb>,
  reply: { ticketId: string; message: string; adminId: string | null },
): Promise<ReplyRow> {
  return trx
    .insertInto('ticket_replies')
    .values({
      ticket_id: reply.ticketId,
      message: reply.message,
      is_admin_reply: reply.adminId !== null,
      admin_id: reply.adminId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The threads of many tickets in one query, each oldest first. */
export async function repliesByTicket(db: Db, ticketIds: string[]): Promise<Map<string, ReplyRow[]>> {
  const threads = new Map<string, ReplyRow[]>();
  if (ticketIds.length === 0) return threads;
  const rows = await db
    .selectFrom('ticket_replies')
    .selectAll()
    .where('ticket_id', 'in', ticketIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const thread = threads.get(row.ticket_id);
    if (thread) thread.push(row);
    else threads.set(row.ticket_id, [row]);
  }
  return threads;
}
