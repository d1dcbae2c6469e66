import { tooManyRequestsSchema } from './metaapi-shapes.ts';

/** When neither the header nor the body names a time, wait this long rather than retry at once. */
export const DEFAULT_RETRY_MS = 60_000;

/**
 * The moment a 429 allows the next request: the later of the Retry-After header (seconds or an
 * HTTP date) and MetaApi's `metadata.recommendedRetryTime`, never earlier than now.
 */
export function retryAtFrom(retryAfterHeader: string | null, body: unknown, now: number): number {
  const candidates: number[] = [];
  if (retryAfterHeader) {
    const seconds = Number(retryAfterHeader);
    const at = Number.isFinite(seconds) ? now + seconds * 1000 : Date.parse(retryAfterHeader);
    if (Number.isFinite(at)) candidates.push(at);
  }
  const recommended = tooManyRequestsSchema.safeParse(body).data?.metadata?.recommendedRetryTime;
  const recommendedAt = recommended ? Date.parse(recommended) : Number.NaN;
  if (Number.isFinite(recommendedAt)) candidates.push(recommendedAt);
  return candidates.length ? Math.max(now, ...candidates) : now + DEFAULT_RETRY_MS;
}

/** A per-account limit pauses that account; any other limit (per user, server, app) pauses all. */
export function retryScope(body: unknown): 'account' | 'all' {
  const exceeded = tooManyRequestsSchema.safeParse(body).data?.metadata?.exceededConfig;
  return exceeded === 'perAccount' ? 'account' : 'all';
}
