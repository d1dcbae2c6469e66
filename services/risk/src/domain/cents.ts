/**
 * Risk judges every equity update in whole cents held as plain numbers (exact below 2^53 cents, far
 * beyond any account), so a limit at exactly 5% is hit or not without floating-point doubt and an
 * update allocates nothing. Decimal text is read and written with `centsNumberOf` and
 * `moneyTextOfCents` of `@prop/contracts/money`; these two are what the per-update path and the
 * spec's number-shaped responses need besides.
 */

/** An MT5 figure (a float in the account currency) in whole cents, rounded as `moneyOfFigure` rounds it, without a bigint. */
export function centsOfFigure(figure: number): number {
  return Math.round(figure * 100);
}

/** Whole cents as the number the spec's response shapes carry (2 decimals). */
export function amountOfCents(cents: number): number {
  return cents / 100;
}
