/**
 * The daily loss limit: equity may not fall more than `limitBps` of the initial deposit below the
 * start-of-day value (balance or equity at the reset), as the leading firms measure it.
 */

/** Loss since the start of the day in basis points of the deposit, rounded; 0 when not below it. */
export function dailyLossBps(depositCents: number, dayStartCents: number, equityCents: number): number {
  if (depositCents <= 0 || equityCents >= dayStartCents) return 0;
  return Math.round(((dayStartCents - equityCents) * 10_000) / depositCents);
}

export function breaksDailyLoss(
  depositCents: number,
  dayStartCents: number,
  equityCents: number,
  limitBps: number,
): boolean {
  return depositCents > 0 && (dayStartCents - equityCents) * 10_000 >= depositCents * limitBps;
}

/** The highest equity that breaks the limit today. */
export function dailyLossLine(depositCents: number, dayStartCents: number, limitBps: number): number {
  return dayStartCents - Math.ceil((depositCents * limitBps) / 10_000);
}
