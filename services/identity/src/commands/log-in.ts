import { AUTH_MESSAGES } from '@prop/contracts/errors';
import type { Actor } from '@prop/service-kit/actor';
import { unauthorized } from '@prop/service-kit/errors';
import type { IdentityContext } from '../context.ts';
import type { UserRow } from '../db/types.ts';
import { findUserByEmail } from '../db/users.ts';
import { checkPassword } from '../domain/passwords.ts';
import { type SessionCookie, startSession } from '../domain/sessions.ts';
import { sessionOriginOf } from '../domain/trader-sessions.ts';
import { recipientOfUser } from '../domain/recipient.ts';
import { endSession } from './end-sessions.ts';
import { noteSignInDevice } from './note-sign-in-device.ts';

/**
 * A trader signs in: a wrong email and a wrong password are refused alike; the right ones end the
 * browser's previous trader session (`previousSessionId`) and start a new one at the command's time.
 */
export async function logIn(
  ctx: IdentityContext,
  actor: Actor,
  options: {
    email: string;
    password: string;
    remember: boolean;
    previousSessionId: string | null;
    client: { address: string | null; userAgent: string };
  },
): Promise<{ user: UserRow; cookie: SessionCookie }> {
  const user = await findUserByEmail(ctx.db, options.email);
  if (!(await checkPassword(user?.password_hash, options.password)) || !user) {
    throw unauthorized(AUTH_MESSAGES.invalidCredentials);
  }
  // The session takes its time from the clock; the browser's previous session ends, its sockets with it.
  const now = ctx.runtime.clock.now();
  if (options.previousSessionId) await endSession(ctx, actor, options.previousSessionId);
  const { cookie } = await startSession(
    ctx.sessions,
    { id: user.id, role: 'trader', remember: options.remember },
    now,
    sessionOriginOf(options.client),
  );
  await noteSignInDevice(ctx, actor, recipientOfUser(user), options.client);
  return { user, cookie };
}
