import { calendarFeedSchema } from '@prop/contracts/calendar';

/** A week is tens of kilobytes; anything far larger is not a calendar feed. */
const MAX_FEED_BYTES = 5 * 1024 * 1024;

export class FeedError extends Error {
  override readonly name = 'FeedError';
}

/** The feed's address without query or credentials, for logs: a feed token may sit in the query. */
export function feedLabel(url: string): string {
  const { origin, pathname } = new URL(url);
  return origin + pathname;
}

/**
 * Downloads the weekly JSON calendar and checks it is an array of at most MAX_FEED_ROWS rows
 * (rows themselves are checked when imported). Throws FeedError for anything else: no answer
 * within the timeout, a refused connection, a non-2xx status, a body that is not that JSON.
 */
export async function fetchFeed(url: string, timeoutMs: number): Promise<unknown[]> {
  const label = feedLabel(url);
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', 'user-agent': 'prop-calendar/1 (+economic calendar import)' },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'follow',
    });
  } catch (error) {
    throw new FeedError(`Calendar feed ${label} did not answer: ${(error as Error).message}`, { cause: error });
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new FeedError(`Calendar feed ${label} answered ${response.status} ${response.statusText}`);
  }
  if (Number(response.headers.get('content-length') ?? 0) > MAX_FEED_BYTES) {
    await response.body?.cancel();
    throw new FeedError(`Calendar feed ${label} is larger than ${MAX_FEED_BYTES} bytes`);
  }
  let body: unknown;
  try {
    const bytes = await response.arrayBuffer();
    if (bytes.byteLength > MAX_FEED_BYTES) throw new Error(`larger than ${MAX_FEED_BYTES} bytes`);
    body = JSON.parse(new TextDecoder().decode(bytes));
  } catch (error) {
    throw new FeedError(`Calendar feed ${label} did not send JSON: ${(error as Error).message}`, { cause: error });
  }
  const parsed = calendarFeedSchema.safeParse(body);
  if (!parsed.success) {
    throw new FeedError(`Calendar feed ${label}: ${parsed.error.issues[0]?.message ?? 'wrong shape'}`);
  }
  return parsed.data;
}
