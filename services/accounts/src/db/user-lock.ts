import { sql, type Transaction } from 'kysely';
import type { AccountsDb } from './types.ts';

/**
 * Takes, until the transaction ends, the lock every write that opens a user's account or applies
 * a purchase's dispute or refund to it takes first. Without it, a dispute recorded while the
 * purchase's account is being opened would be seen by neither transaction, and the account would
 * open unfrozen. Per user, because the events name the user and every account of a purchase is theirs.
 */
export async function lockUserAccounts(trx: Transaction<AccountsDb>, userId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`accounts:user:${userId}`}, 0))`.execute(trx);
}
