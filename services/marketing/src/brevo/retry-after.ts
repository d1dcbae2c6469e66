/** Used when a 429 names no wait at all: Brevo's windows are one second for contacts. */
export const DEFAULT_RATE_LIMIT_WAIT_MS = 1000;

/**
 * How long a 429 asks us to wait: `Retry-After` (seconds or an HTTP date), else Brevo's own
 * `x-sib-ratelimit-reset` (seconds until the window resets), else a second.
 */
export function retryAfterMs(headers: Headers, now: Date): number {
  const retryAfter = headers.get('retry-after')?.trim();
  if (retryAfter) {
    if (/^\d+(\.\d+)?$/.test(retryAfter)) return Math.ceil(Number(retryAfter) * 1000);
    const at = Date.parse(retryAfter);
    if (!Number.isNaN(at)) return Math.max(0, at - now.getTime());
  }
  const reset = headers.get('x-sib-ratelimit-reset')?.trim();
  if (reset && /^\d+(\.\d+)?$/.test(reset)) return Math.ceil(Number(reset) * 1000);
  return DEFAULT_RATE_LIMIT_WAIT_MS;
}
