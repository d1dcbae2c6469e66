import { DISCOUNT_CODE_ADMIN_MESSAGES, type DiscountCodeChange } from '@prop/contracts/discount-code';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import { badRequest, forbidden, notFound } from '@prop/service-kit/errors';
import type { BillingContext } from '../context.ts';
import { lockDiscountCode, updateDiscountCode } from '../db/discount-codes.ts';
import { auditedCode } from '../domain/discount-code-view.ts';

/**
 * An admin changes a code's window or limits, or disables or enables it, audited before and after.
 * The code is locked, so a change and a purchase using the code apply one after the other. A
 * limit lowered below the uses so far refuses new uses and leaves the purchases made.
 */
export async function changeDiscountCode(
  ctx: BillingContext,
  actor: Actor,
  options: { id: string; change: DiscountCodeChange },
): Promise<void> {
  if (actor.kind !== 'admin') throw forbidden();
  await runCommand(ctx.runtime, actor, async ({ trx, now, audit }) => {
    const current = await lockDiscountCode(trx, options.id);
    if (!current) throw notFound(DISCOUNT_CODE_ADMIN_MESSAGES.notFound);
    const { change } = options;
    const startsAt = change.startsAt === undefined ? current.starts_at : change.startsAt;
    const endsAt = change.endsAt === undefined ? current.ends_at : change.endsAt;
    // The body's window is checked on its own; with the stored half it must still be in order.
    if (startsAt && endsAt && new Date(endsAt) <= new Date(startsAt)) {
      throw badRequest(DISCOUNT_CODE_ADMIN_MESSAGES.window);
    }
    const saved = await updateDiscountCode(trx, current.id, change, now);
    await audit({
      action: 'discount_code.changed',
      target: { type: 'discount_code', id: saved.id },
      before: auditedCode(current),
      after: auditedCode(saved),
    });
  });
}
