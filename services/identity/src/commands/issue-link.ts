import type { CommandScope } from '@prop/service-kit/command';
import type { IdentityDb, OneTimeTokenPurpose } from '../db/types.ts';
import { insertToken, spendOutstandingTokens } from '../db/one-time-tokens.ts';
import type { AccountOwner } from '../domain/account-owner.ts';
import { type IssuedToken, issueToken } from '../domain/one-time-tokens.ts';

/** Inside a command: a fresh single-use link for the owner, which voids the ones they still hold. */
export async function issueLink(
  { trx, now }: CommandScope<IdentityDb>,
  purpose: OneTimeTokenPurpose,
  owner: AccountOwner,
): Promise<IssuedToken> {
  await spendOutstandingTokens(trx, purpose, owner, now);
  const issued = issueToken(purpose, now);
  await insertToken(trx, purpose, owner, issued, now);
  return issued;
}
