import type { CommandScope } from '@prop/service-kit/command';
import type { AccountsContext } from '../context.ts';
import { provisionChain } from '../db/purchase-chain.ts';
import { findHold } from '../db/purchase-holds.ts';
import { cancelPendingProvisions } from '../db/provisions.ts';
import { findOpenAccountAmong } from '../db/trading-accounts.ts';
import type { AccountsDb } from '../db/types.ts';
import { holdAction } from '../domain/purchase-hold.ts';
import { changeFreeze } from './change-freeze.ts';
import { closeAccount } from './close-account.ts';

/**
 * Brings the purchase's current open account (its own, or the later phase's that took over from
 * it) in line with what billing's events left standing against the purchase: closed once a
 * chargeback or a refund ended it, frozen while a dispute is open, else not frozen. A closed
 * purchase's provisions still waiting open nothing. Without an account yet, nothing else happens:
 * the provision reads the same hold when it opens one. Run under the user's lock.
 */
export async function settlePurchaseHold(
  ctx: Pick<AccountsContext, 'provider'>,
  scope: CommandScope<AccountsDb>,
  purchaseId: string,
): Promise<void> {
  const hold = await findHold(scope.trx, purchaseId);
  const chain = await provisionChain(scope.trx, purchaseId);
  if (hold.closure) {
    const waiting = chain.filter((provision) => provision.status === 'pending');
    await cancelPendingProvisions(
      scope.trx,
      waiting.map((provision) => provision.purchase_id),
    );
  }
  const accountIds = chain.flatMap((provision) => provision.trading_account_id ?? []);
  const account = await findOpenAccountAmong(scope.trx, accountIds);
  if (!account) return;
  const action = holdAction(hold, account.frozen_reason);
  switch (action.kind) {
    case 'close':
      await closeAccount(scope, account, action.reason, null, ctx.provider.get(account.mt5_account_id));
      return;
    case 'freeze':
      await changeFreeze(scope, account.id, action.reason);
      return;
    case 'unfreeze':
      await changeFreeze(scope, account.id, null);
      return;
    case 'none':
      return;
  }
}
