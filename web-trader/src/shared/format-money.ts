import { formatMoney } from '@prop/contracts/money';

export { formatMoney };

/** Non-MT5 values (the initial deposit, figures before MT5 data arrives) are shown in euro. */
export const formatEuro = (value: number) => formatMoney(value, 'EUR');

/** A signed amount: '+$12.50', '-€3.00'. */
export function formatSigned(value: number, currency: string): string {
  const text = formatMoney(Math.abs(value), currency);
  if (value > 0) return `+${text}`;
  if (value < 0) return `-${text}`;
  return text;
}
