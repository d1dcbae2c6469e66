import { PASSKEY_MESSAGES, type PasskeyRegistrationResponse } from '@prop/contracts/admin-passkeys';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import { badRequest, conflict, unauthorized } from '@prop/service-kit/errors';
import type { IdentityContext } from '../context.ts';
import { insertAdminPasskey } from '../db/admin-passkeys.ts';
import { verifyRegistration } from '../second-factor/passkeys.ts';
import { webAuthnSite } from '../second-factor/webauthn-site.ts';

/**
 * The signed-in admin's browser answers the registration challenge: the new passkey is stored
 * under its name (audited), and the session it was added in opens up if it was limited to
 * enrolling, as confirming an authenticator app does. An answer to no waiting challenge, or one
 * that does not verify, is a 400.
 */
export async function addPasskey(
  ctx: IdentityContext,
  actor: Actor,
  input: { sessionId: string; name: string; response: PasskeyRegistrationResponse; origin: string | undefined },
): Promise<void> {
  if (actor.kind !== 'admin') throw unauthorized();
  const adminId = actor.userId;
  const challenge = await ctx.secondFactor.passkeyChallenges.take('register', adminId);
  if (!challenge) throw badRequest(PASSKEY_MESSAGES.requestExpired);
  const site = webAuthnSite(ctx.secondFactor.webAuthn, input.origin);
  if (!site) throw badRequest(PASSKEY_MESSAGES.unavailable);
  const credential = await verifyRegistration(site, input.response, challenge);
  if (!credential) throw badRequest(PASSKEY_MESSAGES.invalidPasskey);
  await runCommand(ctx.runtime, actor, async ({ trx, now, audit }) => {
    const id = await insertAdminPasskey(trx, { adminId, ...credential, name: input.name, now });
    if (!id) throw conflict(PASSKEY_MESSAGES.alreadyAdded);
    await audit({
      action: 'admin.passkey_added',
      target: { type: 'admin', id: adminId },
      before: null,
      after: { name: input.name, id },
    });
  });
  await ctx.secondFactor.enrolmentOnly.lift(input.sessionId);
}
