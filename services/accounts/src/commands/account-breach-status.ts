import { accountStatusChanged } from '@prop/contracts/events/accounts';
import type { CommandScope } from '@prop/service-kit/command';
import { markBreached, markReinstated } from '../db/trading-accounts.ts';
import type { AccountsDb } from '../db/types.ts';

/** Risk detected a breach: the account is lost; an active account becomes breached (once). */
export async function markAccountBreached(
  scope: CommandScope<AccountsDb>,
  breach: { userId: string; mt5AccountId: string },
): Promise<void> {
  const { userId, mt5AccountId } = breach;
  const row = await markBreached(scope.trx, mt5AccountId, userId, scope.now);
  if (!row) return;
  await scope.emit(accountStatusChanged, { userId, accountId: row.id, mt5AccountId, from: 'active', to: 'breached' });
}

/** Two admins reversed the account's breach: a breached account trades on, active again (once). */
export async function markAccountReinstated(
  scope: CommandScope<AccountsDb>,
  reversal: { userId: string; accountId: string; mt5AccountId: string },
): Promise<void> {
  const row = await markReinstated(scope.trx, reversal.accountId, scope.now);
  if (!row) return;
  const { userId, accountId, mt5AccountId } = reversal;
  await scope.emit(accountStatusChanged, { userId, accountId, mt5AccountId, from: 'breached', to: 'active' });
}
