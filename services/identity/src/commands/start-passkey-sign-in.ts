import { PASSKEY_MESSAGES } from '@prop/contracts/admin-passkeys';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { badRequest, conflict } from '@prop/service-kit/errors';
import type { IdentityContext } from '../context.ts';
import { listAdminPasskeys } from '../db/admin-passkeys.ts';
import { authenticationOptions } from '../second-factor/passkeys.ts';
import { webAuthnSite } from '../second-factor/webauthn-site.ts';
import { adminWithPassword } from './admin-credentials.ts';

/**
 * The first half of a passkey sign-in: with the right password, a challenge for this admin's
 * passkeys, kept for a few minutes and good for one answer. A wrong password is refused exactly as
 * the sign-in refuses it, before anything else is looked at; nothing is signed in here.
 */
export async function startPasskeySignIn(
  ctx: IdentityContext,
  input: { email: string; password: string; origin: string | undefined },
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const admin = await adminWithPassword(ctx, input.email, input.password);
  const site = webAuthnSite(ctx.secondFactor.webAuthn, input.origin);
  if (!site) throw badRequest(PASSKEY_MESSAGES.unavailable);
  const passkeys = await listAdminPasskeys(ctx.db, admin.id);
  if (passkeys.length === 0) throw conflict(PASSKEY_MESSAGES.noPasskey);
  const options = await authenticationOptions(site, passkeys);
  await ctx.secondFactor.passkeyChallenges.put('sign-in', admin.id, options.challenge);
  return options;
}
