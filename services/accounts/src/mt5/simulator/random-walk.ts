import { normal } from './seeded-random.ts';

/**
 * One simulated account's money. Open positions are a floating P&L held as a fraction of the
 * balance, so equity = balance x (1 + floating) stays positive whatever the walk does.
 */
export interface WalkState {
  balance: number;
  /** Floating P&L as a fraction of the balance; never at or below -1. */
  floating: number;
  /** Share of the balance held as margin by open positions. */
  marginUse: number;
}

export const WALK = {
  /** Typical one-second move of the floating P&L, as a fraction of the balance. */
  volatility: 0.0008,
  /** Pull of the floating P&L back towards zero per second (positions mean-revert). */
  reversion: 0.01,
  /** Chance per second that the open positions are closed and their P&L realised. */
  realiseChance: 1 / 300,
  /** The walk never takes the floating P&L below this; only the equity control may go further. */
  floorFloating: -0.95,
  marginUse: { min: 0.02, max: 0.4, step: 0.01 },
} as const;

const cents = (value: number) => Math.round(value * 100) / 100;

export function equityOf(state: WalkState): number {
  return cents(state.balance * (1 + state.floating));
}

/**
 * Moves the walk one second, in place; `random` is the pool's seeded generator. Every account moves
 * every second: a new state each time lived a second, long enough for the young generation to copy
 * it (bench/equity-live).
 */
export function step(state: WalkState, random: () => number): void {
  if (random() < WALK.realiseChance) {
    state.balance = equityOf(state);
    state.floating = 0;
    state.marginUse = WALK.marginUse.min;
    return;
  }
  state.floating = Math.max(
    WALK.floorFloating,
    state.floating * (1 - WALK.reversion) + WALK.volatility * normal(random),
  );
  const { min, max, step: marginStep } = WALK.marginUse;
  state.marginUse = Math.min(max, Math.max(min, state.marginUse + marginStep * normal(random)));
}

/** The state whose equity is `equity`, keeping today's floating P&L in money where possible. */
export function withEquity(state: WalkState, equity: number): WalkState {
  const balance = cents(equity - state.balance * state.floating);
  if (balance <= 0) return { ...state, balance: cents(equity), floating: 0 };
  return { ...state, balance, floating: (equity - balance) / balance };
}

/** An account holding `balance` with open positions worth `equity` (both positive). */
export function holding(balance: number, equity: number): WalkState {
  return { balance: cents(balance), floating: equity / cents(balance) - 1, marginUse: WALK.marginUse.min };
}

/** A freshly funded account: the whole amount as balance, nothing open. */
export function funded(balance: number): WalkState {
  return { balance: cents(balance), floating: 0, marginUse: WALK.marginUse.min };
}
