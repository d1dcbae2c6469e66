import type { AtRiskAccount } from '@prop/contracts/breach';
import { type RaisedWarningOfAccount, listWarningsOfOpenAccounts } from '../db/at-risk.ts';
import type { RiskContext } from '../context.ts';
import { percentOfBps } from '../domain/rule-set.ts';
import { judgeDailyLoss } from '../domain/rules/daily-loss.ts';
import { judgeMaxLoss } from '../domain/rules/max-loss.ts';
import type { AccountRisk } from '../state/account-risk.ts';

/** A trading day is at most a day long, whatever its reset: older levels are of an earlier day. */
const DAY_MS = 24 * 60 * 60 * 1000;

type Figures = Pick<AtRiskAccount, 'current' | 'limit'>;

/** The loss as of the account's latest update, judged as its warnings are; null before an update of that day. */
function liveFigures(rule: AtRiskAccount['rule'], account: AccountRisk, today: string): Figures | null {
  if (!account.hasUpdate) return null;
  const { maxLoss, dailyLoss } = account.limits;
  const inputs = { depositCents: account.link.depositCents, equityCents: account.equityCents };
  if (rule === 'max_loss') return maxLoss ? judgeMaxLoss(maxLoss, { ...inputs, state: account }) : null;
  const dayStart = account.dayStart;
  return dailyLoss && dayStart?.day.day === today ? judgeDailyLoss(dailyLoss, { ...inputs, dayStart }) : null;
}

/** Without a live figure, the level reached: the loss was at least that share of the limit when raised. */
function raisedFigures(row: RaisedWarningOfAccount, account: AccountRisk | undefined): Figures {
  const configuredBps = row.rule === 'max_loss' ? row.max_drawdown_bps : (row.daily_loss_bps ?? 0);
  const rule = row.rule === 'max_loss' ? account?.limits.maxLoss : account?.limits.dailyLoss;
  const limit = rule?.percent ?? percentOfBps(configuredBps);
  return { current: (limit * row.level) / 100, limit };
}

/** The trading day each account is in: the book's, else the latest day a level was stored for it. */
function currentDays(ctx: RiskContext, rows: RaisedWarningOfAccount[], nowMs: number): Map<string, string> {
  const days = new Map<string, string>();
  for (const row of rows) {
    const account = ctx.book.forAccount(row.account_id);
    const known = days.get(row.account_id);
    if (account) days.set(row.account_id, account.days.at(nowMs).day);
    else if (known === undefined || row.trading_day > known) days.set(row.account_id, row.trading_day);
  }
  return days;
}

/**
 * GET /api/admin/at-risk-accounts: the highest level each loss limit of an open, unbreached account
 * reached on its current trading day, highest level first, then newest.
 */
export async function loadAtRiskAccounts(ctx: RiskContext): Promise<AtRiskAccount[]> {
  const nowMs = ctx.clock.now().getTime();
  const rows = await listWarningsOfOpenAccounts(ctx.db, new Date(nowMs - DAY_MS));
  const today = currentDays(ctx, rows, nowMs);
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
      const account = ctx.book.forAccount(row.account_id);
      const live = account && liveFigures(row.rule, account, today.get(row.account_id) ?? '');
      const { current, limit } = live ?? raisedFigures(row, account);
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
