import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { enrolmentOnlySessionKey } from '@prop/contracts/second-factor';
import type { Role } from '@prop/contracts/user';
import type { Caller } from '@prop/service-kit/caller';
import { sessionCookieName, viewSessionCookieName } from '@prop/service-kit/session-cookie';
import type { Session, SessionStore } from '@prop/service-kit/session-store';
import { createSessionTokenVerifier } from '@prop/service-kit/session-token';
import { IdleRefresh } from './idle-refresh.ts';
import { viewerIsLive } from './view-session.ts';

/** A session's idle timer is restarted at most this often (see IdleRefresh); idle timeouts are 30 min and more. */
export const IDLE_REFRESH_PERIOD_MS = 15_000;

export interface SessionCheckOptions {
  store: SessionStore;
  secret: string;
  secureCookies: boolean;
  /** Where identity marks enrolment-only admin sessions (the store's client and key prefix). */
  redis: Redis;
  redisPrefix: string;
  /** The gateway's clock in milliseconds, read without allocating (see tickingTime). */
  millis: () => number;
}

/** The verified caller; `enrolmentOnly` for an admin who must enrol a second factor before anything else. */
export interface GatewayCaller extends Caller {
  enrolmentOnly: boolean;
}

export interface ResolveOptions {
  /** Resolve an enrolment-only admin session too (flagged) rather than as no session. */
  allowEnrolmentOnly?: boolean;
}

/** A stored session belongs to the caller only when it matches the signed claims exactly. */
export function sessionMatches(session: Session | null, caller: Omit<Caller, 'sessionId'>): session is Session {
  return session !== null && session.userId === caller.userId && session.role === caller.role;
}

/**
 * Resolves the caller from the role's session cookie: the signed token must verify (HS256,
 * issuer, audience, expiry) and name a live server-side session of the same user and role, so a
 * logged-out or revoked session stops working at once. The session is read on every request; its
 * idle timer is restarted on the first request of each IDLE_REFRESH_PERIOD_MS.
 * An admin session identity marked enrolment-only counts as no session unless the caller asks
 * for it, so anything new that resolves callers (a socket, a local route) is closed to it by default.
 */
export function createSessionCheck(options: SessionCheckOptions) {
  const idleRefresh = new IdleRefresh(IDLE_REFRESH_PERIOD_MS);
  const verifyToken = createSessionTokenVerifier(options.secret);

  /**
   * The trader area reads a live view session's cookie ("view as trader", docs/decisions/015) before
   * the trader's own: the browser that opened a view shows the view until it ends, then its own again.
   */
  async function resolveTrader(request: FastifyRequest, resolve: ResolveOptions): Promise<GatewayCaller | null> {
    const view = await resolveToken(request.cookies[viewSessionCookieName(options.secureCookies)], 'trader', resolve);
    if (view?.viewerId) return view;
    return resolveToken(request.cookies[sessionCookieName('trader', options.secureCookies)], 'trader', resolve);
  }

  async function resolveToken(
    token: string | undefined,
    role: Role,
    resolve: ResolveOptions,
  ): Promise<GatewayCaller | null> {
    if (!token) return null;
    const claims = verifyToken(token, role);
    if (!claims) return null;
    // Read beside the touch, not after it: the admin check costs no extra round trip of waiting.
    const [session, marked] = await Promise.all([
      idleRefresh.due(claims.sid, options.millis()) ? options.store.touch(claims.sid) : options.store.find(claims.sid),
      role === 'admin' ? options.redis.exists(enrolmentOnlySessionKey(options.redisPrefix, claims.sid)) : 0,
    ]);
    if (!sessionMatches(session, { userId: claims.sub, role })) return null;
    const enrolmentOnly = marked === 1;
    if (enrolmentOnly && !resolve.allowEnrolmentOnly) return null;
    if (!session.viewer) return { userId: session.userId, role, sessionId: session.id, enrolmentOnly };
    if (!(await viewerIsLive(options.store, session))) return null;
    return { userId: session.userId, role, sessionId: session.id, enrolmentOnly, viewerId: session.viewer.adminId };
  }

  return function resolveCaller(
    request: FastifyRequest,
    role: Role,
    resolve: ResolveOptions = {},
  ): Promise<GatewayCaller | null> {
    if (role === 'trader') return resolveTrader(request, resolve);
    return resolveToken(request.cookies[sessionCookieName(role, options.secureCookies)], role, resolve);
  };
}

export type ResolveCaller = ReturnType<typeof createSessionCheck>;
