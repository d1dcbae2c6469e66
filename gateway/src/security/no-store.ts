import type { FastifyInstance } from 'fastify';
import { isApiPath } from './same-origin.ts';

/**
 * Every /api answer may carry personal data (or say who is signed in), so no browser or proxy
 * cache keeps any of them: proxied, local, refused and not-found answers alike, whatever a
 * service said.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
  });
}
