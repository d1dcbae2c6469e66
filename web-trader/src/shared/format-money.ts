import { formatEuro, formatMoney } from '@prop/contracts/money';

export { formatEuro, formatMoney };

/** A signed amount: '+$12.50', '-€3.00'. */
export function formatSigned(value: number, currency: string): string {
  const text = formatMoney(Math.abs(value), currency);
  if (value > 0) return `+${text}`;
  if (value < 0) return `-${text}`;
  return text;
}
