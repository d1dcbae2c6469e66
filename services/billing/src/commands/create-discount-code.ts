import { DISCOUNT_CODE_ADMIN_MESSAGES, type DiscountCodeCreate } from '@prop/contracts/discount-code';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import { conflict, forbidden } from '@prop/service-kit/errors';
import { uniqueViolation } from '@prop/service-kit/idempotency';
import type { BillingContext } from '../context.ts';
import { insertDiscountCode } from '../db/discount-codes.ts';
import { auditedCode } from '../domain/discount-code-view.ts';

/** An admin creates a discount code, audited with it; a code's text is unique (in capitals). */
export async function createDiscountCode(
  ctx: BillingContext,
  actor: Actor,
  input: DiscountCodeCreate,
): Promise<string> {
  if (actor.kind !== 'admin') throw forbidden();
  const adminId = actor.userId;
  try {
    return await runCommand(ctx.runtime, actor, async ({ trx, now, audit }) => {
      const created = await insertDiscountCode(trx, input, adminId, now);
      await audit({
        action: 'discount_code.created',
        target: { type: 'discount_code', id: created.id },
        before: null,
        after: auditedCode(created),
      });
      return created.id;
    });
  } catch (error) {
    if (uniqueViolation(error, 'discount_codes_code_key')) throw conflict(DISCOUNT_CODE_ADMIN_MESSAGES.codeTaken);
    throw error;
  }
}
