import { SUPPORT_SERVER_MESSAGES } from '@prop/contracts/support';
import { ticketStatusUpdated } from '@prop/contracts/events/support';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import { forbidden, notFound } from '@prop/service-kit/errors';
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

/** What the audit log keeps of a ticket: what an admin may change on it. */
const auditedState = (state: TicketState) => ({
  status: state.status,
  adminResponse: state.adminResponse,
  assignedTo: state.assignedTo,
});

/**
 * An admin's edit or close. A change is saved with one status_updated event and its audit entry
 * (`ticket.updated` for an edit, `ticket.closed` for a close); an update that changes nothing
 * writes nothing, publishes nothing and is not audited.
 */
export async function updateTicket(
  ctx: SupportContext,
  actor: Actor,
  options: { ticketId: string; edit: TicketEdit; action: 'ticket.updated' | 'ticket.closed' },
): Promise<void> {
  if (actor.kind !== 'admin') throw forbidden();
  const { ticketId, edit, action } = options;
  const adminId = actor.userId;
  await runCommand(ctx.runtime, actor, async ({ trx, now, emit, audit }) => {
    const ticket = await lockTicket(trx, ticketId);
    if (!ticket) throw notFound(SUPPORT_SERVER_MESSAGES.ticketNotFound);
    const current = stateOf(ticket);
    const next = decideTicketUpdate(current, edit, adminId, now);
    if (!next) return;
    await saveTicketState(trx, ticketId, next);
    await emit(ticketStatusUpdated, {
      ticketId,
      userId: ticket.user_id,
      from: ticket.status,
      to: next.status,
      assignedTo: next.assignedTo,
      updatedBy: adminId,
    });
    await audit({
      action,
      target: { type: 'ticket', id: ticketId },
      before: auditedState(current),
      after: auditedState(next),
    });
  });
}
