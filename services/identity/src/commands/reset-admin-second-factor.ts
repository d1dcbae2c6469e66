import type { Actor } from '@prop/service-kit/actor';
import type { IdentityContext } from '../context.ts';
import { removeAdminSecondFactors } from '../db/admin-second-factors.ts';
import { runAdminChange } from './admin-change.ts';
import { endAllSessions } from './end-sessions.ts';

/**
 * An owner resets an admin's second factor (a lost phone and lost codes): their authenticator,
 * passkeys and recovery codes go, and their sessions end. They sign in with their password and
 * enrol a new factor (only that, where the firm requires one).
 */
export async function resetAdminSecondFactor(ctx: IdentityContext, actor: Actor, adminId: string): Promise<void> {
  await runAdminChange(ctx, actor, { targetId: adminId, change: { kind: 'reset-second-factor' } }, async (scope) => {
    const removed = await removeAdminSecondFactors(scope.trx, adminId);
    await scope.audit({
      action: 'admin.second_factor_reset',
      target: { type: 'admin', id: adminId },
      before: removed,
      after: { authenticator: false, securityKeys: 0, unusedRecoveryCodes: 0 },
    });
  });
  await endAllSessions(ctx, actor, adminId);
}
