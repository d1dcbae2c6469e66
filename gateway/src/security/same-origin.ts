import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '@prop/service-kit/errors';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CROSS_SITE_MESSAGE = 'Cross-site request refused';

/** Compares hosts as URLs do, so `https://example.com` matches a Host of `example.com:443`. */
function originMatchesHost(origin: string, host: string): boolean {
  try {
    const originUrl = new URL(origin);
    return originUrl.host === new URL(`${originUrl.protocol}//${host}`).host;
  } catch {
    return false;
  }
}

/**
 * True unless the browser says the request came from another site. Both signals are checked:
 * Sec-Fetch-Site where the browser sends it, Origin as the fallback for older ones. A request
 * without either (curl, the apps' own navigation) is not a browser cross-site request.
 */
export function isSameOrigin(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.origin;
  return origin === undefined || originMatchesHost(origin, request.host);
}

export const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Cookies are SameSite=Lax, which already stops most cross-site writes; this refuses the rest
 * (same-site sibling hosts, older browsers) before any session or service is involved.
 */
export function registerSameOriginCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method) || !isApiPath(request.url)) return;
    if (!isSameOrigin(request)) throw forbidden(CROSS_SITE_MESSAGE);
  });
}
