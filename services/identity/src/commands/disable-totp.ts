import { SECOND_FACTOR_MESSAGES } from '@prop/contracts/second-factor';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import { badRequest, conflict, unauthorized } from '@prop/service-kit/errors';
import type { IdentityContext } from '../context.ts';
import { findAdminTotp } from '../db/admin-totp.ts';
import { acceptAdminCode } from '../second-factor/admin-codes.ts';
import { totpState } from '../second-factor/sign-in-rules.ts';

/**
 * The signed-in admin removes their active authenticator with a current code (audited); refused
 * while the firm requires one. A wrong code is a 400.
 */
export async function disableTotp(ctx: IdentityContext, actor: Actor, code: string): Promise<void> {
  if (actor.kind !== 'admin') throw unauthorized();
  if (ctx.secondFactor.required) throw conflict(SECOND_FACTOR_MESSAGES.requiredCannotDisable);
  const row = await findAdminTotp(ctx.db, actor.userId);
  if (!row || totpState(row) !== 'active') throw conflict(SECOND_FACTOR_MESSAGES.notEnabled);
  await runCommand(ctx.runtime, actor, async ({ trx, now, audit }) => {
    if (!(await acceptAdminCode(trx, ctx.secondFactor, { row, code, use: 'disable', now }))) {
      throw badRequest(SECOND_FACTOR_MESSAGES.invalidCode);
    }
    await audit({
      action: 'admin.second_factor_disabled',
      target: { type: 'admin', id: row.admin_id },
      before: { secondFactor: 'active' },
      after: { secondFactor: 'none' },
    });
  });
}
