import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '@prop/contracts/endpoints/define';
import { reportingEndpoints } from '@prop/contracts/endpoints/reporting';
import { moneyOf } from '@prop/contracts/money';
import type { Kpis } from '@prop/contracts/reports';
import { PRODUCTION_ENV } from '@prop/service-kit/testing/production-env';
import { eventually } from '@prop/service-kit/testing/eventually';
import { startReporting, type TestReporting } from './helper.ts';

const serviceDir = new URL('..', import.meta.url).pathname;
const seed = (env: Record<string, string>) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'src/seed.ts'], {
    cwd: serviceDir,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });

let reporting: TestReporting;
beforeAll(async () => {
  reporting = await startReporting({ FAKE_NOW: '2026-06-30T12:00:00Z' });
});
afterAll(() => reporting?.close());

describe('the demo history', () => {
  it('fills half a year of every chart through the reporting stream, once', async () => {
    const first = seed(reporting.env);
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/demo history of \d+ events published/);
    const second = seed(reporting.env);
    expect(second.stdout).toContain('demo history already present');

    const report = await eventually(
      async () => {
        const response = await reporting.app.inject({
          method: 'GET',
          url: urlOf(reportingEndpoints.getAdminReportsKpis, {}, { from: '2026-01-01', to: '2026-06-30' }),
          headers: reporting.callerHeaders('admin'),
        });
        const kpis: Kpis = response.json();
        expect(kpis.registrations.funnel.registered).toBeGreaterThan(300);
        return kpis;
      },
      60_000,
      500,
    );
    expect(moneyOf(report.revenue.net)).toBeGreaterThan(0n);
    expect(report.revenue.byMonth).toHaveLength(6);
    expect(report.revenue.byProgram.map((row) => row.program)).toEqual(['Instant Funding', 'One-Step', 'Two-Step']);
    expect(report.payouts.paidCount).toBeGreaterThan(0);
    expect(report.passRates.some((group) => group.passed > 0 && group.breached > 0)).toBe(true);
    expect(report.breaches.total).toBeGreaterThan(0);
    expect(report.registrations.funnel.approved).toBeGreaterThan(0);
    expect(report.support.firstResponse.withinPromise).toBeGreaterThan(0);
    expect(report.support.firstResponse.answered).toBeGreaterThan(report.support.firstResponse.withinPromise);
  }, 120_000);

  it('is refused in production', () => {
    const refused = seed({ NAMESPACE: reporting.namespace, ...PRODUCTION_ENV });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('refusing to seed a demo history in production');
  });
});
