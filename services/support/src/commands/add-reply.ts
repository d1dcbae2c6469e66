import type { FastifyRequest } from 'fastify';
import { SUPPORT_SERVER_MESSAGES, ticketFinishedMessage } from '@prop/contracts/support';
import { ticketReplied } from '@prop/contracts/events/support';
import { recordAdminAction } from '@prop/service-kit/audit';
import { requireAdmin } from '@prop/service-kit/caller';
import { conflict, notFound } from '@prop/service-kit/errors';
import { writeEvent } from '@prop/service-kit/outbox';
import type { SupportContext } from '../context.ts';
import { insertReply } from '../db/replies.ts';
import { lockTicket, touchTicket } from '../db/tickets.ts';
import { staffMayReply, traderMayReply } from '../domain/reply-rules.ts';

/**
 * A trader answers only on their own ticket; staff on any. Staff come with their request: who they
 * are is read from its verified caller, and their reply is an admin action the audit log records.
 */
export type ReplyAuthor = { role: 'trader'; userId: string } | { role: 'admin'; request: FastifyRequest };

/**
 * Adds a reply to a ticket's thread and announces it. Another trader's ticket answers 404 as if it
 * did not exist; a ticket that no longer takes this author's replies answers 409. A staff reply
 * is audited (`ticket.replied`) in the same transaction.
 */
export async function addReply(
  ctx: SupportContext,
  options: { ticketId: string; message: string; author: ReplyAuthor },
): Promise<void> {
  const { ticketId, message, author } = options;
  const adminId = author.role === 'admin' ? requireAdmin(author.request).userId : null;
  await ctx.db.transaction().execute(async (trx) => {
    const ticket = await lockTicket(trx, ticketId, author.role === 'trader' ? author.userId : undefined);
    if (!ticket) throw notFound(SUPPORT_SERVER_MESSAGES.ticketNotFound);
    if (author.role === 'trader' && !traderMayReply(ticket.status)) {
      throw conflict(ticketFinishedMessage(ticket.status));
    }
    if (author.role === 'admin' && !staffMayReply(ticket.status)) {
      throw conflict(SUPPORT_SERVER_MESSAGES.staffReplyClosed);
    }
    const reply = await insertReply(trx, { ticketId, message, adminId });
    await touchTicket(trx, ticketId);
    await writeEvent(trx, ticketReplied, {
      ticketId,
      userId: ticket.user_id,
      replyId: reply.id,
      isAdminReply: reply.is_admin_reply,
      adminId,
    });
    if (author.role === 'admin') {
      await recordAdminAction(trx, author.request, 'support', {
        action: 'ticket.replied',
        target: { type: 'ticket', id: ticketId },
        before: { status: ticket.status },
        after: { status: ticket.status, replyId: reply.id, message: reply.message },
      });
    }
  });
  ctx.publishSoon();
}
