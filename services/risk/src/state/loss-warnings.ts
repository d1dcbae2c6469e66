import type { Warning } from '../commands/raise-warning.ts';
import type { DayStart } from '../domain/day-start.ts';
import { bpsOfPercent } from '../domain/rule-set.ts';
import { startFigureOf } from '../domain/rules/daily-loss.ts';
import { maxLossReference } from '../domain/rules/max-loss.ts';
import { percentOfDeposit, SCALE } from '../domain/rules/scaled.ts';
import { warningLevelOf } from '../domain/rules/verdict.ts';
import type { AccountRisk } from './account-risk.ts';

/**
 * Raises a loss limit's warning level the first time an update reaches it on a trading day. The
 * same arithmetic as the limits, so an update that raises nothing allocates nothing.
 */
export function raiseWarnings(
  account: AccountRisk,
  atMs: number,
  dayStart: DayStart | null,
  raise: (warning: Warning) => void,
): void {
  const { maxLoss, dailyLoss } = account.limits;
  const { link, equityCents } = account;
  const deposit = link.depositCents;
  const day = account.days.at(atMs).day;
  if (account.warnedDay !== day) resetWarnings(account, day);
  if (maxLoss) {
    const used = maxLossReference(maxLoss, deposit, account.highCents) - equityCents * SCALE;
    const level = warningLevelOf(used, deposit * bpsOfPercent(maxLoss.percent));
    if (level !== 0 && level > account.maxLossWarned) {
      account.maxLossWarned = level;
      const current = percentOfDeposit(used, deposit);
      raise({ link, rule: 'max_loss', level, current, limit: maxLoss.percent, tradingDay: day, atMs });
    }
  }
  if (dailyLoss && dayStart) {
    const used = (startFigureOf(dailyLoss.basis, dayStart) - equityCents) * SCALE;
    const level = warningLevelOf(used, deposit * bpsOfPercent(dailyLoss.percent));
    if (level !== 0 && level > account.dailyLossWarned) {
      account.dailyLossWarned = level;
      const current = percentOfDeposit(used, deposit);
      raise({ link, rule: 'daily_loss', level, current, limit: dailyLoss.percent, tradingDay: day, atMs });
    }
  }
}

/** A new trading day for the account's warnings: no level raised yet. */
export function resetWarnings(account: AccountRisk, day: string): void {
  account.warnedDay = day;
  account.maxLossWarned = 0;
  account.dailyLossWarned = 0;
}
