import type { AdminTicket, AdminTicketList } from '@prop/contracts/support';
import type { SupportContext } from '../context.ts';
import { repliesByTicket } from '../db/replies.ts';
import { countTicketsByStatus, findTicketWithOwner, listActiveTickets } from '../db/tickets.ts';
import { toAdminTicket } from '../domain/ticket-view.ts';

/** The admin screen: active tickets with threads and owners, and the counts by status. */
export async function loadAdminTicketList(ctx: SupportContext): Promise<AdminTicketList> {
  const [rows, counts] = await Promise.all([listActiveTickets(ctx.db), countTicketsByStatus(ctx.db)]);
  const threads = await repliesByTicket(
    ctx.db,
    rows.map((row) => row.id),
  );
  return { tickets: rows.map((row) => toAdminTicket(row, threads.get(row.id) ?? [])), counts };
}

export async function loadAdminTicket(ctx: SupportContext, ticketId: string): Promise<AdminTicket | undefined> {
  const row = await findTicketWithOwner(ctx.db, ticketId);
  if (!row) return undefined;
  const threads = await repliesByTicket(ctx.db, [row.id]);
  return toAdminTicket(row, threads.get(row.id) ?? []);
}
