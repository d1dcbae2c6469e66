import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from '../../packages/contracts/src/endpoints/all.ts';
import type { Endpoint } from '../../packages/contracts/src/endpoints/define.ts';
import { SERVICE_NAMES, type ServiceName } from '../../packages/contracts/src/services.ts';
import { createServiceDeps } from '../../packages/service-kit/src/service-deps.ts';
import { createTestNamespace } from '../../packages/service-kit/src/testing/namespace.ts';
import { API_ROUTES } from '../../gateway/src/routes/route-table.ts';
import { buildApp as buildAccounts } from '../../services/accounts/src/app.ts';
import { loadAccountsConfig, MIGRATIONS_FOLDER as ACCOUNTS_MIGRATIONS } from '../../services/accounts/src/config.ts';
import { buildApp as buildAudit } from '../../services/audit/src/app.ts';
import { loadAuditConfig, MIGRATIONS_FOLDER as AUDIT_MIGRATIONS } from '../../services/audit/src/config.ts';
import { buildApp as buildBilling } from '../../services/billing/src/app.ts';
import { loadBillingConfig, MIGRATIONS_FOLDER as BILLING_MIGRATIONS } from '../../services/billing/src/config.ts';
import { buildApp as buildCalendar } from '../../services/calendar/src/app.ts';
import { loadCalendarConfig, MIGRATIONS_FOLDER as CALENDAR_MIGRATIONS } from '../../services/calendar/src/config.ts';
import { buildApp as buildIdentity } from '../../services/identity/src/app.ts';
import { loadIdentityConfig, MIGRATIONS_FOLDER as IDENTITY_MIGRATIONS } from '../../services/identity/src/config.ts';
import { buildApp as buildMarketing } from '../../services/marketing/src/app.ts';
import { loadMarketingConfig, MIGRATIONS_FOLDER as MARKETING_MIGRATIONS } from '../../services/marketing/src/config.ts';
import { buildApp as buildPayouts } from '../../services/payouts/src/app.ts';
import { loadPayoutsConfig, MIGRATIONS_FOLDER as PAYOUTS_MIGRATIONS } from '../../services/payouts/src/config.ts';
import { buildApp as buildAffiliates } from '../../services/affiliates/src/app.ts';
import {
  loadAffiliatesConfig,
  MIGRATIONS_FOLDER as AFFILIATES_MIGRATIONS,
} from '../../services/affiliates/src/config.ts';
import { buildApp as buildPrograms } from '../../services/programs/src/app.ts';
import { loadProgramsConfig, MIGRATIONS_FOLDER as PROGRAMS_MIGRATIONS } from '../../services/programs/src/config.ts';
import { buildApp as buildReporting } from '../../services/reporting/src/app.ts';
import { loadReportingConfig, MIGRATIONS_FOLDER as REPORTING_MIGRATIONS } from '../../services/reporting/src/config.ts';
import { buildApp as buildRisk } from '../../services/risk/src/app.ts';
import { loadRiskConfig, MIGRATIONS_FOLDER as RISK_MIGRATIONS } from '../../services/risk/src/config.ts';
import { buildApp as buildSupport } from '../../services/support/src/app.ts';
import { loadSupportConfig, MIGRATIONS_FOLDER as SUPPORT_MIGRATIONS } from '../../services/support/src/config.ts';

/** What this test needs of a Fastify app (the root package does not depend on Fastify itself). */
interface App {
  ready(): PromiseLike<unknown>;
  close(): PromiseLike<unknown>;
}
interface NewFastify {
  addHook(name: 'onRoute', hook: (route: { method: string | string[]; url: string }) => void): unknown;
}

