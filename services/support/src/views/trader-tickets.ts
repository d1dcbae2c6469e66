import type { SupportTicket } from '@prop/contracts/support';
import type { SupportContext } from '../context.ts';
import { repliesByTicket } from '../db/replies.ts';
import { findTicketOfUser, listTicketsOfUser } from '../db/tickets.ts';
import { toSupportTicket } from '../domain/ticket-view.ts';

/** A trader's own tickets, newest first, each with its thread. */
export async function loadTraderTickets(ctx: SupportContext, userId: string): Promise<SupportTicket[]> {
  const rows = await listTicketsOfUser(ctx.db, userId);
  const threads = await repliesByTicket(
    ctx.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toSupportTicket(row, threads.get(row.id) ?? []));
}

/** One of the trader's own tickets; another trader's is undefined, as if it did not exist. */
export async function loadTraderTicket(
  ctx: SupportContext,
  ticketId: string,
  userId: string,
): Promise<SupportTicket | undefined> {
  const row = await findTicketOfUser(ctx.db, ticketId, userId);
  if (!row) return undefined;
  const threads = await repliesByTicket(ctx.db, [row.id]);
  return toSupportTicket(row, threads.get(row.id) ?? []);
}
