import { warningRaised } from '@prop/contracts/events/risk';
import type { WarningLevel } from '@prop/contracts/rule-pack';
import { systemActor } from '@prop/service-kit/actor';
import { type CommandRuntime, runCommand } from '@prop/service-kit/command';
import { insertRaisedWarning } from '../db/raised-warnings.ts';
import type { RiskDb } from '../db/types.ts';
import type { LinkedAccount } from '../state/account-risk.ts';
import { warningsRaised } from '../warnings/warning-metrics.ts';

/** A loss limit of an account reached a warning level on one of its trading days. */
export interface Warning {
  link: LinkedAccount;
  rule: 'max_loss' | 'daily_loss';
  level: WarningLevel;
  /** Used and allowed, percent of the deposit. */
  current: number;
  limit: number;
  tradingDay: string;
  atMs: number;
}

const detection = systemActor('risk.detection');

/** Stores the raised level and its WarningRaised once per level, rule, account and trading day. */
export function raiseWarning(runtime: CommandRuntime<RiskDb>, warning: Warning): Promise<void> {
  const { link, rule, level, current, limit, tradingDay } = warning;
  const raisedAt = new Date(warning.atMs);
  return runCommand(runtime, detection, async ({ trx, emit, afterCommit }) => {
    const account = { account_id: link.accountId, rule, level, trading_day: tradingDay, raised_at: raisedAt };
    if (!(await insertRaisedWarning(trx, account))) return;
    afterCommit(() => warningsRaised().inc({ rule, level: String(level) }));
    await emit(warningRaised, {
      userId: link.userId,
      accountId: link.accountId,
      mt5AccountId: link.mt5AccountId,
      rule,
      level,
      current,
      limit,
      unit: 'percent',
      tradingDay,
      raisedAt: raisedAt.toISOString(),
    });
  });
}
