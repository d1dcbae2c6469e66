import cookie from '@fastify/cookie';
import { accountPollHandler } from './accounts/account-poll-route.ts';
import { AccountSnapshots } from './accounts/account-snapshots.ts';
import { FiguresAge, watchFiguresAge } from './accounts/figures-age.ts';
import { followAccountFacts, takeFigures } from './accounts/follow-account-facts.ts';
import type { Redis, RedisOptions } from 'ioredis';
import { type Clock, createClock } from '@prop/service-kit/clock';
import { createApp, registerHealth } from '@prop/service-kit/create-app';
import { registerMetrics } from '@prop/service-kit/metrics';
import { SessionStore } from '@prop/service-kit/session-store';
import { createRateLimits } from './auth/rate-limits.ts';
import { createSessionCheck } from './auth/session-check.ts';
import { registerApiDocs } from './docs/api-docs.ts';
import { type GatewayConfig, upstreamUrls } from './config.ts';
import { redisKeyPrefix } from '@prop/service-kit/config';
import { registerApiRoutes } from './routes/api-routes.ts';
import { registerProxy } from './routes/proxy.ts';
import { registerSecurityHeaders } from './security/headers.ts';
import { registerNoStore } from './security/no-store.ts';
import { gatewayRequestIds } from './security/request-ids.ts';
import { registerSameOriginCheck } from './security/same-origin.ts';
import { registerWebApps } from './static/web-apps.ts';
import { tickingTime } from './time/ticking-time.ts';
import { closeSocketsOnLogout } from './ws/close-on-logout.ts';
import { closeEndedSessions } from './ws/ended-sessions.ts';
import { type NatsConnection, relayEvents } from './ws/event-relay.ts';
import { resyncOnReconnect } from './ws/resync-on-reconnect.ts';
import { Hub } from './ws/hub.ts';
import { startSessionSweep } from './ws/session-sweep.ts';
import { registerSocketRoute } from './ws/socket-route.ts';

/**
 * How the gateway's Redis client is made. Every request reads its session: commands issued in the
 * same turn of the event loop go out in one write instead of one system call each (a quarter of
 * the gateway's time at 10,000 polls/s).
 */
export const GATEWAY_REDIS_OPTIONS: RedisOptions = { enableAutoPipelining: true };

export interface GatewayDeps {
  redis: Redis;
  nc: NatsConnection;
  /** The gateway's one clock; by default the real one, or FAKE_NOW's in development and tests. */
  clock?: Clock;
}

/** Fastify's trustProxy: only the listed proxies' X-Forwarded-For decides `request.ip`. */
const trustProxy = (proxies: string[]) => (proxies.length > 0 ? proxies : false);

/**
 * The gateway as a testable unit: config and connections in, a Fastify app out. The caller owns
 * Redis and NATS and closes them after the app; the app closes what it started itself.
 */
export async function buildApp(config: GatewayConfig, deps: GatewayDeps) {
  const app = createApp(
    config,
    { ...gatewayRequestIds, trustProxy: trustProxy(config.TRUSTED_PROXIES) },
    { openApi: false },
  );
  app.decorateRequest('caller', null);
  registerMetrics(app, 'gateway', config.METRICS_TOKEN);
  await app.register(cookie);
  registerSecurityHeaders(app, config.COOKIE_SECURE);
  registerSameOriginCheck(app);
  registerNoStore(app);

  const clock = deps.clock ?? createClock(config.FAKE_NOW);
  if (config.FAKE_NOW) app.log.warn({ fakeNow: config.FAKE_NOW }, 'test clock in use');
  const time = tickingTime(clock);
  app.addHook('onClose', async () => time.stop());

  const store = new SessionStore(deps.redis, redisKeyPrefix(config.NAMESPACE));
  const resolveCaller = createSessionCheck({
    store,
    secret: config.SESSION_SECRET,
    secureCookies: config.COOKIE_SECURE,
    redis: deps.redis,
    redisPrefix: redisKeyPrefix(config.NAMESPACE),
    millis: time.millis,
  });
  const proxy = {
    upstreams: upstreamUrls(config),
    internalToken: config.INTERNAL_TOKEN,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
  };
  await registerProxy(app, proxy);
  const snapshots = new AccountSnapshots();
  const stopFacts = await followAccountFacts(
    deps.nc,
    config.NAMESPACE,
    snapshots,
    app.log,
    config.NATS_STREAM_REPLICAS,
  );
  const hub = new Hub(config.WS_MAX_SOCKETS_PER_SESSION);
  registerApiRoutes(app, {
    resolveCaller,
    rateLimitsFor: createRateLimits(deps.redis, config),
    proxy,
    localHandlers: { 'GET /api/account': accountPollHandler(snapshots, proxy) },
    afterResponse: closeSocketsOnLogout(hub),
  });
  await registerApiDocs(app, { resolveCaller, proxy, secureCookies: config.COOKIE_SECURE, millis: time.millis });

  await registerSocketRoute(app, hub, resolveCaller);
  const figuresAge = new FiguresAge();
  const stopRelay = relayEvents(deps.nc, config.NAMESPACE, hub, app.log, {
    events: [closeEndedSessions(hub)],
    ticks: [takeFigures(snapshots), figuresAge.observe],
  });
  const stopResync = resyncOnReconnect(deps.nc, hub, app.log);
  const stopFiguresAge = watchFiguresAge(figuresAge, clock);
  const stopSweep = startSessionSweep(hub, store, config.WS_SESSION_CHECK_MS, app.log);
  app.addHook('onClose', async () => {
    stopSweep();
    stopRelay();
    stopResync();
    stopFiguresAge();
    await stopFacts();
  });

  await registerWebApps(app, { traderDist: config.WEB_TRADER_DIST, adminDist: config.WEB_ADMIN_DIST });
  registerHealth(app, [
    { name: 'redis', check: () => deps.redis.ping() },
    { name: 'nats', check: () => deps.nc.rtt() },
  ]);
  return app;
}

export type GatewayApp = Awaited<ReturnType<typeof buildApp>>;
