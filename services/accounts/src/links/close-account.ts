import type { Transaction } from 'kysely';
import { accountUnlinked } from '@prop/contracts/events/accounts';
import { writeEvent } from '@prop/service-kit/outbox';
import { closeTradingAccount } from '../db/trading-accounts.ts';
import type { AccountsDb, ClosedReason, TradingAccountRow } from '../db/types.ts';
import { figuresOf } from '../domain/decimal-text.ts';
import type { Mt5Snapshot } from '../mt5/provider.ts';

/**
 * Closes an open account (kept as history with its last MT5 figures) and records AccountUnlinked,
 * in the caller's transaction. Undefined when it was closed already.
 */
export async function closeAccount(
  trx: Transaction<AccountsDb>,
  account: Pick<TradingAccountRow, 'id' | 'user_id' | 'mt5_account_id'>,
  reason: ClosedReason,
  unlinkedBy: string | null,
  snapshot: Mt5Snapshot | undefined,
): Promise<TradingAccountRow | undefined> {
  const closed = await closeTradingAccount(trx, account.id, reason, figuresOf(snapshot));
  if (!closed) return undefined;
  await writeEvent(trx, accountUnlinked, {
    userId: closed.user_id,
    accountId: closed.id,
    mt5AccountId: closed.mt5_account_id,
    reason,
    unlinkedBy,
  });
  return closed;
}
