/**
 * The one money type: integer minor units (cents) as a bigint inside services, decimal text with at
 * most two decimals on the wire, in events and in numeric columns. Floats never carry money; an MT5
 * figure (a float the platform reports) becomes money once, through `moneyOfFigure`.
 */
export type Money = bigint;

/** The one spelling of an amount as text: an optional minus, whole units, at most two decimals. */
export const MONEY_TEXT = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/** '10250.5' → 1025050n. Refuses anything finer than a cent: that is not an amount of money. */
export function moneyOf(text: string): Money {
  const match = MONEY_TEXT.exec(text.trim());
  if (!match) throw new Error(`not an amount of money: ${text}`);
  const [, minus, whole = '0', fraction = ''] = match;
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return minus ? -cents : cents;
}

/** 1025050n → '10250.50': the decimal text numeric columns and events take. */
export function moneyText(money: Money): string {
  const negative = money < 0n;
  const absolute = negative ? -money : money;
  return `${negative ? '-' : ''}${absolute / 100n}.${(absolute % 100n).toString().padStart(2, '0')}`;
}

/** An MT5 figure (a float in the account currency) rounded to the cent. */
export function moneyOfFigure(value: number): Money {
  return BigInt(centsOfFigure(value));
}

/** Integer cents held in a number (a hot path's figure, see `centsOfFigure`) as money. */
export function moneyOfCents(cents: number): Money {
  return BigInt(cents);
}

/** An MT5 figure rounded to integer cents in a number, for hot paths (see `centsNumberOf`). */
export function centsOfFigure(value: number): number {
  if (!Number.isFinite(value)) throw new Error(`not an amount of money: ${value}`);
  return Math.round(value * 100);
}

/** An MT5 figure as the decimal text events carry: 10234.567 → '10234.57'. */
export function moneyTextOfFigure(value: number): string {
  return moneyText(moneyOfFigure(value));
}

const ZERO = 48;
const NINE = 57;
const MINUS = 45;
const POINT = 46;

/**
 * Decimal text as integer cents in a JavaScript number, for hot paths that must not allocate (risk
 * reads every equity update): one pass over the characters, no match object, no bigint. Exact while
 * below 2^53 cents, far beyond any account. Accepts exactly what `MONEY_TEXT` accepts.
 */
export function centsNumberOf(text: string): number {
  let index = text.charCodeAt(0) === MINUS ? 1 : 0;
  const negative = index === 1;
  let units = 0;
  let digits = 0;
  for (; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === POINT) break;
    if (code < ZERO || code > NINE) throw new Error(`not an amount of money: ${text}`);
    units = units * 10 + (code - ZERO);
    digits += 1;
  }
  let cents = 0;
  const decimals = index < text.length ? text.length - index - 1 : 0;
  if (digits === 0 || (index < text.length && (decimals < 1 || decimals > 2))) {
    throw new Error(`not an amount of money: ${text}`);
  }
  for (let place = 1; place <= decimals; place += 1) {
    const code = text.charCodeAt(index + place);
    if (code < ZERO || code > NINE) throw new Error(`not an amount of money: ${text}`);
    cents = cents * 10 + (code - ZERO);
  }
  if (decimals === 1) cents *= 10;
  const total = units * 100 + cents;
  return negative ? -total : total;
}

/**
 * Integer cents as a number → decimal text, the same text `moneyText` writes, with no bigint
 * (accounts writes three for every MT5 update). Exact while below 2^53 cents.
 */
export function moneyTextOfCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`not a whole number of cents: ${cents}`);
  const absolute = Math.abs(cents);
  const fraction = absolute % 100;
  return `${cents < 0 ? '-' : ''}${(absolute - fraction) / 100}.${fraction < 10 ? '0' : ''}${fraction}`;
}

/** Money as the number the spec's response shapes carry (two decimals). */
export function moneyAsNumber(money: Money): number {
  return Number(money) / 100;
}

/**
 * Whether a number a client sent is within `tolerance` of an exact amount. The client's float is
 * compared in millionths of a unit, far finer than a cent, so its binary rounding (0.1 + 0.2) never
 * decides the answer.
 */
export function agreesWithin(clientValue: number, exact: Money, tolerance: Money): boolean {
  if (!Number.isFinite(clientValue)) return false;
  const clientMicros = BigInt(Math.round(clientValue * 1_000_000));
  const difference = clientMicros - exact * 10_000n;
  return (difference < 0n ? -difference : difference) <= tolerance * 10_000n;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * A value that is not an MT5 figure (the initial deposit, prices, hints): the product shows these
 * in euro on every screen of both apps, whatever the MT5 account's currency.
 */
export function formatEuro(value: number | Money): string {
  return formatMoney(value, 'EUR');
}

/**
 * An amount as people read it: '$10,000.00', '€249.00'. Every screen of both apps formats money
 * here. An unknown currency code falls back to the code before the number.
 */
export function formatMoney(value: number | Money, currency: string): string {
  const amount = typeof value === 'bigint' ? moneyAsNumber(value) : value;
  let formatter = formatters.get(currency);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
    } catch {
      return `${currency} ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    }
    formatters.set(currency, formatter);
  }
  return formatter.format(amount);
}
