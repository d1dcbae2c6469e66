/**
 * MT5 reports money in the account currency to the cent, so every rule compares whole cents as
 * integers: a limit at exactly 5% is hit or not without floating-point doubt. Integers stay exact
 * up to 2^53 cents, far beyond any account.
 */
export function centsOf(amount: number): number {
  return Math.round(amount * 100);
}

const DECIMAL_TEXT = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** A decimal as text (numeric from PostgreSQL, fundingBalance from events) in whole cents. */
export function centsOfText(text: string): number {
  const match = DECIMAL_TEXT.exec(text.trim());
  if (!match) throw new Error(`not a decimal amount: ${text}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}

/** Whole cents as the decimal text PostgreSQL's numeric takes. */
export function textOfCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.trunc(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** Whole cents as the number the spec's shapes carry (2 decimals). */
export function amountOfCents(cents: number): number {
  return cents / 100;
}

/** Basis points (1/100 of a percent) as a percentage with 2 decimals: 520 → 5.2. */
export function percentOfBps(bps: number): number {
  return bps / 100;
}
