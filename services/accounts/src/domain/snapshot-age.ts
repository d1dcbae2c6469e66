/**
 * Seconds since the oldest of these MT5 readings was taken: how far behind the freshest picture
 * of every live account is. Zero when there is none, as nothing can be stale then.
 */
export function oldestAgeSeconds(readAt: Iterable<Date>, nowMs: number): number {
  let oldest = nowMs;
  for (const at of readAt) oldest = Math.min(oldest, at.getTime());
  return Math.max(0, nowMs - oldest) / 1000;
}
