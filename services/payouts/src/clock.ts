/** The server's clock; the domain rules take `now` from it rather than reading the time themselves. */
export type Clock = () => Date;

/**
 * The real clock, or with `fakeNow` (test configuration only) a clock that reads that instant at
 * start and runs on at the real pace, so times stay ordered and a whole test run is "on a Saturday".
 */
export function createClock(fakeNow: string | undefined, realNow: () => number = Date.now): Clock {
  if (fakeNow === undefined) return () => new Date(realNow());
  const offset = Date.parse(fakeNow) - realNow();
  return () => new Date(realNow() + offset);
}
