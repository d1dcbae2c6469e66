import type { NewTicketInput } from '@prop/contracts/support';
import { ticketCreated } from '@prop/contracts/events/support';
import { writeEvent } from '@prop/service-kit/outbox';
import type { SupportContext } from '../context.ts';
import { insertTicket } from '../db/tickets.ts';
import type { TicketRow } from '../db/types.ts';

/** Files a trader's ticket and announces it, in one transaction. */
export async function createTicket(
  ctx: SupportContext,
  options: { userId: string; input: NewTicketInput },
): Promise<TicketRow> {
  const ticket = await ctx.db.transaction().execute(async (trx) => {
    const row = await insertTicket(trx, options.userId, options.input);
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
}
