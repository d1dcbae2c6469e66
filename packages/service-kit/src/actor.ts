import type { FastifyRequest } from 'fastify';

/**
 * Who a write is done for: the verified caller of a request, an anonymous visitor (sign-in,
 * registration, provider webhooks) or the platform itself (an event handler, a job). Commands take
 * this plain value, never a request, so the same write runs from a route, a handler or a job.
 */
export type Actor =
  | { kind: 'admin' | 'trader'; userId: string; requestId: string }
  | { kind: 'visitor'; requestId: string }
  | { kind: 'system'; name: string };

/** The actor of a request: its verified caller, or a visitor when it has none. */
export function actorOf(request: FastifyRequest): Actor {
  const caller = request.caller;
  if (!caller) return { kind: 'visitor', requestId: request.id };
  return { kind: caller.role, userId: caller.userId, requestId: request.id };
}

export function systemActor(name: string): Actor {
  return { kind: 'system', name };
}
