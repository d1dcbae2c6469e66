import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import type { IdentityContext } from '../context.ts';
import type { AdminRow } from '../db/types.ts';
import { type SessionCookie, startSession } from '../domain/sessions.ts';
import { sessionOriginOf } from '../domain/trader-sessions.ts';
import { recipientOfAdmin } from '../domain/recipient.ts';
import { markAdminSignedIn } from '../db/managed-admins.ts';
import { endSession } from './end-sessions.ts';
import { noteSignInDevice } from './note-sign-in-device.ts';
import { adminWithPassword } from './admin-credentials.ts';
import type { SecondFactor } from '@prop/contracts/admin-passkeys';
import { acceptSignInFactor, adminFactors, type FactorProof } from '../second-factor/sign-in-factors.ts';
import { adminSignInStep, factorList } from '../second-factor/sign-in-rules.ts';

export type AdminLogInResult =
  | { kind: 'code-required'; factors: SecondFactor[] }
  | { kind: 'invalid-code'; factor: SecondFactor; factors: SecondFactor[] }
  | { kind: 'signed-in'; admin: AdminRow; cookie: SessionCookie; enrolmentOnly: boolean };

/**
 * An admin signs in, the second factor (a passkey, a code or a recovery code) travelling with the
 * password once they have a passkey or an authenticator. A wrong password is refused before the
 * factor is even looked at (a guess never uses one up); the right one without a factor asks for
 * one and starts nothing. A session starts only with an accepted factor, or with none enrolled
 * (then limited to enrolling one when the firm requires it); it replaces the browser's previous
 * admin session (`previousSessionId`).
 */
export async function logInAdmin(
  ctx: IdentityContext,
  actor: Actor,
  options: FactorProof & {
    email: string;
    password: string;
    previousSessionId: string | null;
    client: { address: string | null; userAgent: string };
  },
): Promise<AdminLogInResult> {
  const admin = await adminWithPassword(ctx, options.email, options.password);
  const { factors, totp } = await adminFactors(ctx.db, admin.id);
  const given = [
    ...(options.passkey ? (['passkey'] as const) : []),
    ...(options.code ? (['totp'] as const) : []),
    ...(options.recoveryCode ? (['recovery-code'] as const) : []),
  ];
  const step = adminSignInStep({ factors, required: ctx.secondFactor.required, given });
  if (step.kind === 'factor-required') return { kind: 'code-required', factors: step.factors };
  // With no factor to record, the session just takes the clock's time.
  const checked =
    step.kind === 'check'
      ? await runCommand(ctx.runtime, actor, async ({ trx, now }) => {
          const attempt = { adminId: admin.id, factor: step.factor, proof: options, totp, now };
          return { accepted: await acceptSignInFactor(trx, ctx.secondFactor, attempt), now };
        })
      : { accepted: true, now: ctx.runtime.clock.now() };
  if (step.kind === 'check' && !checked.accepted) {
    return { kind: 'invalid-code', factor: step.factor, factors: factorList(factors) };
  }
  // The session starts once the factor is recorded as used, at the command's time.
  if (options.previousSessionId) await endSession(ctx, actor, options.previousSessionId);
  // The gateway refuses an admin session whose roles it cannot read: they are in place first.
  await ctx.adminRoles.publish(admin.id);
  const { session, cookie } = await startSession(
    ctx.sessions,
    { id: admin.id, role: 'admin', remember: false },
    checked.now,
    sessionOriginOf(options.client),
  );
  await runCommand(ctx.runtime, actor, ({ trx }) => markAdminSignedIn(trx, admin.id, checked.now));
  await noteSignInDevice(ctx, actor, recipientOfAdmin(admin), options.client);
  const enrolmentOnly = step.kind === 'session' && step.enrolmentOnly;
  if (enrolmentOnly) await ctx.secondFactor.enrolmentOnly.mark(session.id);
  return { kind: 'signed-in', admin, cookie, enrolmentOnly };
}
