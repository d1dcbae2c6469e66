import type { TradingDays, TradingDay } from './trading-day.ts';

export interface Figures {
  balanceCents: number;
  equityCents: number;
}

/** An account's balance and equity at the start of a trading day. */
export interface DayStart extends Figures {
  day: TradingDay;
}

/**
 * The start-of-day values that apply to an update at `atMs`, or null when the update belongs to an
 * earlier trading day than the one already started. Crossing a reset starts the new day with the
 * figures the account had at the reset, which are the latest ones before this update (`before`);
 * an account first seen during a day starts it with the first figures known.
 */
export function dayStartAt(
  current: DayStart | null,
  atMs: number,
  before: Figures | null,
  at: Figures,
  days: TradingDays,
): DayStart | null {
  if (current && atMs < current.day.startMs) return null;
  if (current && atMs < current.day.nextResetMs) return current;
  const opening = before ?? at;
  return { day: days.at(atMs), balanceCents: opening.balanceCents, equityCents: opening.equityCents };
}
