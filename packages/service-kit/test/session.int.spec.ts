import jwt from 'jsonwebtoken';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedis } from '../src/redis.ts';
import { LAST_SEEN_PRECISION_MS, SESSION_POLICY, SessionStore } from '../src/session-store.ts';
import { createSessionTokenVerifier, signSessionToken, verifySessionToken } from '../src/session-token.ts';
import { createTestNamespace } from '../src/testing/namespace.ts';

const SECRET = 'test-secret-that-is-long-enough-0123456789';

describe('server-side sessions in Redis', () => {
  const ns = createTestNamespace('kit');
  const redis = createRedis('redis://127.0.0.1:6379');
  const store = new SessionStore(redis, `${ns.namespace}:`);
  afterAll(async () => {
    redis.disconnect();
    await ns.cleanup();
  });

  it('creates a fresh random id per session and finds it while live', async () => {
    const a = await store.create('user-1', 'trader', false);
    const b = await store.create('user-1', 'trader', false);
    expect(a.id).not.toBe(b.id);
    expect(a.id.length).toBeGreaterThanOrEqual(43);
    expect(await store.touch(a.id)).toMatchObject({ userId: 'user-1', role: 'trader' });
  });

  it('forgets a revoked session at once', async () => {
    const session = await store.create('user-2', 'trader', false);
    await store.revoke(session.id);
    expect(await store.touch(session.id)).toBeNull();
  });

  it('ends every session of a user together', async () => {
    const sessions = await Promise.all([1, 2, 3].map(() => store.create('user-3', 'trader', true)));
    const other = await store.create('user-4', 'trader', false);
    expect(await store.revokeAllForUser('user-3')).toHaveLength(3);
    for (const session of sessions) expect(await store.touch(session.id)).toBeNull();
    expect(await store.touch(other.id)).not.toBeNull();
  });

  it('refuses a session past its absolute lifetime however recently it was used', async () => {
    const session = await store.create('user-5', 'admin', false);
    expect(await store.touch(session.id, session.createdAt + SESSION_POLICY.admin.absoluteMs - 1)).not.toBeNull();
    expect(await store.touch(session.id, session.createdAt + SESSION_POLICY.admin.absoluteMs)).toBeNull();
  });

  it('restarts the idle timer on touch and leaves it as it is on find', async () => {
    const session = await store.create('user-6', 'trader', false);
    const key = `${ns.namespace}:session:${session.id}`;
    await redis.pexpire(key, 60_000);
    expect(await store.find(session.id)).toMatchObject({ id: session.id, userId: 'user-6' });
    expect(await redis.pttl(key)).toBeLessThanOrEqual(60_000);
    expect(await store.touch(session.id)).toMatchObject({ id: session.id });
    expect(await redis.pttl(key)).toBeGreaterThan(SESSION_POLICY.trader.idleMs - 5_000);
  });

  it('finds no session once revoked or past its absolute lifetime', async () => {
    const revoked = await store.create('user-7', 'trader', false);
    await store.revoke(revoked.id);
    expect(await store.find(revoked.id)).toBeNull();
    const old = await store.create('user-7', 'admin', false);
    expect(await store.find(old.id, old.createdAt + SESSION_POLICY.admin.absoluteMs)).toBeNull();
    expect(await store.find(old.id)).toBeNull();
  });

  it('records where a session started and lists a user’s live sessions, newest first', async () => {
    const origin = { device: 'Chrome on Linux', address: '203.0.113.7' };
    const older = await store.create('user-8', 'trader', false, 1_000_000, origin);
    const newer = await store.create('user-8', 'trader', true, 2_000_000);
    const ended = await store.create('user-8', 'trader', false, 3_000_000);
    await store.revoke(ended.id);
    const listed = await store.listForUser('user-8', 2_000_001);
    expect(listed.map((session) => session.id)).toEqual([newer.id, older.id]);
    expect(listed[1]).toMatchObject({ ...origin, createdAt: 1_000_000, lastSeenAt: 1_000_000 });
    expect(listed[0]).toMatchObject({ device: 'Unknown device', address: null });
  });

  it('moves lastSeenAt on a touch only once it is LAST_SEEN_PRECISION_MS old', async () => {
    const start = Date.now();
    const session = await store.create('user-9', 'trader', false, start);
    expect((await store.touch(session.id, start + LAST_SEEN_PRECISION_MS - 1))?.lastSeenAt).toBe(start);
    expect((await store.find(session.id, start + LAST_SEEN_PRECISION_MS - 1))?.lastSeenAt).toBe(start);
    const seenAt = start + LAST_SEEN_PRECISION_MS;
    expect((await store.touch(session.id, seenAt))?.lastSeenAt).toBe(seenAt);
    expect((await store.find(session.id, seenAt))?.lastSeenAt).toBe(seenAt);
    expect(await redis.pttl(`${ns.namespace}:session:${session.id}`)).toBeGreaterThan(
      SESSION_POLICY.trader.idleMs - 5_000,
    );
  });

  it('never brings back a session revoked while a touch was recording lastSeenAt', async () => {
    const start = Date.now();
    const session = await store.create('user-10', 'trader', false, start);
    const find = store.find.bind(store);
    // The revocation lands between the touch's read and its write.
    store.find = async (id, now) => {
      const found = await find(id, now);
      await store.revoke(id);
      return found;
    };
    try {
      await store.touch(session.id, start + LAST_SEEN_PRECISION_MS);
    } finally {
      store.find = find;
    }
    expect(await store.find(session.id)).toBeNull();
  });

  it('reads a session stored before sessions recorded their origin', async () => {
    const key = `${ns.namespace}:session:legacy-session`;
    const legacy = {
      id: 'legacy-session',
      userId: 'user-11',
      role: 'trader',
      remember: false,
      createdAt: Date.now(),
      expiresAt: Date.now() + 60_000,
      idleMs: 60_000,
    };
    await redis.set(key, JSON.stringify(legacy), 'PX', 60_000);
    expect(await store.find('legacy-session')).toMatchObject({
      device: 'Unknown device',
      address: null,
      lastSeenAt: legacy.createdAt,
    });
  });

  it("keeps a view session out of the trader's own sessions and in the admin's views, until it ends", async () => {
    const own = await store.create('trader-v', 'trader', false);
    const viewer = { adminId: 'admin-v', adminSessionId: 'admin-session-v' };
    const now = Date.now();
    const view = await store.createView('trader-v', viewer, 60_000, now);
    expect(await store.find(view.id)).toMatchObject({
      userId: 'trader-v',
      role: 'trader',
      viewer,
      expiresAt: now + 60_000,
    });
    expect((await store.listForUser('trader-v')).map((session) => session.id)).toEqual([own.id]);
    expect((await store.viewsOf('admin-v')).map((session) => session.id)).toEqual([view.id]);
    // the trader signing out everywhere leaves the view; the view's own end does not touch the trader
    await store.revokeAllForUser('trader-v');
    expect(await store.find(view.id)).not.toBeNull();
    expect(await store.find(view.id, now + 60_000)).toBeNull();
    expect(await store.viewsOf('admin-v')).toEqual([]);
  });

  it('keeps admin sessions shorter than trader sessions', () => {
    expect(SESSION_POLICY.admin.idleMs).toBeLessThan(SESSION_POLICY.trader.idleMs);
    expect(SESSION_POLICY.admin.absoluteMs).toBeLessThan(SESSION_POLICY.trader.absoluteMs);
  });
});

