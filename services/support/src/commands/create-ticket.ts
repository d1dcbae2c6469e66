import type { NewTicketInput } from '@prop/contracts/support';
import { ticketCreated } from '@prop/contracts/events/support';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import { forbidden } from '@prop/service-kit/errors';
import { createOnce, requestDigest } from '@prop/service-kit/idempotency';
import type { SupportContext } from '../context.ts';
import { findTicketByKey, insertTicket } from '../db/tickets.ts';
import type { TicketRow } from '../db/types.ts';

/**
 * Files a trader's ticket and announces it, in one transaction. With an idempotency key, a retry
 * of the same ticket gives the first one back instead of filing it twice.
 */
export async function createTicket(
  ctx: SupportContext,
  actor: Actor,
  options: { input: NewTicketInput; idempotencyKey?: string },
): Promise<TicketRow> {
  if (actor.kind !== 'trader') throw forbidden();
  const userId = actor.userId;
  const idempotency = options.idempotencyKey
    ? { key: options.idempotencyKey, digest: requestDigest(options.input) }
    : null;
  return createOnce(idempotency, {
    find: (key) => findTicketByKey(ctx.db, userId, key),
    constraint: 'tickets_idempotency',
    create: () =>
      runCommand(ctx.runtime, actor, async ({ trx, emit }) => {
        const row = await insertTicket(trx, userId, options.input, idempotency);
        await emit(ticketCreated, {
          ticketId: row.id,
          userId: row.user_id,
          category: row.category,
          priority: row.priority,
        });
        return row;
      }),
  });
}
