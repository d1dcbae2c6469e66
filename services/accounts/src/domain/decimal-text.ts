/**
 * Money kept as numeric travels as text. These give it one spelling: no trailing zeros
 * ('25000.00' is '25000', '10250.50' is '10250.5'), as the funding balances are written in the API.
 */
export function canonicalDecimal(text: string): string {
  if (!/^-?\d+(\.\d+)?$/.test(text)) throw new Error(`not a decimal: ${text}`);
  const [whole = '0', fraction = ''] = text.split('.');
  const trimmed = fraction.replace(/0+$/, '');
  return trimmed ? `${whole}.${trimmed}` : whole;
}

/** An MT5 figure (a float the platform reports) as decimal text in cents, for a numeric column. */
export function centsText(value: number): string {
  return (Math.round(value * 100) / 100).toFixed(2);
}

/** The latest balance and equity of a snapshot as decimal text; null when none are known. */
export function figuresOf(snapshot: { info: { balance: number; equity: number } | null } | undefined) {
  const info = snapshot?.info;
  return info ? { balance: centsText(info.balance), equity: centsText(info.equity) } : null;
}
