import { SECOND_FACTOR_MESSAGES } from '@prop/contracts/second-factor';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import { conflict, unauthorized } from '@prop/service-kit/errors';
import type { IdentityContext } from '../context.ts';
import { findAdminById } from '../db/admins.ts';
import { startTotpEnrolment as saveTotpEnrolment } from '../db/admin-totp.ts';
import { seal } from '../second-factor/secret-box.ts';
import { newTotpSecret } from '../second-factor/totp.ts';

/**
 * The signed-in admin starts (or starts again) enrolling an authenticator with a new secret; 409
 * while one is active. Returns the secret for the admin's app and the email it is labelled with.
 */
export async function startTotpEnrolment(
  ctx: IdentityContext,
  actor: Actor,
): Promise<{ secret: string; email: string }> {
  if (actor.kind !== 'admin') throw unauthorized();
  const admin = await findAdminById(ctx.db, actor.userId);
  if (!admin) throw unauthorized();
  const secret = newTotpSecret();
  const sealed = seal(ctx.secondFactor.sealingKey, secret, admin.id);
  const started = await runCommand(ctx.runtime, actor, ({ trx, now }) => saveTotpEnrolment(trx, admin.id, sealed, now));
  if (!started) throw conflict(SECOND_FACTOR_MESSAGES.alreadyEnabled);
  return { secret, email: admin.email };
}
