import { AUTH_MESSAGES } from '@prop/contracts/errors';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import { unauthorized } from '@prop/service-kit/errors';
import type { IdentityContext } from '../context.ts';
import { findAdminByEmail } from '../db/admins.ts';
import { findAdminTotp } from '../db/admin-totp.ts';
import type { AdminRow } from '../db/types.ts';
import { checkPassword } from '../domain/passwords.ts';
import { type SessionCookie, startSession } from '../domain/sessions.ts';
import { acceptAdminCode } from '../second-factor/admin-codes.ts';
import { adminSignInStep, totpState } from '../second-factor/sign-in-rules.ts';

export type AdminLogInResult =
  | { kind: 'code-required' }
  | { kind: 'invalid-code' }
  | { kind: 'signed-in'; admin: AdminRow; cookie: SessionCookie; enrolmentOnly: boolean };

/**
 * An admin signs in, the code travelling with the password once they have an authenticator. A
 * wrong password is refused before the code is even looked at (a guess never uses up a code); the
 * right one without a code asks for it and starts nothing. A session starts only with an accepted
 * code, or with no authenticator (then limited to enrolling one when the firm requires it); it
 * replaces the browser's previous admin session (`previousSessionId`).
 */
export async function logInAdmin(
  ctx: IdentityContext,
  actor: Actor,
  options: { email: string; password: string; code?: string; previousSessionId: string | null },
): Promise<AdminLogInResult> {
  const admin = await findAdminByEmail(ctx.db, options.email);
  if (!(await checkPassword(admin?.password_hash, options.password)) || !admin) {
    throw unauthorized(AUTH_MESSAGES.adminInvalidCredentials);
  }
  const totp = await findAdminTotp(ctx.db, admin.id);
  const step = adminSignInStep({
    totpActive: totpState(totp) === 'active',
    required: ctx.secondFactor.required,
    codeGiven: options.code !== undefined,
  });
  if (step.kind === 'code-required') return { kind: 'code-required' };
  // With no code to record, nothing in the database changes: the session just takes the clock's time.
  const checked =
    step.kind === 'check-code'
      ? await runCommand(ctx.runtime, actor, async ({ trx, now }) => {
          const { code } = options;
          const use = 'sign-in';
          const accepted = Boolean(
            totp && code && (await acceptAdminCode(trx, ctx.secondFactor, { row: totp, code, use, now })),
          );
          return { accepted, now };
        })
      : { accepted: true, now: ctx.runtime.clock.now() };
  if (!checked.accepted) return { kind: 'invalid-code' };
  // The session starts once the code is recorded as used, at the command's time.
  if (options.previousSessionId) await ctx.sessions.store.revoke(options.previousSessionId);
  const { session, cookie } = await startSession(
    ctx.sessions,
    { id: admin.id, role: 'admin', remember: false },
    checked.now,
  );
  const enrolmentOnly = step.kind === 'session' && step.enrolmentOnly;
  if (enrolmentOnly) await ctx.secondFactor.enrolmentOnly.mark(session.id);
  return { kind: 'signed-in', admin, cookie, enrolmentOnly };
}
