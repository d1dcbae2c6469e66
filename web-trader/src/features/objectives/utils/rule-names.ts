import type { ObjectiveUnit, RuleName } from '@prop/contracts/rule-pack';

/** Each rule as the trader reads it on the dashboard and in a warning. */
export const RULE_NAMES: Record<RuleName, string> = {
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

/** The unit each rule is measured in: a `risk_warning` push carries its figures without one. */
export const RULE_UNITS: Record<RuleName, ObjectiveUnit> = {
  max_loss: 'percent',
  daily_loss: 'percent',
  profit_target: 'percent',
  min_trading_days: 'days',
  max_phase_days: 'days',
  consistency: 'percent',
  max_trade_volume: 'lots',
  max_open_volume: 'lots',
  expert_advisor: 'deals',
  max_leverage: 'leverage',
  weekend_holding: 'positions',
  news_trading: 'deals',
  inactivity: 'days',
};
