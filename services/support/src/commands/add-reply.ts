import { SUPPORT_SERVER_MESSAGES, ticketFinishedMessage } from '@prop/contracts/support';
import { ticketReplied } from '@prop/contracts/events/support';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import { conflict, forbidden, notFound } from '@prop/service-kit/errors';
import type { SupportContext } from '../context.ts';
import { directoryName, insertReply } from '../db/replies.ts';
import { lockTicket, touchTicket } from '../db/tickets.ts';
import { staffMayReply, traderMayReply } from '../domain/reply-rules.ts';

/**
 * Adds a reply to a ticket's thread and announces it. A trader answers only on their own ticket
 * (another trader's answers 404 as if it did not exist); staff on any. A ticket that no longer
 * takes this author's replies answers 409. A staff reply is an admin action: it is audited
 * (`ticket.replied`) in the same transaction. A staff reply keeps the admin's readable name when the
 * service's user directory copy knows it; the apps show 'Support Team' otherwise.
 */
export async function addReply(
  ctx: SupportContext,
  actor: Actor,
  options: { ticketId: string; message: string },
): Promise<void> {
  if (actor.kind !== 'admin' && actor.kind !== 'trader') throw forbidden();
  const { ticketId, message } = options;
  const adminId = actor.kind === 'admin' ? actor.userId : null;
  await runCommand(ctx.runtime, actor, async ({ trx, emit, audit }) => {
    const ticket = await lockTicket(trx, ticketId, actor.kind === 'trader' ? actor.userId : undefined);
    if (!ticket) throw notFound(SUPPORT_SERVER_MESSAGES.ticketNotFound);
    if (actor.kind === 'trader' && !traderMayReply(ticket.status)) {
      throw conflict(ticketFinishedMessage(ticket.status));
    }
    if (actor.kind === 'admin' && !staffMayReply(ticket.status)) {
      throw conflict(SUPPORT_SERVER_MESSAGES.staffReplyClosed);
    }
    // The name is kept with the reply as it is now, from the user directory copy this service holds.
    const adminName = adminId === null ? null : await directoryName(trx, adminId);
    const reply = await insertReply(trx, { ticketId, message, adminId, adminName });
    await touchTicket(trx, ticketId);
    await emit(ticketReplied, {
      ticketId,
      userId: ticket.user_id,
      replyId: reply.id,
      isAdminReply: reply.is_admin_reply,
      adminId,
    });
    if (actor.kind === 'admin') {
      await audit({
        action: 'ticket.replied',
        target: { type: 'ticket', id: ticketId },
        before: { status: ticket.status },
        after: { status: ticket.status, replyId: reply.id, message: reply.message },
      });
    }
  });
}
