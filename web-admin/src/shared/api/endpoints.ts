import type { Endpoint } from '@prop/contracts/endpoints/define';
import { apiRequest } from '@prop/web-client/api-fetch';

/**
 * Calls `endpoint` with its own method at `url`, the URL `urlOf` built from the same definition:
 * a fetcher never spells a path or a method of its own.
 */
export function callEndpoint<T>(endpoint: Endpoint, url: string, body?: unknown): Promise<T> {
  return apiRequest<T>(endpoint.method, url, body);
}

/** The SWR key of a write: its method and path, e.g. 'POST /api/admin/link-mt5'. */
export function mutationKeyOf(endpoint: Endpoint): string {
  return `${endpoint.method} ${endpoint.path}`;
}

/**
 * The fixed start of an endpoint's path, up to its first parameter ('/api/admin/user/' for
 * '/api/admin/user/:id'): every URL of the endpoint, and of any path below it, starts with it.
 */
export function pathPrefixOf(endpoint: Endpoint): string {
  const parameter = endpoint.path.indexOf(':');
  return parameter === -1 ? endpoint.path : endpoint.path.slice(0, parameter);
}

/** The first `depth` segments of an endpoint's path, with the slash after them: 2 → '/api/admin/'. */
export function areaPrefixOf(endpoint: Endpoint, depth: number): string {
  return `/${endpoint.path
    .split('/')
    .slice(1, depth + 1)
    .join('/')}/`;
}
