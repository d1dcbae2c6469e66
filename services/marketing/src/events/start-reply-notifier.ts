import { ticketReplied } from '@prop/contracts/events/support';
import { type HandlerRuntime, onEvent } from '@prop/service-kit/on-event';
import type { MarketingContext } from '../context.ts';
import type { MarketingDb } from '../db/types.ts';

/** A staff reply on a ticket becomes an email to the ticket's owner (the trader's own replies do not). */
export function startReplyNotifier(
  runtime: HandlerRuntime<MarketingDb>,
  brevo: NonNullable<MarketingContext['brevo']>,
) {
  return onEvent(runtime, ticketReplied, { durable: 'marketing-staff-replies' }, async (event) => {
    const reply = event.data;
    if (reply.isAdminReply) await brevo.jobs.emailStaffReply(reply.userId, reply.replyId);
  });
}
