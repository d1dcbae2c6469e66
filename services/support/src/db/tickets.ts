import { type Kysely, sql, type Transaction } from 'kysely';
import { TICKET_STATUSES, type NewTicketInput, type TicketCounts } from '@prop/contracts/support';
import type { KeyedRequest } from '@prop/service-kit/idempotency';
import type { TicketState } from '../domain/ticket-update.ts';
import type { SupportDb, TicketRow } from './types.ts';

type Db = Kysely<SupportDb> | Transaction<SupportDb>;

export async function insertTicket(
  trx: Transaction<SupportDb>,
  userId: string,
  input: NewTicketInput,
  idempotency: KeyedRequest | null,
) {
  return trx
    .insertInto('tickets')
    .values({
      user_id: userId,
      subject: input.subject,
      message: input.message,
      category: input.category,
      priority: input.priority,
      contact_method: input.contact_method,
      idempotency_key: idempotency?.key ?? null,
      request_digest: idempotency?.digest ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findTicketByKey(db: Db, userId: string, key: string): Promise<TicketRow | undefined> {
  return db
    .selectFrom('tickets')
    .selectAll()
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/**
 * Locks a ticket for a change, so a reply and a status change arriving together are applied one
 * after the other. With `ownerId`, another trader's ticket is not found at all.
 */
export function lockTicket(trx: Transaction<SupportDb>, id: string, ownerId?: string): Promise<TicketRow | undefined> {
  let query = trx.selectFrom('tickets').selectAll().where('id', '=', id);
  if (ownerId !== undefined) query = query.where('user_id', '=', ownerId);
  return query.forUpdate().executeTakeFirst();
}

export async function saveTicketState(trx: Transaction<SupportDb>, id: string, state: TicketState): Promise<void> {
  await trx
    .updateTable('tickets')
    .set({
      status: state.status,
      admin_response: state.adminResponse,
      assigned_to: state.assignedTo,
      resolved_by: state.resolvedBy,
      resolved_at: state.resolvedAt,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
}

export async function touchTicket(trx: Transaction<SupportDb>, id: string): Promise<void> {
  await trx.updateTable('tickets').set({ updated_at: sql<Date>`now()` }).where('id', '=', id).execute();
}

export function listTicketsOfUser(db: Db, userId: string): Promise<TicketRow[]> {
  return db.selectFrom('tickets').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').execute();
}

export function findTicketOfUser(db: Db, id: string, userId: string): Promise<TicketRow | undefined> {
  return db.selectFrom('tickets').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

const withOwner = (db: Db) =>
  db
    .selectFrom('tickets')
    .leftJoin('known_users', 'known_users.id', 'tickets.user_id')
    .selectAll('tickets')
    .select([
      'known_users.email as owner_email',
      'known_users.first_name as owner_first_name',
      'known_users.last_name as owner_last_name',
    ]);

/** Every ticket not closed, newest first: the admin's active list. */
const activeTicketsQuery = (db: Db) =>
  withOwner(db).where('tickets.status', '<>', 'closed').orderBy('tickets.created_at', 'desc');

export function listActiveTickets(db: Db) {
  return activeTicketsQuery(db).execute();
}

/** The active list for its CSV, with each thread's size and when staff first answered (the 24-hour promise). */
export const activeTicketsExportQuery = (db: Db) =>
  activeTicketsQuery(db).select((eb) => [
    eb
      .selectFrom('ticket_replies')
      .select(sql<number>`count(*)::int`.as('count'))
      .whereRef('ticket_replies.ticket_id', '=', 'tickets.id')
      .as('reply_count'),
    eb
      .selectFrom('ticket_replies')
      .select(sql<Date | null>`min(ticket_replies.created_at)`.as('first'))
      .whereRef('ticket_replies.ticket_id', '=', 'tickets.id')
      .where('ticket_replies.is_admin_reply', '=', true)
      .as('first_staff_reply_at'),
  ]);

export type TicketExportRow = Awaited<ReturnType<ReturnType<typeof activeTicketsExportQuery>['execute']>>[number];

export function findTicketWithOwner(db: Db, id: string) {
  return withOwner(db).where('tickets.id', '=', id).executeTakeFirst();
}

export type TicketOwnerRow = NonNullable<Awaited<ReturnType<typeof findTicketWithOwner>>>;

export async function countTicketsByStatus(db: Db): Promise<TicketCounts> {
  const rows = await db
    .selectFrom('tickets')
    .select(['status', sql<number>`count(*)::int`.as('count')])
    .groupBy('status')
    .execute();
  const counts: TicketCounts = { open: 0, in_progress: 0, resolved: 0, closed: 0, total: 0 };
  for (const { status, count } of rows) {
    if (TICKET_STATUSES.includes(status)) counts[status] = count;
    counts.total += count;
  }
  return counts;
}

/** Removes a user's tickets; their replies go with them (on delete cascade). */
export async function deleteTicketsOfUser(trx: Transaction<SupportDb>, userId: string): Promise<void> {
  await trx.deleteFrom('tickets').where('user_id', '=', userId).execute();
}
