import { RULE_KINDS } from './rule-kinds.ts';
import type { Rule, RuleName } from './rule-pack.ts';

/** Each rule's name, as both apps show it: the trader's objectives, warnings, the admin's editor. */
export const RULE_TITLES: Record<RuleName, string> = {
  max_loss: 'Maximum loss',
  daily_loss: 'Daily loss',
  profit_target: 'Profit target',
  min_trading_days: 'Trading days',
  max_phase_days: 'Phase length',
  consistency: 'Consistency',
  max_trade_volume: 'Volume per trade',
  max_open_volume: 'Open volume',
  expert_advisor: 'Expert advisors',
  max_leverage: 'Leverage',
  weekend_holding: 'Weekend holding',
  news_trading: 'News trading',
  inactivity: 'Inactivity',
};

export const MAX_LOSS_BASIS_LABELS = {
  static: 'static',
  trailing_equity: 'trailing the equity high',
  trailing_eod_balance: 'trailing the end-of-day balance high',
} as const;

export const DAILY_LOSS_BASIS_LABELS = {
  balance: 'balance',
  equity: 'equity',
  higher: 'the higher of balance and equity',
} as const;

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** A rule and its figures in words: 'Daily loss 5% of balance, resets 00:00 Europe/Amsterdam'. */
export function describeRule(rule: Rule): string {
  switch (rule.rule) {
    case 'max_loss':
      return `Maximum loss ${rule.percent}% ${MAX_LOSS_BASIS_LABELS[rule.basis]}${
        rule.lockAtStart && rule.basis !== 'static' ? ', locks at the starting balance' : ''
      }`;
    case 'daily_loss':
      return `Daily loss ${rule.percent}% of ${DAILY_LOSS_BASIS_LABELS[rule.basis]}, resets ${rule.resetTime} ${rule.timeZone}`;
    case 'profit_target':
      return `Profit target ${rule.percent}%`;
    case 'min_trading_days':
      return `At least ${plural(rule.days, 'trading day')}`;
    case 'max_phase_days':
      return `At most ${plural(rule.days, 'day')} in the phase`;
    case 'consistency':
      return `Best day at most ${rule.maxBestDayPercent}% of total profit`;
    case 'max_trade_volume':
      return `At most ${plural(rule.lots, 'lot')} per trade`;
    case 'max_open_volume':
      return `At most ${plural(rule.lots, 'lot')} open at once`;
    case 'expert_advisor':
      return 'No expert advisors';
    case 'max_leverage':
      return `Leverage at most 1:${rule.leverage}`;
    case 'weekend_holding':
      return 'No positions held over the weekend';
    case 'news_trading':
      return `No trades within ${plural(rule.minutes, 'minute')} of high-impact news`;
    case 'inactivity':
      return `At least one deal every ${plural(rule.days, 'day')}`;
  }
}

/** The rule in words with its severity; a target is met or not, so its severity is left out. */
export function ruleLine(rule: Rule): string {
  return RULE_KINDS[rule.rule] === 'target' ? describeRule(rule) : `${describeRule(rule)} (${rule.severity})`;
}
