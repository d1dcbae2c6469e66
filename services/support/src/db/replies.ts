import type { Kysely, Transaction } from 'kysely';
import type { ReplyRow, SupportDb } from './types.ts';

type Db = Kysely<SupportDb> | Transaction<SupportDb>;

/**
 * A staff reply carries the admin's id and, when known, their readable name; a trader's reply
 * carries neither (the ticket names its owner).
 */
export function insertReply(
  trx: Transaction<SupportDb>,
  reply: { ticketId: string; message: string; adminId: string | null; adminName?: string | null },
): Promise<ReplyRow> {
  return trx
    .insertInto('ticket_replies')
    .values({
      ticket_id: reply.ticketId,
      message: reply.message,
      is_admin_reply: reply.adminId !== null,
      admin_id: reply.adminId,
      admin_name: reply.adminId !== null ? (reply.adminName ?? null) : null,
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

/**
 * The readable name of a user in this service's copy of identity's user directory, or null when
 * the copy does not hold them (docs: the copy is fed by identity's user events).
 */
export async function directoryName(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('known_users')
    .select(['first_name', 'last_name'])
    .where('id', '=', userId)
    .executeTakeFirst();
  const name = row ? `${row.first_name} ${row.last_name}`.trim() : '';
  return name === '' ? null : name;
}
