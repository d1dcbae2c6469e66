import { EMAIL_VERIFICATION_MESSAGES } from '@prop/contracts/email-verification-messages';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import { conflict, forbidden, unauthorized } from '@prop/service-kit/errors';
import type { IdentityContext } from '../context.ts';
import { findUserById } from '../db/users.ts';
import { sendVerificationLink } from './send-verification-link.ts';

/** The signed-in trader asks for a new verification link; 409 once their address is verified. */
export async function resendVerification(ctx: IdentityContext, actor: Actor): Promise<void> {
  if (actor.kind !== 'trader') throw forbidden();
  await runCommand(ctx.runtime, actor, async (scope) => {
    const user = await findUserById(scope.trx, actor.userId);
    if (!user) throw unauthorized();
    if (user.email_verified_at) throw conflict(EMAIL_VERIFICATION_MESSAGES.alreadyVerified);
    await sendVerificationLink(scope, user, 'resent');
  });
}
