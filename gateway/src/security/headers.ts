import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

const HOST_PATTERN = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/** Hosts whose headers are kept ready; a platform is reached under a few names, so more means noise. */
const MAX_HOSTS = 64;

type SetHeaders = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/**
 * 'self' covers ws(s) in current browsers but not in older Safari, so the socket origin is named
 * too. It is built from the Host header only when that header looks like a host, so a forged
 * value cannot inject another directive.
 */
function connectSources(host: string | undefined, secure: boolean): string {
  return host !== undefined && HOST_PATTERN.test(host) ? `'self' ${secure ? 'wss' : 'ws'}://${host}` : `'self'`;
}

/**
 * Headers for the two Vite-built React apps: scripts only from our origin; inline styles allowed
 * because styled-components injects <style> tags; blobs and data URLs for images and video; blob
 * frames for the admin's KYC document viewer (a decrypted PDF shown in place, never the API URL).
 * HSTS only behind TLS, or a plain-HTTP local setup would lock browsers out of localhost.
 */
function headersFor(connectSrc: string, secure: boolean): SetHeaders {
  return helmet({
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
        'connect-src': [connectSrc],
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
}

/**
 * Sets the headers on every answer. Helmet's middleware is made once per host the platform is
 * reached under, each with its policy's text ready: @fastify/helmet made it again on every
 * request, parsing and checking every directive, and a policy read from the request is built on
 * every request too (together 8% of the gateway's work on a poll, bench/README.md).
 */
export function registerSecurityHeaders(app: FastifyInstance, secure: boolean): void {
  const byHost = new Map<string, SetHeaders>();
  const setHeadersFor = (host: string | undefined): SetHeaders => {
    const connectSrc = connectSources(host, secure);
    let setHeaders = byHost.get(connectSrc);
    if (!setHeaders) {
      if (byHost.size >= MAX_HOSTS) byHost.clear();
      setHeaders = headersFor(connectSrc, secure);
      byHost.set(connectSrc, setHeaders);
    }
    return setHeaders;
  };
  // Helmet throws what goes wrong (since 8.1) and calls on with nothing.
  app.addHook('onRequest', (request, reply, done) =>
    setHeadersFor(request.headers.host)(request.raw, reply.raw, () => done()),
  );
}
