import { percentOfBps } from '../rule-set.ts';

/**
 * Money in ten-thousandths of a cent: a percentage in basis points of any whole-cent deposit is a
 * whole number in this unit, so an amount exactly at its limit is at it, never a rounding error away.
 */
export const SCALE = 10_000;

/**
 * An amount in SCALE units as a percentage of the deposit (SCALE units over cents are basis
 * points), rounded down so a loss or a profit never shows its limit or target reached before it is.
 */
export function percentOfDeposit(scaled: number, depositCents: number): number {
  return percentOfBps(Math.floor(scaled / depositCents));
}
