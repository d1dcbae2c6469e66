import type { FreezeReason } from '@prop/contracts/account';
import { accountFreezeChanged } from '@prop/contracts/events/accounts';
import type { CommandScope } from '@prop/service-kit/command';
import { setFreeze } from '../db/trading-accounts.ts';
import type { AccountsDb, TradingAccountRow } from '../db/types.ts';
import { freezeOfRow } from '../domain/account-link.ts';

/** Tells every replica, the facts bucket with them, how the account's freeze now stands. */
export async function emitFreezeChanged(scope: CommandScope<AccountsDb>, row: TradingAccountRow): Promise<void> {
  await scope.emit(accountFreezeChanged, {
    userId: row.user_id,
    accountId: row.id,
    mt5AccountId: row.mt5_account_id,
    ...freezeOfRow(row),
  });
}

/** Freezes an open account for a reason, or lifts its freeze (null), in the command's transaction; once. */
export async function changeFreeze(
  scope: CommandScope<AccountsDb>,
  accountId: string,
  reason: FreezeReason | null,
): Promise<void> {
  const row = await setFreeze(scope.trx, accountId, reason, scope.now);
  if (row) await emitFreezeChanged(scope, row);
}
