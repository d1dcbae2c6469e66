import { ticketReplied } from '@prop/contracts/events/support';
import { startConsumer } from '@prop/service-kit/consumer';
import type { ServiceDeps } from '@prop/service-kit/service-deps';
import type { MarketingContext } from '../context.ts';
import type { MarketingDb } from '../db/types.ts';

/** A staff reply on a ticket becomes an email to the ticket's owner (the trader's own replies do not). */
export function startReplyNotifier(deps: ServiceDeps<MarketingDb>, brevo: NonNullable<MarketingContext['brevo']>) {
  return startConsumer({
    nats: deps.nats,
    db: deps.db,
    namespace: deps.config.NAMESPACE,
    log: deps.log,
    stream: 'support',
    durable: 'marketing-staff-replies',
    subject: ticketReplied.subject,
    handle: async (event) => {
      if (event.type !== ticketReplied.type) return;
      const reply = ticketReplied.data.parse(event.data);
      if (reply.isAdminReply) await brevo.jobs.emailStaffReply(reply.userId, reply.replyId);
    },
  });
}
