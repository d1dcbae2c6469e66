import { ACCOUNT_MESSAGES } from '@prop/contracts/account';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import { conflict, notFound } from '@prop/service-kit/errors';
import type { AccountsContext } from '../context.ts';
import { saveLastFigures } from '../db/trading-accounts.ts';
import { figuresOf } from '../domain/money-figures.ts';
import type { Mt5Snapshot } from '../mt5/provider.ts';

/**
 * The simulator's control: an admin drives an MT5 account's equity to a value at once (to a breach
 * or a profit, for demos and tests), and the change is audited. Only a simulated broker allows it.
 * The equity lives in the simulator's memory; a linked account's new figures are also stored in the
 * command's transaction, so a restart right after the answer resumes from them, not from the
 * figures the keeper last wrote: an acknowledged drive to a breach is not undone by a crash.
 */
export async function setMt5Equity(
  ctx: AccountsContext,
  actor: Actor,
  mt5AccountId: string,
  equity: number,
): Promise<Mt5Snapshot> {
  const control = ctx.provider.control;
  if (!control) throw conflict(ACCOUNT_MESSAGES.simulatorOnly);
  return runCommand(ctx.runtime, actor, async (scope) => {
    const previous = ctx.provider.get(mt5AccountId)?.info?.equity ?? null;
    const snapshot = control.setEquity(mt5AccountId, equity);
    if (!snapshot) throw notFound(ACCOUNT_MESSAGES.mt5NotFound);
    const link = ctx.links.forMt5(mt5AccountId);
    const figures = figuresOf(snapshot);
    if (link && figures) {
      await saveLastFigures(scope.trx, [{ accountId: link.accountId, at: snapshot.updatedAt, ...figures }]);
    }
    await scope.audit({
      action: 'mt5.equity_set',
      target: { type: 'mt5_account', id: mt5AccountId },
      before: { equity: previous },
      after: { equity },
    });
    return snapshot;
  });
}
