import { callerHeadersFor } from '@prop/service-kit/testing/caller-headers';

/**
 * Calls a service directly, as the gateway would for a signed-in admin: the caller headers plus
 * the internal token. Benchmarks measure the services, not the sign-in.
 */
export function adminClient(baseUrl: string, internalToken: string) {
  const headers = { ...callerHeadersFor(internalToken)('admin'), 'content-type': 'application/json' };
  return async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
}

export type AdminCall = ReturnType<typeof adminClient>;
