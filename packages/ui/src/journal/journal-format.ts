import { formatMoney, moneyOf } from '@prop/contracts/money';

/** Whether an amount made money, lost it, or neither: its colour, always shown with its sign. */
export type Direction = 'gain' | 'loss' | 'flat';

export function directionOf(amount: string): Direction {
  const cents = moneyOf(amount);
  return cents > 0n ? 'gain' : cents < 0n ? 'loss' : 'flat';
}

/** '+$12.50', '-$3.20', '$0.00': the sign is text, so a result never depends on its colour. */
export function formatSignedMoney(amount: string, currency: string): string {
  const cents = moneyOf(amount);
  const text = formatMoney(cents < 0n ? -cents : cents, currency);
  return cents > 0n ? `+${text}` : cents < 0n ? `-${text}` : text;
}

export const NO_VALUE = '—';

/** A percentage as the server rounds it, to two decimals at most: '66.67%', '50%'. */
export function formatPercent(value: number | null): string {
  return value === null ? NO_VALUE : `${value.toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;
}

/** A ratio such as a profit factor: two decimals. */
export function formatRatio(value: number | null): string {
  return value === null ? NO_VALUE : value.toFixed(2);
}

/** Lots with two decimals (MT5 volumes step by 0.01). */
export function formatLots(value: number): string {
  return value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** A price as MT5 quotes it: two to five decimals, thousands grouped. */
export function formatPrice(value: number | null | undefined): string {
  if (value === null || value === undefined) return NO_VALUE;
  return value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 5 });
}

const UNITS = [
  { seconds: 86_400, suffix: 'd' },
  { seconds: 3_600, suffix: 'h' },
  { seconds: 60, suffix: 'm' },
  { seconds: 1, suffix: 's' },
] as const;

/** A duration as people say it, its two largest units: '45s', '12m 5s', '3h 20m', '2d 4h'. */
export function formatDuration(totalSeconds: number | null): string {
  if (totalSeconds === null) return NO_VALUE;
  let rest = Math.max(0, Math.round(totalSeconds));
  const parts: string[] = [];
  for (const unit of UNITS) {
    const count = Math.floor(rest / unit.seconds);
    rest -= count * unit.seconds;
    if (count > 0 || parts.length > 0) parts.push(`${count}${unit.suffix}`);
    if (parts.length === 2) break;
  }
  const shown = parts.filter((part, index) => index === 0 || !part.startsWith('0'));
  return shown.length ? shown.join(' ') : '0s';
}

/** Seconds between two instants, or null when the first is unknown. */
export function secondsBetween(from: string | null, to: string): number | null {
  return from === null ? null : (Date.parse(to) - Date.parse(from)) / 1000;
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}
