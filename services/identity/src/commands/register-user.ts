import type { z } from 'zod';
import type { registerSchema } from '@prop/contracts/auth';
import { AUTH_MESSAGES } from '@prop/contracts/errors';
import { consentChanged, userRegistered } from '@prop/contracts/events/identity';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import { badRequest, conflict } from '@prop/service-kit/errors';
import type { IdentityContext } from '../context.ts';
import { insertUser } from '../db/users.ts';
import type { UserRow } from '../db/types.ts';
import { isTooCommonPassword } from '../domain/password-strength.ts';
import { hashPassword } from '../domain/passwords.ts';
import { toConsentEvent, toEventProfile } from '../domain/user-view.ts';
import { sendVerificationLink } from './send-verification-link.ts';

/** A visitor opens a trader account: the user, their pending KYC record and user.registered, or 400/409. */
export async function registerUser(
  ctx: IdentityContext,
  actor: Actor,
  input: z.output<typeof registerSchema>,
): Promise<UserRow> {
  if (isTooCommonPassword(input.password)) throw badRequest(AUTH_MESSAGES.passwordTooCommon);
  const passwordHash = await hashPassword(input.password);
  const user = await runCommand(ctx.runtime, actor, async (scope) => {
    const { trx, now, emit } = scope;
    const row = await insertUser(trx, { ...input, passwordHash }, now);
    if (row) await emit(userRegistered, { ...toEventProfile(row), referralCode: row.referral_code });
    if (row) await sendVerificationLink(scope, row, 'registered');
    if (row?.marketing_consent) await emit(consentChanged, toConsentEvent(row));
    return row;
  });
  if (!user) throw conflict(AUTH_MESSAGES.emailTaken);
  return user;
}
