/**
 * Which sessions are due an idle-timer restart. An open dashboard polls every second; restarting
 * a 30-minute or 2-hour idle timer on each poll costs a Redis command per poll and buys nothing,
 * so a session's timer is restarted at most once a period. Its first request in each period
 * restarts it, so the gap between restarts stays under two periods and a session expires at most
 * that much before a full idle timeout after its last request.
 * Lazily rotated: no timer, and memory holds only the sessions seen in the current period.
 * The caller passes the time (milliseconds on the gateway's clock).
 */
export class IdleRefresh {
  private refreshed = new Set<string>();
  private periodStart = Number.NEGATIVE_INFINITY;

  constructor(private readonly periodMs: number) {}

  /** True when this request should restart the session's idle timer (and records that it will). */
  due(sessionId: string, now: number): boolean {
    if (now - this.periodStart >= this.periodMs) {
      this.refreshed = new Set();
      this.periodStart = now;
    }
    if (this.refreshed.has(sessionId)) return false;
    this.refreshed.add(sessionId);
    return true;
  }
}
