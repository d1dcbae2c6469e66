import { formatMoney, moneyOf } from '@prop/contracts/money';
import type { EquityPoint, EquityRange } from '@prop/contracts/trading';

/** Each range's button and how a sentence names its span. */
export const RANGE_LABELS: Record<EquityRange, { button: string; span: string }> = {
  '1d': { button: '1D', span: 'the last day' },
  '1w': { button: '1W', span: 'the last week' },
  '1m': { button: '1M', span: 'the last month' },
  all: { button: 'All', span: 'the life of the account' },
};

/**
 * The chart in words, for everyone who does not see the picture: the latest balance and equity,
 * and the equity's low and high over the range (each bucket's own low and high, so a dip between
 * two readings counts).
 */
export function equitySummary(points: readonly EquityPoint[], range: EquityRange, currency: string): string {
  const latest = points.at(-1);
  const span = RANGE_LABELS[range].span;
  if (!latest) return `No balance or equity recorded over ${span} yet.`;
  let low = moneyOf(latest.equityMin);
  let high = moneyOf(latest.equityMax);
  for (const point of points) {
    const min = moneyOf(point.equityMin);
    const max = moneyOf(point.equityMax);
    if (min < low) low = min;
    if (max > high) high = max;
  }
  const money = (amount: bigint | string) =>
    formatMoney(typeof amount === 'string' ? moneyOf(amount) : amount, currency);
  return `Latest balance ${money(latest.balance)}, equity ${money(latest.equity)}. Over ${span} equity ranged from ${money(low)} to ${money(high)}.`;
}
