import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { IncomingMessage } from 'node:http';

const HOST_PATTERN = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/**
 * 'self' covers ws(s) in current browsers but not in older Safari, so the socket origin is named
 * too. It is built from the Host header only when that header looks like a host, so a forged
 * value cannot inject another directive.
 */
function connectSources(secure: boolean) {
  return (request: IncomingMessage) => {
    const host = request.headers.host ?? '';
    return HOST_PATTERN.test(host) ? `'self' ${secure ? 'wss' : 'ws'}://${host}` : `'self'`;
  };
}

/**
 * Headers for the two Vite-built React apps: scripts only from our origin; inline styles allowed
 * because styled-components injects <style> tags; blobs and data URLs for images and video; blob
 * frames for the admin's KYC document viewer (a decrypted PDF shown in place, never the API URL).
 * HSTS only behind TLS, or a plain-HTTP local setup would lock browsers out of localhost.
 * Helmet's middleware is built once: @fastify/helmet built it again on every request, parsing and
 * checking every directive each time (7% of the gateway's work on a poll, bench/README.md).
 */
export function registerSecurityHeaders(app: FastifyInstance, secure: boolean): void {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'media-src': ["'self'", 'blob:'],
        'frame-src': ["'self'", 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': [connectSources(secure)],
        'frame-ancestors': ["'none'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        ...(secure ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    noSniff: true,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: secure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  // Helmet throws what goes wrong (since 8.1) and calls on with nothing.
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, () => done()));
}
