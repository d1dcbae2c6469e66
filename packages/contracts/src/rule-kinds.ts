import type { RuleName } from './rule-pack.ts';

// Apart from the rule pack schemas so the rules' words (rule-words.ts), which the dashboard's
// objectives show, do not bring zod with them.

export const OBJECTIVE_KINDS = ['limit', 'target', 'condition'] as const;
export type ObjectiveKind = (typeof OBJECTIVE_KINDS)[number];

/** How each rule shows as an objective: a limit is used up, a target is reached, a condition holds or not. */
export const RULE_KINDS: Record<RuleName, ObjectiveKind> = {
  max_loss: 'limit',
  daily_loss: 'limit',
  profit_target: 'target',
  min_trading_days: 'target',
  max_phase_days: 'limit',
  consistency: 'condition',
  max_trade_volume: 'limit',
  max_open_volume: 'limit',
  expert_advisor: 'condition',
  max_leverage: 'condition',
  weekend_holding: 'condition',
  news_trading: 'condition',
  inactivity: 'limit',
};
