import { SUPPORT_SERVER_MESSAGES } from '@prop/contracts/support';
import { ticketStatusUpdated } from '@prop/contracts/events/support';
import { notFound } from '@prop/service-kit/errors';
import { writeEvent } from '@prop/service-kit/outbox';
import type { SupportContext } from '../context.ts';
import { lockTicket, saveTicketState } from '../db/tickets.ts';
import type { TicketRow } from '../db/types.ts';
import { decideTicketUpdate, type TicketEdit, type TicketState } from '../domain/ticket-update.ts';

const stateOf = (row: TicketRow): TicketState => ({
  status: row.status,
  adminResponse: row.admin_response,
  assignedTo: row.assigned_to,
  resolvedBy: row.resolved_by,
  resolvedAt: row.resolved_at,
});

/**
 * An admin's edit or close. A change is saved with one status_updated event; an update that
 * changes nothing writes nothing and publishes nothing.
 */
export async function updateTicket(
  ctx: SupportContext,
  options: { ticketId: string; adminId: string; edit: TicketEdit },
): Promise<void> {
  const { ticketId, adminId, edit } = options;
  const changed = await ctx.db.transaction().execute(async (trx) => {
    const ticket = await lockTicket(trx, ticketId);
    if (!ticket) throw notFound(SUPPORT_SERVER_MESSAGES.ticketNotFound);
    const next = decideTicketUpdate(stateOf(ticket), edit, adminId, new Date());
    if (!next) return false;
    await saveTicketState(trx, ticketId, next);
    await writeEvent(trx, ticketStatusUpdated, {
      ticketId,
      userId: ticket.user_id,
      from: ticket.status,
      to: next.status,
      assignedTo: next.assignedTo,
      updatedBy: adminId,
    });
    return true;
  });
  if (changed) ctx.publishSoon();
}
