import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { AdminRole } from '@prop/contracts/staff-roles';
import { decodeLiveAdminRoles, liveAdminRolesKey } from '@prop/contracts/live-admin-roles';
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
  /** Where identity marks enrolment-only admin sessions and publishes admins' roles (the store's client and key prefix). */
  redis: Redis;
  redisPrefix: string;
  /** The gateway's clock in milliseconds, read without allocating (see tickingTime). */
  millis: () => number;
}

/**
 * The verified caller; `enrolmentOnly` for an admin who must enrol a second factor before anything
 * else; `adminRoles` the admin's current roles (none for a trader).
 */
export interface GatewayCaller extends Caller {
  enrolmentOnly: boolean;
  adminRoles: AdminRole[];
}

/** An admin's enrolment-only mark and published roles, in one read. */
async function adminMarks(options: SessionCheckOptions, sessionId: string, adminId: string) {
  const [marked, roles] = await options.redis.mget(
    enrolmentOnlySessionKey(options.redisPrefix, sessionId),
    liveAdminRolesKey(options.redisPrefix, adminId),
  );
  return { enrolmentOnly: marked != null, roles: roles == null ? null : decodeLiveAdminRoles(roles) };
}

const TRADER_MARKS: Awaited<ReturnType<typeof adminMarks>> = { enrolmentOnly: false, roles: [] };

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
 * So does an admin session whose roles identity has not published (one started before roles were
 * enforced): signing in again publishes them (docs/decisions/014).
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
    const [session, marks] = await Promise.all([
      idleRefresh.due(claims.sid, options.millis()) ? options.store.touch(claims.sid) : options.store.find(claims.sid),
      role === 'admin' ? adminMarks(options, claims.sid, claims.sub) : TRADER_MARKS,
    ]);
    if (!sessionMatches(session, { userId: claims.sub, role }) || marks.roles === null) return null;
    if (marks.enrolmentOnly && !resolve.allowEnrolmentOnly) return null;
    const caller = {
      userId: session.userId,
      role,
      sessionId: session.id,
      enrolmentOnly: marks.enrolmentOnly,
      adminRoles: marks.roles,
    };
    if (!session.viewer) return caller;
    if (!(await viewerIsLive(options.store, session))) return null;
    return { ...caller, viewerId: session.viewer.adminId };
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
