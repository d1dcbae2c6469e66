import type { Transaction } from 'kysely';
import { type AccountOwner, ownerColumn } from '../domain/account-owner.ts';
import type { IssuedToken } from '../domain/one-time-tokens.ts';
import type { IdentityDb, OneTimeTokenPurpose, OneTimeTokenRow } from './types.ts';

type Trx = Transaction<IdentityDb>;

export async function insertToken(
  trx: Trx,
  purpose: OneTimeTokenPurpose,
  owner: AccountOwner,
  issued: IssuedToken,
  now: Date,
): Promise<void> {
  await trx
    .insertInto('one_time_tokens')
    .values({
      token_hash: issued.hash,
      purpose,
      user_id: owner.role === 'trader' ? owner.id : null,
      admin_id: owner.role === 'admin' ? owner.id : null,
      created_at: now,
      expires_at: issued.expiresAt,
    })
    .execute();
}

/** Spends every link of this purpose the owner still holds: a newer one, a use or a new password voids them. */
export async function spendOutstandingTokens(
  trx: Trx,
  purpose: OneTimeTokenPurpose,
  owner: AccountOwner,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('one_time_tokens')
    .set({ spent_at: now })
    .where(ownerColumn(owner.role), '=', owner.id)
    .where('purpose', '=', purpose)
    .where('spent_at', 'is', null)
    .execute();
}

/** The link with this hash, locked until the transaction ends: two clicks of one link use it once. */
export function lockToken(trx: Trx, purpose: OneTimeTokenPurpose, hash: string): Promise<OneTimeTokenRow | undefined> {
  return trx
    .selectFrom('one_time_tokens')
    .selectAll()
    .where('token_hash', '=', hash)
    .where('purpose', '=', purpose)
    .forUpdate()
    .executeTakeFirst();
}
