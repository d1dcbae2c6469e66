import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// Every process of the platform as its tests start it, each in a test namespace of its own: this
// file checks that a Prometheus scraper reads all ten with its own credential and nothing else.
import { API_ROUTES } from '../../gateway/src/routes/route-table.ts';
import { DEV_SECRETS } from '../../packages/service-kit/src/config.ts';
import { startGateway } from '../../gateway/test/support/gateway.ts';
import { startAccounts } from '../../services/accounts/test/helper.ts';
import { startAudit } from '../../services/audit/test/helper.ts';
import { startBilling } from '../../services/billing/test/helper.ts';
import { startCalendar } from '../../services/calendar/test/helper.ts';
import { startIdentity } from '../../services/identity/test/helper.ts';
import { startMarketing } from '../../services/marketing/test/helper.ts';
import { startPayouts } from '../../services/payouts/test/helper.ts';
import { startPrograms } from '../../services/programs/test/helper.ts';
import { startAffiliates } from '../../services/affiliates/test/helper.ts';
import { startRisk } from '../../services/risk/test/helper.ts';
import { startSupport } from '../../services/support/test/helper.ts';
import { referencedMetricNames, servedMetricNames } from '../infra/observability-files.ts';

/** The little of a Fastify app this file uses: every process's app has it. */
type Inject = (options: {
  method: 'GET';
  url: string;
  headers?: Record<string, string>;
}) => Promise<{ statusCode: number; body: string; headers: Record<string, unknown> }>;

interface Process {
  app: { inject: Inject };
  close: () => Promise<void>;
}

const STARTERS: Record<string, () => Promise<Process>> = {
  gateway: () => startGateway(),
  accounts: () => startAccounts(),
  audit: () => startAudit(),
  billing: () => startBilling(),
  calendar: () => startCalendar(),
  identity: () => startIdentity(),
  marketing: () => startMarketing(),
  payouts: () => startPayouts({ withAccounts: false, withRisk: false, withIdentity: false }),
  programs: () => startPrograms(),
  affiliates: () => startAffiliates(),
  risk: () => startRisk(),
  support: () => startSupport(),
};

const scrape = (app: Process['app'], token?: string) =>
  app.inject({
    method: 'GET',
    url: '/metrics',
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });

describe('/metrics of every process', () => {
  const processes = new Map<string, Process>();

  beforeAll(async () => {
    // One after the other: ten services starting at once on a busy CI machine time out.
    for (const [name, start] of Object.entries(STARTERS)) processes.set(name, await start());
  }, 120_000);
  afterAll(async () => {
    for (const process of [...processes.values()].reverse()) await process.close();
  }, 60_000);

  it.each(Object.keys(STARTERS))('%s answers the scrape credential with its request timings', async (name) => {
    const { app } = processes.get(name) as Process;
    await app.inject({ method: 'GET', url: '/healthz' });
    const response = await scrape(app, DEV_SECRETS.METRICS_TOKEN);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toMatch(
      new RegExp(`http_request_duration_seconds_count\\{service="${name}",method="GET",route="/healthz"`),
    );
  });

  it.each(Object.keys(STARTERS))('%s refuses the internal token and a scraper without one', async (name) => {
    const { app } = processes.get(name) as Process;
    expect((await scrape(app)).statusCode).toBe(401);
    expect((await scrape(app, DEV_SECRETS.INTERNAL_TOKEN)).statusCode).toBe(401);
  });

  it('serves every metric the alert rules and the Grafana dashboard of infra/ ask for', async () => {
    const served = new Set<string>();
    for (const { app } of processes.values()) {
      const response = await scrape(app, DEV_SECRETS.METRICS_TOKEN);
      for (const name of servedMetricNames(response.body)) served.add(name);
    }
    expect(referencedMetricNames().filter((name) => !served.has(name))).toEqual([]);
  });

  it('never routes a service’s /metrics through the public gateway', () => {
    expect(API_ROUTES.filter((route) => route.path.includes('metrics'))).toEqual([]);
  });
});
