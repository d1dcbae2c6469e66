/**
 * Money as integer cents (bigint): exact, unlike floating point. Amounts arrive as decimal text
 * from the database and the accounts service and leave as text for numeric columns.
 */
export type Cents = bigint;

const DECIMAL_TEXT = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/** '10250.5' → 1025050n. Refuses anything finer than a cent: those are not amounts of money. */
export function centsOf(text: string): Cents {
  const match = DECIMAL_TEXT.exec(text);
  if (!match) throw new Error(`not an amount of money: ${text}`);
  const [, minus, whole = '0', fraction = ''] = match;
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return minus ? -cents : cents;
}

/** 1025050n → '10250.50'. */
export function textOf(cents: Cents): string {
  const negative = cents < 0n;
  const absolute = negative ? -cents : cents;
  const fraction = (absolute % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${absolute / 100n}.${fraction}`;
}

/**
 * Whether a number a client sent is within `toleranceCents` of an exact amount. The client's
 * float is compared in millionths of a unit, far finer than a cent, so its binary rounding
 * (0.1 + 0.2) never decides the answer.
 */
export function agreesWithin(clientValue: number, exact: Cents, toleranceCents: Cents): boolean {
  if (!Number.isFinite(clientValue)) return false;
  const clientMicros = BigInt(Math.round(clientValue * 1_000_000));
  const difference = clientMicros - exact * 10_000n;
  const absolute = difference < 0n ? -difference : difference;
  return absolute <= toleranceCents * 10_000n;
}
