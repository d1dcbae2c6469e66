/** The one source of time for every service and the gateway: rules and writes take `now` from it. */
export interface Clock {
  now(): Date;
}

/**
 * The real clock, or with `fakeNow` (development and tests only; config refuses it in production)
 * a clock that reads that instant at start and runs on at the real pace, so times stay ordered and
 * a whole test run can be "on a Saturday".
 */
export function createClock(fakeNow?: string, realNow: () => number = Date.now): Clock {
  if (!fakeNow) return { now: () => new Date(realNow()) };
  const offset = Date.parse(fakeNow) - realNow();
  return { now: () => new Date(realNow() + offset) };
}

/** A clock that stands still until moved: for tests of rules that depend on time. */
export function fixedClock(start: Date | string): Clock & { set(to: Date | string): void; advance(ms: number): void } {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (to) => {
      current = new Date(to).getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}
