/**
 * How long to wait before re-reading after a push, given when the last read was asked for: 0 when
 * `intervalMs` has passed, else what is left of it. Equity ticks arrive every second; one read per
 * interval keeps the objectives current without a GET per tick.
 */
export function refreshDelayMs(lastRefreshAt: number | null, now: number, intervalMs: number): number {
  if (lastRefreshAt === null) return 0;
  return Math.max(0, lastRefreshAt + intervalMs - now);
}
