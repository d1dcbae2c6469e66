import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { RateLimitHooks } from '../auth/rate-limits.ts';
import { requireAccess } from '../auth/require-access.ts';
import type { ResolveCaller } from '../auth/session-check.ts';
import { forward, type ProxyOptions } from './proxy.ts';
import { API_ROUTES, type ApiRoute, DEFAULT_BODY_LIMIT, routeKey } from './route-table.ts';

/** Runs once a route's answer was sent. */
export type AfterResponse = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface ApiRouteDeps {
  resolveCaller: ResolveCaller;
  rateLimitsFor: (route: ApiRoute) => RateLimitHooks;
  proxy: ProxyOptions;
  /** Routes the gateway answers itself (after the same checks), by `METHOD /path`; all others are forwarded. */
  localHandlers?: Record<string, RouteHandlerMethod>;
  /** What runs once a route's answer was sent, by `METHOD /path`. */
  afterResponse?: Record<string, AfterResponse>;
}

/**
 * One Fastify route per table entry and nothing else, so an unlisted /api path falls through to
 * the 404 handler. The session and address checks run on request, before the body is read; a
 * limit that needs the body (the per-account sign-in limit) runs once it is read.
 */
export function registerApiRoutes(app: FastifyInstance, deps: ApiRouteDeps): void {
  for (const route of API_ROUTES) {
    const limits = deps.rateLimitsFor(route);
    const after = deps.afterResponse?.[routeKey(route)];
    app.route({
      method: route.method,
      url: route.path,
      bodyLimit: route.bodyLimit ?? DEFAULT_BODY_LIMIT,
      onRequest: [requireAccess(route, deps.resolveCaller), ...limits.onRequest],
      preHandler: limits.preHandler,
      onSend: limits.onSend,
      onResponse: after ? [after] : [],
      handler:
        deps.localHandlers?.[routeKey(route)] ??
        ((request, reply) => forward(request, reply, route.service, deps.proxy)),
    });
  }
}
