import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Role } from '@prop/contracts/user';
import { UNKNOWN_DEVICE } from './device-name.ts';

/** Idle and absolute lifetimes. Admin sessions are shorter: they can move money. */
export const SESSION_POLICY = {
  trader: { idleMs: 2 * 60 * 60 * 1000, absoluteMs: 12 * 60 * 60 * 1000 },
  traderRemembered: { idleMs: 7 * 24 * 60 * 60 * 1000, absoluteMs: 30 * 24 * 60 * 60 * 1000 },
  admin: { idleMs: 30 * 60 * 1000, absoluteMs: 8 * 60 * 60 * 1000 },
} as const;

/** Where a session was started from, as the trader's list of sessions shows it. */
export interface SessionOrigin {
  /** A short name such as "Chrome on Linux" (see device-name.ts). */
  device: string;
  address: string | null;
}

/**
 * The admin behind a view session ("view as trader", docs/decisions/015): the session reads as the
 * trader's, but the gateway refuses it every write and it lives only while this admin session does.
 */
export interface SessionViewer {
  adminId: string;
  adminSessionId: string;
}

export interface Session extends SessionOrigin {
  id: string;
  userId: string;
  role: Role;
  remember: boolean;
  createdAt: number;
  expiresAt: number;
  idleMs: number;
  /** When the session was last used, to within LAST_SEEN_PRECISION_MS. */
  lastSeenAt: number;
  /** Set on a view session only: who is looking. */
  viewer?: SessionViewer;
}

/** How stale a session's `lastSeenAt` may get before a touch rewrites it (the gateway touches this often at most). */
export const LAST_SEEN_PRECISION_MS = 15_000;

const UNKNOWN_ORIGIN: SessionOrigin = { device: UNKNOWN_DEVICE, address: null };

/** A stored session; one written before sessions recorded their origin reads as an unknown device. */
function parseSession(raw: string): Session {
  const stored = JSON.parse(raw) as Partial<Session> & Omit<Session, keyof SessionOrigin | 'lastSeenAt'>;
  return {
    ...UNKNOWN_ORIGIN,
    ...stored,
    lastSeenAt: stored.lastSeenAt ?? stored.createdAt,
  };
}

export function sessionPolicy(role: Role, remember: boolean) {
  if (role === 'admin') return SESSION_POLICY.admin;
  return remember ? SESSION_POLICY.traderRemembered : SESSION_POLICY.trader;
}

/**
 * Server-side sessions in Redis. The signed cookie names a session here; the session must
 * exist for the cookie to work, so logout and "end all sessions" take effect at once.
 * Every gateway replica and identity share it; a key expires after the idle timeout unless
 * touched, and is refused after the absolute timeout whatever the touches.
 */
