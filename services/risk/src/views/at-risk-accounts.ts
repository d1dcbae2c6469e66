import type { AtRiskAccount } from '@prop/contracts/breach';
import { type RaisedWarningOfAccount, listWarningsOfOpenAccounts } from '../db/at-risk.ts';
import type { RiskContext } from '../context.ts';
import { percentOfBps } from '../domain/rule-set.ts';
import type { AccountLoss, LossFigures } from './account-loss.ts';

/** A trading day is at most a day long, whatever its reset: older levels are of an earlier day. */
const DAY_MS = 24 * 60 * 60 * 1000;

/** Without a live figure, the level reached: the loss was at least that share of the limit when raised. */
function raisedFigures(row: RaisedWarningOfAccount, loss: AccountLoss | undefined): LossFigures {
  const configuredBps = row.rule === 'max_loss' ? row.max_drawdown_bps : (row.daily_loss_bps ?? 0);
  const limit = loss?.rules[row.rule].limit ?? percentOfBps(configuredBps);
  return { current: (limit * row.level) / 100, limit };
}

/** The trading day each account is in: its holder's, else the latest day a level was stored for it. */
function currentDays(rows: RaisedWarningOfAccount[], losses: Map<string, AccountLoss>): Map<string, string> {
  const days = new Map<string, string>();
  for (const row of rows) {
    const loss = losses.get(row.account_id);
    const known = days.get(row.account_id);
    if (loss) days.set(row.account_id, loss.day);
    else if (known === undefined || row.trading_day > known) days.set(row.account_id, row.trading_day);
  }
  return days;
}

/**
 * GET /api/admin/at-risk-accounts: the highest level each loss limit of an open, unbreached account
 * reached on its current trading day, highest level first, then newest. The current loss is the
 * live one, from whichever replica holds the account; the level's share of the limit when no
 * replica answers for it (its partition is moving) or it has had no update that day.
 */
export async function loadAtRiskAccounts(ctx: RiskContext): Promise<AtRiskAccount[]> {
  const nowMs = ctx.clock.now().getTime();
  const rows = await listWarningsOfOpenAccounts(ctx.db, new Date(nowMs - DAY_MS));
  const accounts = new Map(
    rows.map((row) => [row.account_id, { accountId: row.account_id, mt5AccountId: row.mt5_account_id }]),
  );
  const losses = await ctx.losses.of([...accounts.values()], nowMs);
  const today = currentDays(rows, losses);
  const highest = new Map<string, RaisedWarningOfAccount>();
  for (const row of rows) {
    if (row.trading_day !== today.get(row.account_id)) continue;
    const key = `${row.account_id} ${row.rule}`;
    const kept = highest.get(key);
    if (!kept || row.level > kept.level) highest.set(key, row);
  }
  return [...highest.values()]
    .sort((a, b) => b.level - a.level || b.raised_at.getTime() - a.raised_at.getTime())
    .map((row) => {
      const loss = losses.get(row.account_id);
      const { current, limit } = loss?.rules[row.rule].live ?? raisedFigures(row, loss);
      return {
        accountId: row.account_id,
        mt5AccountId: row.mt5_account_id,
        userId: row.user_id,
        // A trader identity has not told risk about (or who asked to be forgotten) shows without a name.
        ...(row.email !== null && row.first_name !== null && row.last_name !== null
          ? { user: { firstName: row.first_name, lastName: row.last_name, email: row.email } }
          : {}),
        rule: row.rule,
        level: row.level === 90 ? 90 : 80,
        current,
        limit,
        raisedAt: row.raised_at.toISOString(),
      };
    });
}
