/**
 * The browser's one way to call the API: cookies always sent, JSON in and out, and a failure
 * raised as an error whose message is `status: body` (docs/product-rules.md §8).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }

  /** The `message` of the JSON error body, when there is one. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      return typeof parsed.message === 'string' && parsed.message ? parsed.message : undefined;
    } catch {
      return undefined;
    }
  }
}

/** The server's message when it gave one, else the screen's fallback text. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError ? (error.serverMessage ?? fallback) : fallback;
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `headers` adds to the JSON ones, e.g. an `Idempotency-Key` for a write that must not happen twice. */
export async function apiRequest<T>(
  method: Method,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers:
      body === undefined
        ? { ...headers, accept: 'application/json' }
        : { ...headers, 'content-type': 'application/json', accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    throw new ApiError(response.status, await response.text(), response.statusText);
  }
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** SWR fetcher for reads. With `on401: 'null'` a missing session reads as no data instead of an error. */
export function getJson<T>(path: string, on401: 'throw' | 'null' = 'throw'): Promise<T | null> {
  return apiRequest<T>('GET', path).catch((error: unknown) => {
    if (on401 === 'null' && isUnauthorized(error)) return null;
    throw error;
  });
}

/** A read of the trader's own thing that may not exist yet (no account, nothing certified): a 404 reads as `null`. */
export function getJsonOrNull<T>(path: string): Promise<T | null> {
  return getJson<T>(path).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  });
}
