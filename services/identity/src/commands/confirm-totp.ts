import { SECOND_FACTOR_MESSAGES } from '@prop/contracts/second-factor';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import { badRequest, conflict, unauthorized } from '@prop/service-kit/errors';
import type { IdentityContext } from '../context.ts';
import { findAdminTotp } from '../db/admin-totp.ts';
import { acceptAdminCode } from '../second-factor/admin-codes.ts';
import { totpState } from '../second-factor/sign-in-rules.ts';

/**
 * The signed-in admin proves a pending authenticator with a code: it becomes active (audited), and
 * the session the admin proved it in opens up if it was limited to enrolling. A wrong code is a 400.
 */
export async function confirmTotp(
  ctx: IdentityContext,
  actor: Actor,
  options: { sessionId: string; code: string },
): Promise<void> {
  if (actor.kind !== 'admin') throw unauthorized();
  const row = await findAdminTotp(ctx.db, actor.userId);
  const state = totpState(row);
  if (!row || state === 'none') throw conflict(SECOND_FACTOR_MESSAGES.noEnrolment);
  if (state === 'active') throw conflict(SECOND_FACTOR_MESSAGES.alreadyEnabled);
  await runCommand(ctx.runtime, actor, async ({ trx, now, audit }) => {
    if (!(await acceptAdminCode(trx, ctx.secondFactor, { row, code: options.code, use: 'confirm', now }))) {
      throw badRequest(SECOND_FACTOR_MESSAGES.invalidCode);
    }
    await audit({
      action: 'admin.second_factor_enabled',
      target: { type: 'admin', id: row.admin_id },
      before: { secondFactor: 'pending' },
      after: { secondFactor: 'active' },
    });
  });
  await ctx.secondFactor.enrolmentOnly.lift(options.sessionId);
}
