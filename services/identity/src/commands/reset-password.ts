import { AUTH_MESSAGES } from '@prop/contracts/errors';
import { emailVerified } from '@prop/contracts/events/identity';
import { PASSWORD_RESET_MESSAGES } from '@prop/contracts/password-reset';
import type { Role } from '@prop/contracts/user';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import { badRequest } from '@prop/service-kit/errors';
import type { IdentityContext } from '../context.ts';
import type { OneTimeTokenPurpose } from '../db/types.ts';
import { markEmailVerified, setPassword } from '../db/accounts.ts';
import { lockToken, spendOutstandingTokens } from '../db/one-time-tokens.ts';
import { ownerOf } from '../domain/account-owner.ts';
import { hashToken, isUsable } from '../domain/one-time-tokens.ts';
import { isTooCommonPassword } from '../domain/password-strength.ts';
import { hashPassword } from '../domain/passwords.ts';
import { endAllSessions } from './end-sessions.ts';

/**
 * A reset link is followed: the new password replaces the old, the link and any other the owner
 * holds are spent, and every session of theirs ends. Nobody is signed in: the owner signs in
 * afresh (an admin with their second factor). The link came by e-mail, so a trader's address is
 * proven as well. An admin's invitation link works the same way and sets their first password;
 * the answer says which kind of link it was.
 */
export async function resetPassword(
  ctx: IdentityContext,
  actor: Actor,
  options: { role: Role; token: string; password: string },
): Promise<{ purpose: OneTimeTokenPurpose }> {
  if (isTooCommonPassword(options.password)) throw badRequest(AUTH_MESSAGES.passwordTooCommon);
  const passwordHash = await hashPassword(options.password);
  const { owner, purpose } = await runCommand(ctx.runtime, actor, async ({ trx, now, emit }) => {
    const hash = hashToken(options.token);
    const token =
      (await lockToken(trx, 'password_reset', hash)) ??
      (options.role === 'admin' ? await lockToken(trx, 'admin_invitation', hash) : undefined);
    const owner = token && ownerOf(token);
    if (!token || !owner || owner.role !== options.role || !isUsable(token, now)) {
      throw badRequest(PASSWORD_RESET_MESSAGES.invalidLink);
    }
    await spendOutstandingTokens(trx, 'password_reset', owner, now);
    if (owner.role === 'admin') await spendOutstandingTokens(trx, 'admin_invitation', owner, now);
    await setPassword(trx, owner, passwordHash, now);
    if (owner.role === 'trader' && (await markEmailVerified(trx, owner.id, now))) {
      await emit(emailVerified, { userId: owner.id });
    }
    return { owner, purpose: token.purpose };
  });
  // Sessions end once the new password is committed: none started with the old one survives.
  await endAllSessions(ctx, actor, owner.id);
  return { purpose };
}
