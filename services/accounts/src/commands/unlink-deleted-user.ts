import type { CommandScope } from '@prop/service-kit/command';
import type { AccountsContext } from '../context.ts';
import { findOpenAccountForUpdate } from '../db/trading-accounts.ts';
import type { AccountsDb } from '../db/types.ts';
import { closeAccount } from './close-account.ts';

/** A user was deleted: their open account is unlinked; its history stays. */
export async function unlinkDeletedUser(
  ctx: Pick<AccountsContext, 'provider'>,
  scope: CommandScope<AccountsDb>,
  deleted: { userId: string; deletedBy: string | null },
): Promise<void> {
  const open = await findOpenAccountForUpdate(scope.trx, deleted.userId);
  if (!open) return;
  await closeAccount(scope, open, 'user_deleted', deleted.deletedBy, ctx.provider.get(open.mt5_account_id));
}
