import { PASSKEY_MESSAGES } from '@prop/contracts/admin-passkeys';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import { conflict, notFound, unauthorized } from '@prop/service-kit/errors';
import type { IdentityContext } from '../context.ts';
import { deleteAdminPasskey, listAdminPasskeys } from '../db/admin-passkeys.ts';
import { findAdminTotp } from '../db/admin-totp.ts';
import { lockAdmin } from '../db/admins.ts';
import { isEnrolled, totpState } from '../second-factor/sign-in-rules.ts';

/**
 * The signed-in admin removes one of their passkeys (audited). While the firm requires a second
 * factor, the last one standing (no other passkey, no authenticator app) stays. The admin's row is
 * locked first, so two removals at once cannot each leave the other as the last.
 */
export async function removePasskey(ctx: IdentityContext, actor: Actor, passkeyId: string): Promise<void> {
  if (actor.kind !== 'admin') throw unauthorized();
  const adminId = actor.userId;
  await runCommand(ctx.runtime, actor, async ({ trx, audit }) => {
    await lockAdmin(trx, adminId);
    const passkeys = await listAdminPasskeys(trx, adminId);
    const passkey = passkeys.find((candidate) => candidate.id === passkeyId);
    if (!passkey) throw notFound(PASSKEY_MESSAGES.notFound);
    const remaining = {
      passkey: passkeys.length > 1,
      totp: totpState(await findAdminTotp(trx, adminId)) === 'active',
    };
    if (ctx.secondFactor.required && !isEnrolled(remaining)) throw conflict(PASSKEY_MESSAGES.lastFactor);
    await deleteAdminPasskey(trx, adminId, passkey.id);
    await audit({
      action: 'admin.passkey_removed',
      target: { type: 'admin', id: adminId },
      before: { name: passkey.name, id: passkey.id },
      after: null,
    });
  });
}
