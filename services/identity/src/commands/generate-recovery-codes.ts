import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import { unauthorized } from '@prop/service-kit/errors';
import type { IdentityContext } from '../context.ts';
import { replaceRecoveryCodes } from '../db/admin-recovery-codes.ts';
import { hashRecoveryCode, newRecoveryCodes } from '../second-factor/recovery-codes.ts';

/**
 * The signed-in admin gets a new set of recovery codes (audited, never the codes themselves): the
 * only time they are shown, since only their keyed hashes are kept. Every older code stops working.
 */
export async function generateRecoveryCodes(ctx: IdentityContext, actor: Actor): Promise<string[]> {
  if (actor.kind !== 'admin') throw unauthorized();
  const adminId = actor.userId;
  const codes = newRecoveryCodes();
  const hashes = codes.map((code) => hashRecoveryCode(ctx.secondFactor.recoveryKey, adminId, code));
  await runCommand(ctx.runtime, actor, async ({ trx, now, audit }) => {
    await replaceRecoveryCodes(trx, adminId, hashes, now);
    await audit({
      action: 'admin.recovery_codes_generated',
      target: { type: 'admin', id: adminId },
      before: null,
      after: { recoveryCodes: codes.length },
    });
  });
  return codes;
}