describe('session tokens', () => {
  const claims = { sub: 'user-1', sid: 'session-1', role: 'trader' as const };
  const inAnHour = new Date(Date.now() + 3600_000);

  it('verifies its own token for the right area', () => {
    expect(verifySessionToken(signSessionToken(claims, SECRET, inAnHour), SECRET, 'trader')).toEqual(claims);
  });

  it('refuses a trader token in the admin area', () => {
    expect(verifySessionToken(signSessionToken(claims, SECRET, inAnHour), SECRET, 'admin')).toBeNull();
  });

  it('refuses a token signed with another secret', () => {
    expect(verifySessionToken(signSessionToken(claims, `${SECRET}x`, inAnHour), SECRET, 'trader')).toBeNull();
  });

  it("refuses an unsigned token (alg 'none')", () => {
    const unsigned = jwt.sign({ sid: 'session-1', role: 'trader' }, '', {
      algorithm: 'none',
      subject: 'user-1',
      issuer: 'prop-identity',
      audience: 'prop:trader',
    });
    expect(verifySessionToken(unsigned, SECRET, 'trader')).toBeNull();
  });

  it('refuses an expired token', () => {
    const expired = jwt.sign({ sid: 'session-1', role: 'trader', exp: Math.floor(Date.now() / 1000) - 10 }, SECRET, {
      subject: 'user-1',
      issuer: 'prop-identity',
      audience: 'prop:trader',
    });
    expect(verifySessionToken(expired, SECRET, 'trader')).toBeNull();
  });

  it('refuses a token whose role claim disagrees with its audience', () => {
    const forged = jwt.sign({ sid: 'session-1', role: 'admin' }, SECRET, {
      subject: 'user-1',
      issuer: 'prop-identity',
      audience: 'prop:trader',
    });
    expect(verifySessionToken(forged, SECRET, 'trader')).toBeNull();
  });
});

describe('a session token verifier that remembers valid tokens', () => {
  const claims = { sub: 'user-1', sid: 'session-1', role: 'trader' as const };
  const expiresAt = new Date(Date.now() + 3600_000);
  const token = signSessionToken(claims, SECRET, expiresAt);
  // The token's own expiry: signing rounds to whole seconds from its own clock reading.
  const expMs = (jwt.decode(token) as { exp: number }).exp * 1000;

  it('answers a token it verified before with the same claims, for its own area only', () => {
    const verify = createSessionTokenVerifier(SECRET);
    expect(verify(token, 'trader')).toEqual(claims);
    expect(verify(token, 'trader')).toEqual(claims);
    expect(verify(token, 'admin')).toBeNull();
  });

  it('refuses a remembered token from its expiry on', () => {
    const verify = createSessionTokenVerifier(SECRET);
    expect(verify(token, 'trader', expMs - 1)).toEqual(claims);
    expect(verify(token, 'trader', expMs)).toBeNull();
  });

  it('refuses a token signed with another secret, and a remembered token changed by one character', () => {
    const verify = createSessionTokenVerifier(SECRET);
    expect(verify(signSessionToken(claims, `${SECRET}x`, expiresAt), 'trader')).toBeNull();
    expect(verify(token, 'trader')).toEqual(claims);
    const tampered = `${token.slice(0, -10)}${token.at(-10) === 'A' ? 'B' : 'A'}${token.slice(-9)}`;
    expect(verify(tampered, 'trader')).toBeNull();
  });

  it('keeps verifying once it has remembered as many tokens as it may', () => {
    const verify = createSessionTokenVerifier(SECRET, 2);
    const tokens = ['a', 'b', 'c'].map((sid) => signSessionToken({ ...claims, sid }, SECRET, expiresAt));
    for (const each of tokens) expect(verify(each, 'trader')?.sid).toBeDefined();
    for (const each of tokens) expect(verify(each, 'trader')?.sid).toBeDefined();
  });
});