/** How each service's tests build its app: its config from the namespace's variables, its deps, its app. */
const BUILD: Record<ServiceName, (env: Record<string, string>) => Promise<App>> = {
  identity: async (env) => {
    const config = loadIdentityConfig(env);
    return buildIdentity(await createServiceDeps('identity', config, IDENTITY_MIGRATIONS), config);
  },
  accounts: async (env) => {
    const config = loadAccountsConfig(env);
    return buildAccounts(await createServiceDeps('accounts', config, ACCOUNTS_MIGRATIONS), config);
  },
  risk: async (env) => {
    const config = loadRiskConfig(env);
    return buildRisk(await createServiceDeps('risk', config, RISK_MIGRATIONS), config);
  },
  payouts: async (env) => {
    const config = loadPayoutsConfig(env);
    return buildPayouts(await createServiceDeps('payouts', config, PAYOUTS_MIGRATIONS), config);
  },
  billing: async (env) => {
    const config = loadBillingConfig(env);
    return buildBilling(await createServiceDeps('billing', config, BILLING_MIGRATIONS), config);
  },
  support: async (env) => {
    const config = loadSupportConfig(env);
    return buildSupport(await createServiceDeps('support', config, SUPPORT_MIGRATIONS), config);
  },
  marketing: async (env) => {
    const config = loadMarketingConfig(env);
    return buildMarketing(await createServiceDeps('marketing', config, MARKETING_MIGRATIONS), config);
  },
  calendar: async (env) => {
    const config = loadCalendarConfig(env);
    return buildCalendar(await createServiceDeps('calendar', config, CALENDAR_MIGRATIONS), config);
  },
  audit: async (env) => {
    const config = loadAuditConfig(env);
    return buildAudit(await createServiceDeps('audit', config, AUDIT_MIGRATIONS), config);
  },
  programs: async (env) => {
    const config = loadProgramsConfig(env);
    return buildPrograms(await createServiceDeps('programs', config, PROGRAMS_MIGRATIONS), config);
  },
  affiliates: async (env) => {
    const config = loadAffiliatesConfig(env);
    return buildAffiliates(await createServiceDeps('affiliates', config, AFFILIATES_MIGRATIONS), config);
  },
  reporting: async (env) => {
    const config = loadReportingConfig(env);
    return buildReporting(await createServiceDeps('reporting', config, REPORTING_MIGRATIONS), config);
  },
};

const key = (route: { method: string; path: string }) => `${route.method} ${route.path}`;
const keysOf = (endpoints: readonly Endpoint[]) => endpoints.map(key).sort();
const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/');

/**
 * The `METHOD /path` of every /api route one service's app registers. Fastify announces each new
 * instance on a diagnostics channel before anything is registered on it, so an onRoute hook added
 * there sees every route the service adds. HEAD routes Fastify adds for each GET are left out.
 */
async function registeredApiRoutes(service: ServiceName): Promise<string[]> {
  const routes = new Set<string>();
  const watch = (message: unknown) => {
    const { fastify } = message as { fastify: NewFastify };
    fastify.addHook('onRoute', (route) => {
      if (!isApiPath(route.url)) return;
      for (const method of [route.method].flat()) if (method !== 'HEAD') routes.add(`${method} ${route.url}`);
    });
  };
  // Identity keeps KYC files in a folder; give it one of its own, like its tests do.
  const storageDir = await mkdtemp(join(tmpdir(), `endpoints-${service}-`));
  const ns = createTestNamespace(service, service === 'identity' ? { KYC_STORAGE_DIR: storageDir } : {});
  subscribe('fastify.initialization', watch);
  try {
    const app = await BUILD[service](ns.env);
    unsubscribe('fastify.initialization', watch);
    await app.ready();
    await app.close();
  } finally {
    unsubscribe('fastify.initialization', watch);
    await ns.cleanup();
    await rm(storageDir, { recursive: true, force: true });
  }
  return [...routes].sort();
}

describe('endpoint definitions, services and the gateway agree', () => {
  it('gives every definition an owner among the services, and each method and path once', () => {
    for (const endpoint of ALL_ENDPOINTS) expect(SERVICE_NAMES, key(endpoint)).toContain(endpoint.service);
    const keys = ALL_ENDPOINTS.map(key);
    expect(keys.filter((candidate, index) => keys.indexOf(candidate) !== index)).toEqual([]);
  });

  it('routes at the gateway exactly the defined calls, each to its owner with its access class', () => {
    expect(API_ROUTES).toEqual(ALL_ENDPOINTS);
  });

  for (const service of SERVICE_NAMES) {
    it(`has ${service} register exactly the /api calls it owns`, async () => {
      const owned = keysOf(ALL_ENDPOINTS.filter((endpoint) => endpoint.service === service));
      expect(await registeredApiRoutes(service)).toEqual(owned);
    }, 60_000);
  }
});
