import { randomUUID } from 'node:crypto';
import { redisKeyPrefix } from '@prop/service-kit/config';
import { createRedis } from '@prop/service-kit/redis';
import { sessionCookieName } from '@prop/service-kit/session-cookie';
import { SessionStore } from '@prop/service-kit/session-store';
import { signSessionToken } from '@prop/service-kit/session-token';
import type { AdminCall } from './admin-client.ts';
import { announceTraders } from './announce-traders.ts';
import type { RunningServices } from './start-services.ts';

export interface Trader {
  userId: string;
  mt5AccountId: string;
  /** The Cookie header of the trader's own session, as the browser would send it. */
  cookie: string;
}

/**
 * Links the first `count` simulated MT5 accounts to a new trader each through accounts' admin route,
 * as the back office would: accounts opens the trading account, writes its facts to the KV bucket
 * the gateway watches and publishes AccountLinked.
 */
export async function linkTraders(
  services: RunningServices,
  call: AdminCall,
  count: number,
  fundingBalance: number,
  concurrency = 8,
): Promise<Omit<Trader, 'cookie'>[]> {
  const listed = await call<{ id: string }[]>('GET', '/api/admin/mt5-accounts');
  if (listed.length < count) throw new Error(`the simulator has ${listed.length} MT5 accounts, ${count} wanted`);
  const linked = listed.slice(0, count).map((account) => ({ userId: randomUUID(), mt5AccountId: account.id }));
  await announceTraders(
    services,
    linked.map((trader) => trader.userId),
  );
  let next = 0;
  const worker = async () => {
    while (next < linked.length) {
      const trader = linked[next++];
      if (!trader) return;
      await call('POST', '/api/admin/link-mt5', { ...trader, fundingBalance: String(fundingBalance) });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return linked;
}

/**
 * One signed-in session per trader, made exactly as identity makes one at sign-in: a server-side
 * session in Redis (the namespace's prefix) and the signed token its cookie carries. The gateway
 * checks both on every request, so each cookie is a real, distinct trader session.
 */
export async function signInTraders(
  env: Record<string, string>,
  namespace: string,
  traders: Omit<Trader, 'cookie'>[],
): Promise<Trader[]> {
  const redis = createRedis(env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const store = new SessionStore(redis, redisKeyPrefix(namespace));
  const secret = env.SESSION_SECRET ?? '';
  const name = sessionCookieName('trader', false);
  try {
    const signedIn: Trader[] = [];
    for (let start = 0; start < traders.length; start += 200) {
      const batch = traders.slice(start, start + 200);
      const sessions = await Promise.all(batch.map((trader) => store.create(trader.userId, 'trader', false)));
      for (const [index, session] of sessions.entries()) {
        const trader = batch[index] as Omit<Trader, 'cookie'>;
        const token = signSessionToken(
          { sub: trader.userId, sid: session.id, role: 'trader' },
          secret,
          new Date(session.expiresAt),
        );
        signedIn.push({ ...trader, cookie: `${name}=${token}` });
      }
    }
    return signedIn;
  } finally {
    redis.disconnect();
  }
}
