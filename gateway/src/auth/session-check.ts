import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { AdminRole } from '@prop/contracts/admins';
import { decodeLiveAdminRoles, liveAdminRolesKey } from '@prop/contracts/live-admin-roles';
import { enrolmentOnlySessionKey } from '@prop/contracts/second-factor';
import type { Role } from '@prop/contracts/user';
import type { Caller } from '@prop/service-kit/caller';
import { sessionCookieName } from '@prop/service-kit/session-cookie';
import type { Session, SessionStore } from '@prop/service-kit/session-store';
import { createSessionTokenVerifier } from '@prop/service-kit/session-token';
import { IdleRefresh } from './idle-refresh.ts';

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
  return async function resolveCaller(
    request: FastifyRequest,
    role: Role,
    resolve: ResolveOptions = {},
  ): Promise<GatewayCaller | null> {
    const token = request.cookies[sessionCookieName(role, options.secureCookies)];
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
    return {
      userId: session.userId,
      role,
      sessionId: session.id,
      enrolmentOnly: marks.enrolmentOnly,
      adminRoles: marks.roles,
    };
  };
}

export type ResolveCaller = ReturnType<typeof createSessionCheck>;
