import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import type { Clock } from '@prop/service-kit/clock';
import { createServiceDeps } from '@prop/service-kit/service-deps';
import { sessionCookieName } from '@prop/service-kit/session-cookie';
import { verifySessionToken } from '@prop/service-kit/session-token';
import { callerHeadersFor } from '@prop/service-kit/testing/caller-headers';
import { eventCount as countEvents } from '@prop/service-kit/testing/event-count';
import { createTestNamespace } from '@prop/service-kit/testing/namespace';
import { answerUserData } from '@prop/service-kit/testing/user-data';
import type { Role } from '@prop/contracts/user';
import { buildApp } from '../src/app.ts';
import { loadIdentityConfig, MIGRATIONS_FOLDER } from '../src/config.ts';
import type { IdentityDb } from '../src/db/types.ts';
import { seedDemoAccounts } from '../src/commands/seed-demo-accounts.ts';

export const validRegistration = (overrides: Record<string, unknown> = {}) => ({
  email: `trader-${Math.random().toString(36).slice(2, 10)}@example.com`,
  password: 'correct horse battery',
  confirmPassword: 'correct horse battery',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phoneNumber: '+44 20 7946 0958',
  country: 'United Kingdom',
  address: '12 Analytical Row',
  city: 'London',
  postalCode: 'N1 9GU',
  dateOfBirth: '1990-12-10',
  terms: true,
  ...overrides,
});

/**
 * The real identity app on the real PostgreSQL, Redis and NATS, in a namespace of its own, with
 * KYC files in a folder of its own (unless `extraEnv` points them elsewhere), on the real clock or
 * on `options.clock` (its commands, TOTP checks and sessions all read it).
 */
export async function startIdentity(extraEnv: Record<string, string> = {}, options: { clock?: Clock } = {}) {
  const storageDir = await mkdtemp(join(tmpdir(), 'identity-kyc-'));
  const ns = createTestNamespace('identity', { KYC_STORAGE_DIR: storageDir, ...extraEnv });
  const config = loadIdentityConfig(ns.env);
  const realDeps = await createServiceDeps<IdentityDb>('identity', config, MIGRATIONS_FOLDER);
  const clock = options.clock ?? realDeps.clock;
  const deps = { ...realDeps, clock, runtime: { ...realDeps.runtime, clock } };
  const app = await buildApp(deps, config);
  await seedDemoAccounts(deps.runtime, config);
  /** The other services, for the data export: each holds nothing unless a test says otherwise. */
  const userData = answerUserData(deps.nats.nc, config.NAMESPACE);

  const callerHeaders = callerHeadersFor(config.INTERNAL_TOKEN);

  /** What the gateway forwards for a session cookie: the verified caller plus the internal token. */
  function callerFor(response: LightMyRequestResponse, role: Role = 'trader'): Record<string, string> {
    const cookie = response.cookies.find((c) => c.name === sessionCookieName(role, false));
    if (!cookie?.value) throw new Error(`no ${role} session cookie in response`);
    const claims = verifySessionToken(cookie.value, config.SESSION_SECRET, role);
    if (!claims) throw new Error('session token did not verify');
    return callerHeaders(claims.role, claims.sub, claims.sid);
  }

  async function registerAndLogin(overrides: Record<string, unknown> = {}) {
    const registration = validRegistration(overrides);
    const registered = await app.inject({ method: 'POST', url: '/api/register', payload: registration });
    if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: registration.email, password: registration.password },
    });
    return { registration, user: registered.json().user as { id: string }, login, headers: callerFor(login) };
  }

  async function adminHeaders() {
    const login = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: config.SEED_ADMIN_EMAIL, password: config.SEED_ADMIN_PASSWORD },
    });
    return callerFor(login, 'admin');
  }

  /** How many events of one subject reached the identity stream. */
  const eventCount = (subject: string) => countEvents(deps, ns.namespace, subject);

  return {
    app,
    namespace: ns.namespace,
    deps,
    config,
    callerFor,
    registerAndLogin,
    adminHeaders,
    eventCount,
    storageDir,
    userData,
    close: async () => {
      userData.stop();
      await app.close();
      await ns.cleanup();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}
