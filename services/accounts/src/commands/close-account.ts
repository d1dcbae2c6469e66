import { accountUnlinked } from '@prop/contracts/events/accounts';
import type { CommandScope } from '@prop/service-kit/command';
import { closeTradingAccount } from '../db/trading-accounts.ts';
import type { AccountsDb, ClosedReason, TradingAccountRow } from '../db/types.ts';
import { figuresOf } from '../domain/money-figures.ts';
import type { Mt5Snapshot } from '../mt5/provider.ts';

/**
 * Closes an open account (kept as history with its last MT5 figures) and emits AccountUnlinked,
 * in the command's transaction. Undefined when it was closed already.
 */
export async function closeAccount(
  scope: CommandScope<AccountsDb>,
  account: Pick<TradingAccountRow, 'id' | 'user_id' | 'mt5_account_id'>,
  reason: ClosedReason,
  unlinkedBy: string | null,
  snapshot: Mt5Snapshot | undefined,
): Promise<TradingAccountRow | undefined> {
  const closed = await closeTradingAccount(scope.trx, account.id, reason, figuresOf(snapshot), scope.now);
  if (!closed) return undefined;
  await scope.emit(accountUnlinked, {
    userId: closed.user_id,
    accountId: closed.id,
    mt5AccountId: closed.mt5_account_id,
    reason,
    unlinkedBy,
  });
  return closed;
}
