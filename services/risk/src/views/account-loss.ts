import type { AtRiskAccount } from '@prop/contracts/breach';
import { judgeDailyLoss } from '../domain/rules/daily-loss.ts';
import { judgeMaxLoss } from '../domain/rules/max-loss.ts';
import type { AccountRisk } from '../state/account-risk.ts';

type LossRule = AtRiskAccount['rule'];
export type LossFigures = Pick<AtRiskAccount, 'current' | 'limit'>;

/**
 * What the at-risk list needs of an account's live state, computed by the replica holding it:
 * plain data, so another replica can ask for it (partitions/owner-losses.ts).
 */
export interface AccountLoss {
  /** The trading day the account is in. */
  day: string;
  rules: Record<
    LossRule,
    {
      /** The loss as of the latest update, judged as its warnings are; null before an update of that day. */
      live: LossFigures | null;
      /** The limit in percent, null when the account has no such rule. */
      limit: number | null;
    }
  >;
}

export function lossOf(account: AccountRisk, nowMs: number): AccountLoss {
  const day = account.days.at(nowMs).day;
  const { maxLoss, dailyLoss } = account.limits;
  const inputs = { depositCents: account.link.depositCents, equityCents: account.equityCents };
  const dayStart = account.dayStart;
  const maxLive = account.hasUpdate && maxLoss ? judgeMaxLoss(maxLoss, { ...inputs, state: account }) : null;
  const dailyLive =
    account.hasUpdate && dailyLoss && dayStart?.day.day === day
      ? judgeDailyLoss(dailyLoss, { ...inputs, dayStart })
      : null;
  return {
    day,
    rules: {
      max_loss: { live: figuresOf(maxLive), limit: maxLoss?.percent ?? null },
      daily_loss: { live: figuresOf(dailyLive), limit: dailyLoss?.percent ?? null },
    },
  };
}

function figuresOf(verdict: LossFigures | null): LossFigures | null {
  return verdict && { current: verdict.current, limit: verdict.limit };
}
