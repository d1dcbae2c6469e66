import { objectiveMet } from '@prop/contracts/events/risk';
import { systemActor } from '@prop/service-kit/actor';
import { type CommandRuntime, type CommandScope, runCommand } from '@prop/service-kit/command';
import { insertMetObjective } from '../db/met-objectives.ts';
import { countTradingDays } from '../db/trading-days.ts';
import type { RiskDb } from '../db/types.ts';
import { packRefOf } from '../domain/locked-pack.ts';
import type { LinkedAccount } from '../state/account-risk.ts';

/** A target of an account's pack was reached. */
export interface TargetMet {
  link: LinkedAccount;
  rule: 'profit_target' | 'min_trading_days';
  atMs: number;
  /** Whether the account's profit meets the pack's target now (the trading days are counted here). */
  profitMet: boolean;
}

const detection = systemActor('risk.detection');

/**
 * Stores the met target and its ObjectiveMet in the caller's transaction: once per target and
 * account, and once more when every target of the pack is met at this instant (the phase is
 * passed; `all_targets` is stored so it is said once). Returns whether the phase passed here.
 */
export async function storeObjectiveMet(
  { trx, emit }: Pick<CommandScope<RiskDb>, 'trx' | 'emit'>,
  { link, rule, atMs, profitMet }: TargetMet,
): Promise<boolean> {
  const metAt = new Date(atMs);
  const first = await insertMetObjective(trx, { account_id: link.accountId, rule, met_at: metAt });
  const rules = link.locked?.rulePack.rules ?? [];
  const minDays = rules.find((candidate) => candidate.rule === 'min_trading_days');
  const daysMet = !minDays || (await countTradingDays(trx, link.accountId)) >= minDays.days;
  const hasProfitTarget = rules.some((candidate) => candidate.rule === 'profit_target');
  const allMet = daysMet && (profitMet || !hasProfitTarget);
  const passed =
    allMet && (await insertMetObjective(trx, { account_id: link.accountId, rule: 'all_targets', met_at: metAt }));
  if (!first && !passed) return false;
  await emit(objectiveMet, {
    userId: link.userId,
    accountId: link.accountId,
    mt5AccountId: link.mt5AccountId,
    rule,
    rulePack: packRefOf(link.locked),
    metAt: metAt.toISOString(),
    allTargetsMet: allMet,
  });
  return passed;
}

/** `storeObjectiveMet` in a command of its own: for a target an equity update reached. */
export function recordObjectiveMet(runtime: CommandRuntime<RiskDb>, met: TargetMet): Promise<boolean> {
  return runCommand(runtime, detection, (scope) => storeObjectiveMet(scope, met));
}
