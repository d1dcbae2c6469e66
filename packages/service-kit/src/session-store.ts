import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Role } from '@prop/contracts/user';

/** Idle and absolute lifetimes. Admin sessions are shorter: they can move money. */
export const SESSION_POLICY = {
  trader: { idleMs: 2 * 60 * 60 * 1000, absoluteMs: 12 * 60 * 60 * 1000 },
  traderRemembered: { idleMs: 7 * 24 * 60 * 60 * 1000, absoluteMs: 30 * 24 * 60 * 60 * 1000 },
  admin: { idleMs: 30 * 60 * 1000, absoluteMs: 8 * 60 * 60 * 1000 },
} as const;

export interface Session {
  id: string;
  userId: string;
  role: Role;
  remember: boolean;
  createdAt: number;
  expiresAt: number;
  idleMs: number;
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

  async create(userId: string, role: Role, remember: boolean, now = Date.now()): Promise<Session> {
    const policy = sessionPolicy(role, remember);
    const session: Session = {
      id: randomBytes(32).toString('base64url'),
      userId,
      role,
      remember,
      createdAt: now,
      expiresAt: now + policy.absoluteMs,
      idleMs: policy.idleMs,
    };
    await this.redis
      .multi()
      .set(this.key(session.id), JSON.stringify(session), 'PX', policy.idleMs)
      .sadd(this.userKey(userId), session.id)
      .pexpire(this.userKey(userId), SESSION_POLICY.traderRemembered.absoluteMs)
      .exec();
    return session;
  }

  /** The live session, its idle timer restarted; null when revoked, idle too long or past its end. */
  async touch(id: string, now = Date.now()): Promise<Session | null> {
    const session = await this.find(id, now);
    if (session) await this.redis.pexpire(this.key(id), Math.min(session.idleMs, session.expiresAt - now));
    return session;
  }

  /**
   * The live session with its idle timer left as it is: for a caller that restarted it moments ago
   * and checks again (a dashboard polling every second), one Redis read instead of two commands.
   */
  async find(id: string, now = Date.now()): Promise<Session | null> {
    const raw = await this.redis.get(this.key(id));
    if (!raw) return null;
    const session = JSON.parse(raw) as Session;
    if (now >= session.expiresAt) {
      await this.revoke(id);
      return null;
    }
    return session;
  }

  async revoke(id: string): Promise<void> {
    const raw = await this.redis.get(this.key(id));
    const multi = this.redis.multi().del(this.key(id));
    if (raw) multi.srem(this.userKey((JSON.parse(raw) as Session).userId), id);
    await multi.exec();
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
