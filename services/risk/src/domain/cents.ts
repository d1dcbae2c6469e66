/**
 * Risk judges every equity update in whole cents held as plain numbers (exact below 2^53 cents, far
 * beyond any account), so a limit at exactly 5% is hit or not without floating-point doubt and an
 * update allocates nothing. Decimal text is read and written with `centsNumberOf` and
 * `moneyTextOfCents` of `@prop/contracts/money`; this is what the number-shaped responses need besides.
 */

/** Whole cents as the number the spec's response shapes carry (2 decimals). */
export function amountOfCents(cents: number): number {
  return cents / 100;
}