export class SessionStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = '',
  ) {}

  private key(id: string) {
    return `${this.prefix}session:${id}`;
  }

  private userKey(userId: string) {
    return `${this.prefix}user-sessions:${userId}`;
  }

  private viewsKey(adminId: string) {
    return `${this.prefix}admin-views:${adminId}`;
  }

  async create(
    userId: string,
    role: Role,
    remember: boolean,
    now = Date.now(),
    origin: SessionOrigin = UNKNOWN_ORIGIN,
  ): Promise<Session> {
    const policy = sessionPolicy(role, remember);
    const session: Session = {
      id: randomBytes(32).toString('base64url'),
      userId,
      role,
      remember,
      createdAt: now,
      expiresAt: now + policy.absoluteMs,
      idleMs: policy.idleMs,
      device: origin.device,
      address: origin.address,
      lastSeenAt: now,
    };
    await this.redis
      .multi()
      .set(this.key(session.id), JSON.stringify(session), 'PX', policy.idleMs)
      .sadd(this.userKey(userId), session.id)
      .pexpire(this.userKey(userId), SESSION_POLICY.traderRemembered.absoluteMs)
      .exec();
    return session;
  }

  /**
   * A view session of a trader for an admin, lasting `lifetimeMs` at most. It is kept out of the
   * trader's own set, so it is never listed among their sessions nor ended by their "sign out
   * everywhere"; the admin's set of views lets their sign-out or disabling end it.
   */
  async createView(
    traderId: string,
    viewer: SessionViewer,
    lifetimeMs: number,
    now = Date.now(),
    origin: SessionOrigin = UNKNOWN_ORIGIN,
  ): Promise<Session> {
    const session: Session = {
      id: randomBytes(32).toString('base64url'),
      userId: traderId,
      role: 'trader',
      remember: false,
      createdAt: now,
      expiresAt: now + lifetimeMs,
      idleMs: lifetimeMs,
      device: origin.device,
      address: origin.address,
      lastSeenAt: now,
      viewer,
    };
    await this.redis
      .multi()
      .set(this.key(session.id), JSON.stringify(session), 'PX', lifetimeMs)
      .sadd(this.viewsKey(viewer.adminId), session.id)
      .pexpire(this.viewsKey(viewer.adminId), SESSION_POLICY.admin.absoluteMs)
      .exec();
    return session;
  }

  /** An admin's live view sessions (the ids of ended ones are dropped on the way). */
  async viewsOf(adminId: string, now = Date.now()): Promise<Session[]> {
    const ids = await this.redis.smembers(this.viewsKey(adminId));
    const views = await Promise.all(ids.map((id) => this.find(id, now)));
    const gone = ids.filter((_, index) => !views[index]);
    if (gone.length > 0) await this.redis.srem(this.viewsKey(adminId), ...gone);
    return views.filter((view): view is Session => view?.viewer?.adminId === adminId);
  }

  /**
   * The live session, its idle timer restarted; null when revoked, idle too long or past its end.
   * The one write that restarts the timer also records `lastSeenAt` once it is stale, so knowing
   * when a session was last used costs no extra round trip. `XX` writes only over a live key: a
   * session revoked between the read and the write stays revoked.
   */
  async touch(id: string, now = Date.now()): Promise<Session | null> {
    const session = await this.find(id, now);
    if (!session) return null;
    const ttl = Math.min(session.idleMs, session.expiresAt - now);
    if (now - session.lastSeenAt < LAST_SEEN_PRECISION_MS) {
      await this.redis.pexpire(this.key(id), ttl);
      return session;
    }
    const seen = { ...session, lastSeenAt: now };
    await this.redis.set(this.key(id), JSON.stringify(seen), 'PX', ttl, 'XX');
    return seen;
  }

  /**
   * The live session with its idle timer left as it is: for a caller that restarted it moments ago
   * and checks again (a dashboard polling every second), one Redis read instead of two commands.
   */
  async find(id: string, now = Date.now()): Promise<Session | null> {
    const raw = await this.redis.get(this.key(id));
    if (!raw) return null;
    const session = parseSession(raw);
    if (now >= session.expiresAt) {
      await this.revoke(id);
      return null;
    }
    return session;
  }

  /** Ends one session: the session it ended, or null when there was none. */
  async revoke(id: string): Promise<Session | null> {
    const raw = await this.redis.get(this.key(id));
    const multi = this.redis.multi().del(this.key(id));
    const session = raw ? parseSession(raw) : null;
    if (session?.viewer) multi.srem(this.viewsKey(session.viewer.adminId), id);
    else if (session) multi.srem(this.userKey(session.userId), id);
    await multi.exec();
    return session;
  }

  /**
   * A user's live sessions, newest first. Ids of sessions that ended on their own (idle or past
   * their end) are dropped from the user's set on the way.
   */
  async listForUser(userId: string, now = Date.now()): Promise<Session[]> {
    const ids = await this.redis.smembers(this.userKey(userId));
    if (ids.length === 0) return [];
    const raws = await this.redis.mget(...ids.map((id) => this.key(id)));
    const live: Session[] = [];
    const gone: string[] = [];
    raws.forEach((raw, index) => {
      const session = raw ? parseSession(raw) : null;
      if (session && now < session.expiresAt) live.push(session);
      else gone.push(ids[index] as string);
    });
    if (gone.length > 0) await this.redis.srem(this.userKey(userId), ...gone);
    return live.sort((a, b) => b.createdAt - a.createdAt);
  }

  /** Ends every session of a user (password change, deletion, "log out everywhere"): the ids it ended. */
  async revokeAllForUser(userId: string): Promise<string[]> {
    const ids = await this.redis.smembers(this.userKey(userId));
    if (ids.length === 0) return [];
    await this.redis
      .multi()
      .del(...ids.map((id) => this.key(id)))
      .del(this.userKey(userId))
      .exec();
    return ids;
  }
}
