import { PASSKEY_MESSAGES } from '@prop/contracts/admin-passkeys';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server';
import type { Actor } from '@prop/service-kit/actor';
import { badRequest, unauthorized } from '@prop/service-kit/errors';
import type { IdentityContext } from '../context.ts';
import { listAdminPasskeys } from '../db/admin-passkeys.ts';
import { findAdminById } from '../db/admins.ts';
import { registrationOptions } from '../second-factor/passkeys.ts';
import { webAuthnSite } from '../second-factor/webauthn-site.ts';

/** The signed-in admin asks to add a passkey: options for the browser, the challenge kept for the answer. */
export async function startPasskeyRegistration(
  ctx: IdentityContext,
  actor: Actor,
  origin: string | undefined,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  if (actor.kind !== 'admin') throw unauthorized();
  const admin = await findAdminById(ctx.db, actor.userId);
  if (!admin) throw unauthorized();
  const site = webAuthnSite(ctx.secondFactor.webAuthn, origin);
  if (!site) throw badRequest(PASSKEY_MESSAGES.unavailable);
  const options = await registrationOptions(site, admin, await listAdminPasskeys(ctx.db, admin.id));
  await ctx.secondFactor.passkeyChallenges.put('register', admin.id, options.challenge);
  return options;
}
