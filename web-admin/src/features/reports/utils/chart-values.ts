import { formatEuro, moneyAsNumber, moneyOf } from '@prop/contracts/money';

/** Money text as a number to draw (a bar's height only: figures shown as text stay exact). */
export const plotted = (text: string) => moneyAsNumber(moneyOf(text));

/** An axis tick in euro, short ('€24K'): the ticks only place the bars, the cards and CSV are exact. */
const compactEuro = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR', notation: 'compact' });
export const euroTick = (value: number) => compactEuro.format(value);

/** Exact euro text for a card, from the server's decimal text. */
export const euro = (text: string) => formatEuro(moneyOf(text));

/** '2026-03-02' → 'Mar 2'; '2026-03' → 'Mar 2026'. Plain calendar labels, no zone involved. */
export function periodLabel(period: string): string {
  const [year, month, day] = period.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
  return day
    ? date.toLocaleDateString('en-GB', { month: 'short', day: 'numeric', timeZone: 'UTC' })
    : date.toLocaleDateString('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
}

const RULE_NAMES: Record<string, string> = {
  max_drawdown: 'Max drawdown',
  daily_loss: 'Daily loss',
  max_loss: 'Max loss',
  max_phase_days: 'Phase days',
  max_trade_volume: 'Trade volume',
  max_open_volume: 'Open volume',
  expert_advisor: 'Expert advisor',
  max_leverage: 'Leverage',
};
export const ruleName = (rule: string) => RULE_NAMES[rule] ?? rule;

/** Breaches per day with one column per rule, for a stacked chart. */
export function breachesByDayAndRule(rows: { period: string; rule: string; count: number }[], days: string[]) {
  const rules = [...new Set(rows.map((row) => row.rule))].sort();
  const byDay = new Map(days.map((day) => [day, Object.fromEntries(rules.map((rule) => [rule, 0]))]));
  for (const row of rows) {
    const counts = byDay.get(row.period);
    if (counts) counts[row.rule] = row.count;
  }
  return { rules, data: days.map((day) => ({ period: day, ...byDay.get(day) })) };
}
