import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { AdminRole } from '@prop/contracts/staff-roles';
import { encodeLiveAdminRoles, liveAdminRolesKey } from '@prop/contracts/live-admin-roles';
import { SERVICE_NAMES } from '@prop/contracts/services';
import type { Role } from '@prop/contracts/user';
import { connectNats, type Nats } from '@prop/service-kit/nats';
import { createRedis } from '@prop/service-kit/redis';
import { removeKvBuckets } from '@prop/service-kit/testing/namespace';
import { sessionCookieName } from '@prop/service-kit/session-cookie';
import { type Session, SessionStore } from '@prop/service-kit/session-store';
import { signSessionToken } from '@prop/service-kit/session-token';
import { buildApp, GATEWAY_REDIS_OPTIONS, type GatewayApp } from '../../src/app.ts';
import { type GatewayConfig, loadGatewayConfig } from '../../src/config.ts';
import { redisKeyPrefix } from '@prop/service-kit/config';

export interface TestGateway {
  app: GatewayApp;
  config: GatewayConfig;
  redis: Redis;
  nats: Nats;
  store: SessionStore;
  /** The namespace's Redis key prefix. */
  prefix: string;
  /**
   * A real session the way identity makes one, and the Cookie header that carries it; an admin's
   * roles published as identity publishes them at sign-in (an owner unless told otherwise).
   */
  signIn(
    role: Role,
    userId?: string,
    adminRoles?: readonly AdminRole[],
  ): Promise<{ session: Session; cookie: string; token: string }>;
  close(): Promise<void>;
}

/** Every service's upstream variable, from the one list of services: a new service is pointed too. */
export const SERVICE_URL_VARS = SERVICE_NAMES.map((name) => `${name.toUpperCase()}_URL`);

/** Every service pointed at one address, e.g. a recording upstream. */
export const allServicesAt = (url: string) => Object.fromEntries(SERVICE_URL_VARS.map((name) => [name, url]));

export const randomNamespace = () => `gw_${randomBytes(6).toString('hex')}`;

async function deleteKeys(redis: Redis, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    if (keys.length > 0) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}

/** The real gateway on the real local Redis and NATS, in a namespace of its own. */
export async function startGateway(env: Record<string, string> = {}): Promise<TestGateway> {
  const config = loadGatewayConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', NAMESPACE: randomNamespace(), ...env });
  const redis = createRedis(config.REDIS_URL, GATEWAY_REDIS_OPTIONS);
  await redis.ping();
  const nats = await connectNats(config.NATS_URL, 'gateway-test');
  const app = await buildApp(config, { redis, nc: nats.nc });
  const prefix = redisKeyPrefix(config.NAMESPACE);
  const store = new SessionStore(redis, prefix);
  return {
    app,
    config,
    redis,
    nats,
    store,
    prefix,
    async signIn(role, userId = crypto.randomUUID(), adminRoles = ['owner']) {
      const session = await store.create(userId, role, false);
      if (role === 'admin') await redis.set(liveAdminRolesKey(prefix, userId), encodeLiveAdminRoles(adminRoles));
      const token = signSessionToken(
        { sub: userId, sid: session.id, role },
        config.SESSION_SECRET,
        new Date(session.expiresAt),
      );
      return { session, token, cookie: `${sessionCookieName(role, config.COOKIE_SECURE)}=${token}` };
    },
    async close() {
      await app.close();
      await deleteKeys(redis, prefix);
      // The gateway creates the account-facts bucket of its namespace when it is not there yet.
      await removeKvBuckets(nats.jsm, config.NAMESPACE);
      await redis.quit();
      await nats.nc.close();
    },
  };
}
