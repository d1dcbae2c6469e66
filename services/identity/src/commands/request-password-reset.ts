import { passwordResetRequested } from '@prop/contracts/events/identity';
import type { Role } from '@prop/contracts/user';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import type { IdentityContext } from '../context.ts';
import { findRecipientByEmail } from '../db/accounts.ts';
import { insertToken, spendOutstandingTokens } from '../db/one-time-tokens.ts';
import { issueToken } from '../domain/one-time-tokens.ts';

/** No account has this id: an unknown address voids its (no) links like a known one. */
const NO_ONE = '00000000-0000-0000-0000-000000000000';

/**
 * "Forgot password?": a reset link for the account with this address, e-mailed by marketing from
 * password.reset_requested. An unknown address gets the same answer and nearly the same work (the
 * same transaction, look-up, voiding and token), so neither the answer nor its timing tells
 * whether an account exists.
 */
export async function requestPasswordReset(
  ctx: IdentityContext,
  actor: Actor,
  options: { role: Role; email: string },
): Promise<void> {
  const { role } = options;
  await runCommand(ctx.runtime, actor, async ({ trx, now, emit }) => {
    const recipient = await findRecipientByEmail(trx, role, options.email);
    const owner = { role, id: recipient?.userId ?? NO_ONE };
    await spendOutstandingTokens(trx, 'password_reset', owner, now);
    const issued = issueToken('password_reset', now);
    if (!recipient) return;
    await insertToken(trx, 'password_reset', owner, issued, now);
    await emit(passwordResetRequested, {
      ...recipient,
      token: issued.token,
      expiresAt: issued.expiresAt.toISOString(),
    });
  });
}
