import { ACCOUNT_MESSAGES } from '@prop/contracts/account';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import { notFound } from '@prop/service-kit/errors';
import type { AccountsContext } from '../context.ts';
import { findOpenAccountForUpdate } from '../db/trading-accounts.ts';
import type { TradingAccountRow } from '../db/types.ts';
import { closeAccount } from './close-account.ts';

/** An admin unlinks a trader's open account: it is closed (kept as history) and the change audited. */
export async function unlinkMt5Account(ctx: AccountsContext, actor: Actor, userId: string): Promise<TradingAccountRow> {
  const closed = await runCommand(ctx.runtime, actor, async (scope) => {
    const open = await findOpenAccountForUpdate(scope.trx, userId);
    if (!open) return undefined;
    await scope.audit({
      action: 'mt5.unlinked',
      target: { type: 'user', id: userId },
      before: { accountId: open.id, mt5AccountId: open.mt5_account_id, status: open.status },
      after: { status: 'unlinked' },
    });
    const unlinkedBy = 'userId' in actor ? actor.userId : null;
    return closeAccount(scope, open, 'unlinked', unlinkedBy, ctx.provider.get(open.mt5_account_id));
  });
  if (!closed) throw notFound(ACCOUNT_MESSAGES.notLinked);
  ctx.links.remove(closed.id, userId);
  return closed;
}
