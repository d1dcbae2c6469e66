import type { NewTicketInput } from '@prop/contracts/support';
import { ticketCreated } from '@prop/contracts/events/support';
import { createOnce, requestDigest } from '@prop/service-kit/idempotency';
import { writeEvent } from '@prop/service-kit/outbox';
import type { SupportContext } from '../context.ts';
import { findTicketByKey, insertTicket } from '../db/tickets.ts';
import type { TicketRow } from '../db/types.ts';

/**
 * Files a trader's ticket and announces it, in one transaction. With an idempotency key, a retry
 * of the same ticket gives the first one back instead of filing it twice.
 */
export async function createTicket(
  ctx: SupportContext,
  options: { userId: string; input: NewTicketInput; idempotencyKey?: string },
): Promise<TicketRow> {
  const idempotency = options.idempotencyKey
    ? { key: options.idempotencyKey, digest: requestDigest(options.input) }
    : null;
  return createOnce(idempotency, {
    find: (key) => findTicketByKey(ctx.db, options.userId, key),
    constraint: 'tickets_idempotency',
    create: async () => {
      const ticket = await ctx.db.transaction().execute(async (trx) => {
        const row = await insertTicket(trx, options.userId, options.input, idempotency);
        await writeEvent(trx, ticketCreated, {
          ticketId: row.id,
          userId: row.user_id,
          category: row.category,
          priority: row.priority,
        });
        return row;
      });
      ctx.publishSoon();
      return ticket;
    },
  });
}
