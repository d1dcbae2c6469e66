import { AUTH_MESSAGES } from '@prop/contracts/errors';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import { badRequest, unauthorized } from '@prop/service-kit/errors';
import type { IdentityContext } from '../context.ts';
import { spendOutstandingTokens } from '../db/one-time-tokens.ts';
import { findUserById, updateUser } from '../db/users.ts';
import { isTooCommonPassword } from '../domain/password-strength.ts';
import { checkPassword, hashPassword } from '../domain/passwords.ts';
import { type SessionCookie, startSession } from '../domain/sessions.ts';
import { endAllSessions } from './end-sessions.ts';

/**
 * A trader changes their password, proving the current one. A new password ends every session of
 * theirs, this one included; this browser gets a fresh one, remembered as the old one was.
 */
export async function changePassword(
  ctx: IdentityContext,
  actor: Actor,
  options: { sessionId: string; currentPassword: string; newPassword: string },
): Promise<SessionCookie> {
  if (actor.kind !== 'trader') throw unauthorized();
  const user = await findUserById(ctx.db, actor.userId);
  if (!user) throw unauthorized();
  if (!(await checkPassword(user.password_hash, options.currentPassword))) {
    throw badRequest(AUTH_MESSAGES.currentPasswordWrong);
  }
  if (isTooCommonPassword(options.newPassword)) throw badRequest(AUTH_MESSAGES.passwordTooCommon);
  const passwordHash = await hashPassword(options.newPassword);
  const now = await runCommand(ctx.runtime, actor, async ({ trx, now }) => {
    await updateUser(trx, user.id, { password_hash: passwordHash }, now);
    // A reset link asked for before the change would undo it: it is void now.
    await spendOutstandingTokens(trx, 'password_reset', { role: 'trader', id: user.id }, now);
    return now;
  });
  // The sessions change once the new password is committed, at the command's time.
  const current = await ctx.sessions.store.touch(options.sessionId, now.getTime());
  await endAllSessions(ctx, actor, user.id);
  const remember = current?.remember ?? false;
  const { cookie } = await startSession(
    ctx.sessions,
    { id: user.id, role: 'trader', remember },
    now,
    current ?? undefined,
  );
  return cookie;
}
