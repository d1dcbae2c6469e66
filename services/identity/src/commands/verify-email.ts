import { EMAIL_VERIFICATION_MESSAGES } from '@prop/contracts/email-verification-messages';
import { emailVerified } from '@prop/contracts/events/identity';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import { badRequest } from '@prop/service-kit/errors';
import type { IdentityContext } from '../context.ts';
import { markEmailVerified } from '../db/accounts.ts';
import { lockToken, spendOutstandingTokens } from '../db/one-time-tokens.ts';
import { hashToken, isUsable } from '../domain/one-time-tokens.ts';

/** A verification link is followed (signed in or not): the trader's address is verified, the link spent. */
export async function verifyEmail(ctx: IdentityContext, actor: Actor, token: string): Promise<void> {
  await runCommand(ctx.runtime, actor, async ({ trx, now, emit }) => {
    const row = await lockToken(trx, 'email_verification', hashToken(token));
    if (!row?.user_id || !isUsable(row, now)) throw badRequest(EMAIL_VERIFICATION_MESSAGES.invalidLink);
    const owner = { role: 'trader' as const, id: row.user_id };
    await spendOutstandingTokens(trx, 'email_verification', owner, now);
    if (await markEmailVerified(trx, owner.id, now)) await emit(emailVerified, { userId: owner.id });
  });
}
