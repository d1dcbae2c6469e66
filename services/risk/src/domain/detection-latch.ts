/**
 * Whether an account may record a breach. One breach per episode: once recorded (or while it is
 * being recorded) further breaking updates change nothing. After an admin resolves or deletes the
 * breach, detection re-arms only when an update later than the resolution shows the account clear
 * of every limit again, so an account still under water is not flagged anew every second, and
 * replayed updates from before the resolution never re-arm it.
 */
export type LatchState = 'armed' | 'recording' | 'breached' | 'resolved';

export interface Latch {
  state: LatchState;
  /** When the last breach was resolved or deleted (ms); meaningful in state 'resolved'. */
  resolvedAtMs: number;
}

/** The latch's state after an update at `atMs` that did (`broken`) or did not break a rule. */
export function latchAfterUpdate(latch: Latch, atMs: number, broken: boolean): LatchState {
  if (latch.state === 'resolved' && !broken && atMs > latch.resolvedAtMs) return 'armed';
  return latch.state;
}

/** True when a breaking update should be recorded as a new breach. */
export function mayRecord(latch: Latch): boolean {
  return latch.state === 'armed';
}

/**
 * False while a breach is recorded or being recorded: no update changes the latch then, so an
 * update need not be judged at all (its judgement's digest is most of what judging a breaking update costs).
 */
export function judgesUpdates(latch: Latch): boolean {
  return latch.state === 'armed' || latch.state === 'resolved';
}
