/**
 * The maximum drawdown rule, in whole cents and basis points. Drawdown counts only below the
 * initial deposit; at or above it the account is in profit and the drawdown is 0.
 */

/** Drawdown of `equity` below `deposit` in basis points of the deposit, rounded; 0 at or above it. */
export function drawdownBps(depositCents: number, equityCents: number): number {
  if (depositCents <= 0 || equityCents >= depositCents) return 0;
  return Math.round(((depositCents - equityCents) * 10_000) / depositCents);
}

/** True when equity has fallen by `maxBps` of the deposit or more (5% or more by default). */
export function breaksMaxDrawdown(depositCents: number, equityCents: number, maxBps: number): boolean {
  return depositCents > 0 && (depositCents - equityCents) * 10_000 >= depositCents * maxBps;
}

/** The highest equity that breaks the rule: deposit × (1 − max), to the cent below. */
export function maxDrawdownLine(depositCents: number, maxBps: number): number {
  return Math.floor((depositCents * (10_000 - maxBps)) / 10_000);
}
