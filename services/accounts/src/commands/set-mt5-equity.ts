import { ACCOUNT_MESSAGES } from '@prop/contracts/account';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import { conflict, notFound } from '@prop/service-kit/errors';
import type { AccountsContext } from '../context.ts';
import type { Mt5Snapshot } from '../mt5/provider.ts';

/**
 * The simulator's control: an admin drives an MT5 account's equity to a value at once (to a breach
 * or a profit, for demos and tests), and the change is audited. Only a simulated broker allows it.
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
    // The equity lives in the simulator's memory: only the audit entry is in the transaction.
    const snapshot = control.setEquity(mt5AccountId, equity);
    if (!snapshot) throw notFound(ACCOUNT_MESSAGES.mt5NotFound);
    await scope.audit({
      action: 'mt5.equity_set',
      target: { type: 'mt5_account', id: mt5AccountId },
      before: { equity: previous },
      after: { equity },
    });
    return snapshot;
  });
}
