import type { SymbolSpec } from './symbols.ts';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
/** Server midnight of a GMT+2 broker: the daily rollover, and the weekly open (Sunday) and close (Friday). */
export const ROLLOVER_HOUR_UTC = 22;
const ROLLOVER_OFFSET_MS = ROLLOVER_HOUR_UTC * HOUR_MS;
const FRIDAY = 5;
const SATURDAY = 6;
const SUNDAY = 0;

/** UTC weekday of an instant, 0 for Sunday (1970-01-01 was a Thursday). */
export function weekdayOf(ms: number): number {
  return (Math.floor(ms / DAY_MS) + 4) % 7;
}

/** UTC hour of an instant; the modulo is taken on whole hours, since one on epoch milliseconds is a slow float op. */
export function hourOf(ms: number): number {
  return Math.floor(ms / HOUR_MS) % 24;
}

export function isMarketOpen(spec: SymbolSpec, ms: number): boolean {
  if (spec.session === 'always') return true;
  const day = weekdayOf(ms);
  const hour = hourOf(ms);
  if (day === SATURDAY) return false;
  if (day === FRIDAY) return hour < ROLLOVER_HOUR_UTC;
  if (day === SUNDAY) return hour >= ROLLOVER_HOUR_UTC;
  return true;
}

const NONE: readonly number[] = Object.freeze([]);

/** The rollover instants in (fromMs, toMs]; asked every simulated minute, so the usual answer allocates nothing. */
export function rolloversBetween(fromMs: number, toMs: number): readonly number[] {
  const next = Math.floor((fromMs - ROLLOVER_OFFSET_MS) / DAY_MS + 1) * DAY_MS + ROLLOVER_OFFSET_MS;
  if (next > toMs) return NONE;
  const instants: number[] = [];
  for (let instant = next; instant <= toMs; instant += DAY_MS) instants.push(instant);
  return instants;
}

/** Nights of swap a position on `spec` pays at the rollover at `ms`: none on weekend days of a weekday market. */
export function swapNights(spec: SymbolSpec, ms: number): number {
  if (spec.session === 'always') return 1;
  const day = weekdayOf(ms);
  if (day === SATURDAY || day === SUNDAY) return 0;
  return day === spec.tripleSwapDay ? 3 : 1;
}
