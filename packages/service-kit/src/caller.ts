import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '@prop/contracts/user';
import { VIEW_AS_MESSAGES } from '@prop/contracts/view-as';
import { forbidden, unauthorized } from './errors.ts';

/** Headers the gateway sets after verifying a session; any client-sent copy is stripped there. */
export const CALLER_HEADERS = {
  userId: 'x-user-id',
  role: 'x-user-role',
  sessionId: 'x-session-id',
  /** On a view session only ("view as trader"): the admin looking; the caller is then never the trader acting. */
  viewerId: 'x-viewer-id',
  internalToken: 'x-internal-token',
  /** The address the gateway judged the client's (it believes `X-Forwarded-For` only from its proxies). */
  clientAddress: 'x-client-address',
} as const;

export interface Caller {
  userId: string;
  role: Role;
  sessionId: string;
  /** Set when an admin views the trader's area read-only (docs/decisions/015). */
  viewerId?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

/** Compares a presented secret with the expected one in constant time. */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Reads the caller the gateway vouched for. Identity headers count only when the request also
 * carries the internal token, so a request that reaches a service directly cannot pose as anyone.
 */
export const callerPlugin = fp<{ internalToken: string }>(async (app: FastifyInstance, options) => {
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request) => {
    const token = header(request, CALLER_HEADERS.internalToken);
    const userId = header(request, CALLER_HEADERS.userId);
    const role = header(request, CALLER_HEADERS.role);
    const sessionId = header(request, CALLER_HEADERS.sessionId);
    if (!token || !sameSecret(token, options.internalToken) || !userId || !sessionId) return;
    if (role !== 'trader' && role !== 'admin') return;
    const viewerId = header(request, CALLER_HEADERS.viewerId);
    request.caller = viewerId ? { userId, role, sessionId, viewerId } : { userId, role, sessionId };
  });
});

/**
 * The client's address and browser as the gateway saw them, for a session's "device, address" and
 * a new-device e-mail; the address counts only with the internal token, like the caller.
 */
export function clientOf(
  request: FastifyRequest,
  internalToken: string,
): { address: string | null; userAgent: string } {
  const token = header(request, CALLER_HEADERS.internalToken);
  const trusted = Boolean(token && sameSecret(token, internalToken));
  return {
    address: trusted ? (header(request, CALLER_HEADERS.clientAddress) ?? null) : null,
    userAgent: (header(request, 'user-agent') ?? '').slice(0, 300),
  };
}

const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * The trader calling. A view session ("view as trader") reads as the trader but is never the
 * trader acting: any other method is refused here too, behind the gateway's own refusal.
 */
export function requireTrader(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  if (request.caller.role !== 'trader') throw forbidden();
  if (request.caller.viewerId && !READ_METHODS.has(request.method)) throw forbidden(VIEW_AS_MESSAGES.readOnly);
  return request.caller;
}

export function requireAdmin(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  if (request.caller.role !== 'admin') throw forbidden();
  return request.caller;
}
