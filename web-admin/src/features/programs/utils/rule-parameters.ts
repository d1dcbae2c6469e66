import { DAILY_LOSS_BASES, MAX_LOSS_BASES, type Rule, type RuleName } from '@prop/contracts/rule-pack';
import { DAILY_LOSS_BASIS_LABELS, MAX_LOSS_BASIS_LABELS } from '@prop/contracts/rule-words';

/** How a parameter is typed in: a number with its unit, a choice, a time of day, a zone or a tick box. */
export type ParameterInput =
  | { type: 'number'; unit: '%' | 'days' | 'lots' | 'minutes' | '1:' }
  | { type: 'select'; options: readonly { value: string; label: string }[] }
  | { type: 'time' }
  | { type: 'zone' }
  | { type: 'checkbox' };

export interface ParameterSpec {
  key: string;
  label: string;
  input: ParameterInput;
  /** Shown only when this other parameter has this value. */
  when?: { key: string; notValue: string };
}

const optionsOf = (labels: Record<string, string>, values: readonly string[]) =>
  values.map((value) => ({ value, label: labels[value] ?? value }));

const percent = (key: string, label: string): ParameterSpec => ({
  key,
  label,
  input: { type: 'number', unit: '%' },
});
const days = (label: string): ParameterSpec => ({ key: 'days', label, input: { type: 'number', unit: 'days' } });
const lots = (label: string): ParameterSpec => ({ key: 'lots', label, input: { type: 'number', unit: 'lots' } });

/** Each rule's parameters besides its name and severity, in the order the editor shows them. */
export const RULE_PARAMETERS: Record<RuleName, readonly ParameterSpec[]> = {
  max_loss: [
    percent('percent', 'Loss allowed'),
    {
      key: 'basis',
      label: 'Measured',
      input: { type: 'select', options: optionsOf(MAX_LOSS_BASIS_LABELS, MAX_LOSS_BASES) },
    },
    {
      key: 'lockAtStart',
      label: 'Stop trailing at the starting balance',
      input: { type: 'checkbox' },
      when: { key: 'basis', notValue: 'static' },
    },
  ],
  daily_loss: [
    percent('percent', 'Loss allowed per day'),
    {
      key: 'basis',
      label: 'Of',
      input: { type: 'select', options: optionsOf(DAILY_LOSS_BASIS_LABELS, DAILY_LOSS_BASES) },
    },
    { key: 'resetTime', label: 'Resets at (HH:MM)', input: { type: 'time' } },
    { key: 'timeZone', label: 'Time zone', input: { type: 'zone' } },
  ],
  profit_target: [percent('percent', 'Target')],
  min_trading_days: [days('Trading days')],
  max_phase_days: [days('Days')],
  consistency: [percent('maxBestDayPercent', 'Best day at most')],
  max_trade_volume: [lots('Lots per trade')],
  max_open_volume: [lots('Lots open')],
  expert_advisor: [],
  max_leverage: [{ key: 'leverage', label: 'Leverage', input: { type: 'number', unit: '1:' } }],
  weekend_holding: [],
  news_trading: [{ key: 'minutes', label: 'Minutes around the news', input: { type: 'number', unit: 'minutes' } }],
  inactivity: [days('Days without a deal')],
};

/** What a rule starts as when added to a phase: the common figures of the seeded programs. */
export const NEW_RULES: Record<RuleName, Rule> = {
  max_loss: { rule: 'max_loss', severity: 'hard', basis: 'static', percent: 10 },
  daily_loss: {
    rule: 'daily_loss',
    severity: 'hard',
    basis: 'higher',
    percent: 5,
    resetTime: '00:00',
    timeZone: 'Europe/Amsterdam',
  },
  profit_target: { rule: 'profit_target', severity: 'hard', percent: 10 },
  min_trading_days: { rule: 'min_trading_days', severity: 'hard', days: 4 },
  max_phase_days: { rule: 'max_phase_days', severity: 'hard', days: 30 },
  consistency: { rule: 'consistency', severity: 'soft', maxBestDayPercent: 50 },
  max_trade_volume: { rule: 'max_trade_volume', severity: 'hard', lots: 10 },
  max_open_volume: { rule: 'max_open_volume', severity: 'hard', lots: 20 },
  expert_advisor: { rule: 'expert_advisor', severity: 'hard' },
  max_leverage: { rule: 'max_leverage', severity: 'hard', leverage: 30 },
  weekend_holding: { rule: 'weekend_holding', severity: 'hard' },
  news_trading: { rule: 'news_trading', severity: 'hard', minutes: 2 },
  inactivity: { rule: 'inactivity', severity: 'hard', days: 30 },
};
