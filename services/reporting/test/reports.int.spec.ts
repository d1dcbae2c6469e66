import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '@prop/contracts/endpoints/define';
import { reportingEndpoints } from '@prop/contracts/endpoints/reporting';
import type { Kpis } from '@prop/contracts/reports';
import { eventually } from '@prop/service-kit/testing/eventually';
import { rebuildReadModels } from '../src/commands/rebuild-read-models.ts';
import { startReporting, type TestReporting } from './helper.ts';
import { publishScriptedHistory } from './scripted-history.ts';

const MARCH = { from: '2026-03-01', to: '2026-03-31' };
let reporting: TestReporting;
let published: number;

beforeAll(async () => {
  // "Now" is the end of March, so the open tickets' ages are known.
  reporting = await startReporting({ FAKE_NOW: '2026-03-31T12:00:00Z' });
  published = await publishScriptedHistory(reporting.deps.nats.js, reporting.namespace);
}, 30_000);
afterAll(() => reporting?.close());

async function kpis(query: Record<string, string> = MARCH): Promise<Kpis> {
  const response = await reporting.app.inject({
    method: 'GET',
    url: urlOf(reportingEndpoints.getAdminReportsKpis, {}, query),
    headers: reporting.callerHeaders('admin'),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function handledEvents(): Promise<number> {
  const row = await reporting.deps.db
    .selectFrom('processed_events')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Waits until every published event is handled, then reads March. */
async function marchOnceSettled(): Promise<Kpis> {
  await eventually(async () => expect(await handledEvents()).toBe(published), 15_000, 100);
  return kpis();
}

/** Every figure of the scripted March, worked out by hand (see scripted-history.ts). */
function expectMarch(report: Kpis) {
  expect(report.range).toEqual({ ...MARCH, timeZone: 'Europe/Amsterdam' });
  // 249.00 + 139.00 + 599.00 paid; 379.00 + 100.50 + 50.25 refunded.
  expect(report.revenue).toMatchObject({ purchases: 3, gross: '987.00', refunds: '529.75', net: '457.25' });
  const day = (period: string) => report.revenue.byDay.find((point) => point.period === period);
  expect(report.revenue.byDay).toHaveLength(31);
  expect(day('2026-03-02')).toEqual({
    period: '2026-03-02',
    purchases: 1,
    gross: '249.00',
    refunds: '0.00',
    net: '249.00',
  });
  // Paid 23:30 UTC on the 2nd: the 3rd in Amsterdam.
  expect(day('2026-03-03')).toEqual({
    period: '2026-03-03',
    purchases: 1,
    gross: '139.00',
    refunds: '0.00',
    net: '139.00',
  });
  expect(day('2026-03-05')).toEqual({
    period: '2026-03-05',
    purchases: 0,
    gross: '0.00',
    refunds: '379.00',
    net: '-379.00',
  });
  expect(day('2026-03-12')?.refunds).toBe('50.25');
  // 1 March 2026 is a Sunday: its week began on Monday 23 February.
  expect(report.revenue.byWeek.map((point) => [point.period, point.net])).toEqual([
    ['2026-02-23', '0.00'],
    ['2026-03-02', '9.00'],
    ['2026-03-09', '448.25'],
    ['2026-03-16', '0.00'],
    ['2026-03-23', '0.00'],
    ['2026-03-30', '0.00'],
  ]);
  expect(report.revenue.byMonth).toEqual([
    { period: '2026-03', purchases: 3, gross: '987.00', refunds: '529.75', net: '457.25' },
  ]);
  expect(report.revenue.byProgram).toEqual([
    { program: 'Instant Funding', purchases: 1, gross: '139.00', refunds: '0.00', net: '139.00' },
    { program: 'One-Step', purchases: 0, gross: '0.00', refunds: '379.00', net: '-379.00' },
    { program: 'Two-Step', purchases: 2, gross: '848.00', refunds: '150.75', net: '697.25' },
  ]);

  // Asked: 800.00 + 1200.50; paid: 300.00 + 800.00, which is 240.57 % of 457.25.
  expect(report.payouts).toMatchObject({
    requestedCount: 2,
    requestedAmount: '2000.50',
    paidCount: 2,
    paidAmount: '1100.00',
    payoutToRevenuePercent: '240.57',
  });
  expect(report.payouts.byDay.find((point) => point.period === '2026-03-06')).toEqual({
    period: '2026-03-06',
    requestedCount: 0,
    requestedAmount: '0.00',
    paidCount: 1,
    paidAmount: '800.00',
  });

  expect(report.accountsByStatus).toEqual([
    { status: 'active', count: 2 },
    { status: 'breached', count: 2 },
    { status: 'closed', count: 1 },
  ]);
  expect(report.passRates).toEqual([
    {
      group: 'Two-Step · Phase 1',
      program: 'Two-Step',
      phase: 'Phase 1',
      started: 2,
      passed: 1,
      breached: 0,
      passRate: 50,
      breachRate: 0,
    },
    {
      group: 'Two-Step · Phase 2',
      program: 'Two-Step',
      phase: 'Phase 2',
      started: 1,
      passed: 0,
      breached: 0,
      passRate: 0,
      breachRate: 0,
    },
    {
      group: '10k Starter',
      program: null,
      phase: null,
      started: 1,
      passed: 0,
      breached: 1,
      passRate: 0,
      breachRate: 100,
    },
    { group: 'Standard', program: null, phase: null, started: 1, passed: 0, breached: 1, passRate: 0, breachRate: 100 },
  ]);
  // The reversed breach does not count; 23:30 UTC on the 15th is the 16th in Amsterdam.
  expect(report.breaches).toEqual({
    total: 2,
    byDay: [
      { period: '2026-03-15', rule: 'max_drawdown', count: 1 },
      { period: '2026-03-16', rule: 'daily_loss', count: 1 },
    ],
    byRule: [
      { rule: 'daily_loss', count: 1 },
      { rule: 'max_drawdown', count: 1 },
    ],
  });

  expect(report.registrations.byDay.filter((point) => point.count > 0)).toEqual([
    { period: '2026-03-01', count: 2 },
    { period: '2026-03-10', count: 1 },
  ]);
  expect(report.registrations.funnel).toEqual({ registered: 3, documentsSubmitted: 2, approved: 1 });

  expect(report.support.created).toBe(5);
  expect(report.support.byDay.filter((point) => point.created + point.answered > 0)).toEqual([
    { period: '2026-03-02', created: 1, answered: 1 },
    { period: '2026-03-03', created: 1, answered: 0 },
    { period: '2026-03-05', created: 0, answered: 1 },
    { period: '2026-03-20', created: 1, answered: 0 },
    { period: '2026-03-30', created: 1, answered: 0 },
    { period: '2026-03-31', created: 1, answered: 0 },
  ]);
  expect(report.support.firstResponse).toEqual({
    promiseHours: 24,
    answered: 2,
    withinPromise: 1,
    unanswered: 3,
    medianHours: 30,
    averageHours: 30,
  });
  // Now is 31 March 12:00 UTC: opened 6 h, 24 h, 11 days and (in progress) 28 days ago.
  expect(report.support.openByAge).toEqual([
    { age: 'Under 1 day', count: 1 },
    { age: '1–3 days', count: 1 },
    { age: '3–7 days', count: 0 },
    { age: 'Over 7 days', count: 2 },
  ]);
}

describe('the KPI read models', () => {
  it('match the scripted history, figure by figure, in exact money', async () => {
    expectMarch(await marchOnceSettled());
  });

  it('narrow to the range asked: February holds only its purchase and registration', async () => {
    const february = await kpis({ from: '2026-02-01', to: '2026-02-28' });
    expect(february.revenue).toMatchObject({ purchases: 1, gross: '379.00', refunds: '0.00', net: '379.00' });
    expect(february.payouts).toMatchObject({ requestedCount: 1, requestedAmount: '300.00', paidCount: 0 });
    expect(february.registrations.funnel).toEqual({ registered: 1, documentsSubmitted: 1, approved: 1 });
  });

  it("sends one chart's data as CSV", async () => {
    const response = await reporting.app.inject({
      method: 'GET',
      url: urlOf(reportingEndpoints.getAdminReportsKpis, {}, { ...MARCH, format: 'csv', series: 'revenue-by-program' }),
      headers: reporting.callerHeaders('admin'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="revenue-by-program-2026-03-01-to-2026-03-31.csv"',
    );
    expect(response.body.split('\r\n')).toEqual([
      'program,purchases,gross,refunds,net',
      'Instant Funding,1,139.00,0.00,139.00',
      'One-Step,0,0.00,379.00,-379.00',
      'Two-Step,2,848.00,150.75,697.25',
      '',
    ]);
  });

  it('refunds a range backwards, a CSV without its series, and traders', async () => {
    const call = (query: Record<string, string>, role: 'admin' | 'trader' = 'admin') =>
      reporting.app.inject({
        method: 'GET',
        url: urlOf(reportingEndpoints.getAdminReportsKpis, {}, query),
        headers: reporting.callerHeaders(role),
      });
    expect((await call({ from: '2026-03-10', to: '2026-03-01' })).statusCode).toBe(400);
    expect((await call({ format: 'csv' })).statusCode).toBe(400);
    expect((await call({ from: '2020-01-01', to: '2026-03-01' })).statusCode).toBe(400);
    expect((await call(MARCH, 'trader')).statusCode).toBe(403);
  });

  it('are rebuilt from the streams: dropped, replayed from the start, the same figures', async () => {
    await reporting.restart(async (deps) => {
      await rebuildReadModels(deps.db, deps.nats, reporting.namespace);
      const purchases = await deps.db.selectFrom('purchases').selectAll().execute();
      expect(purchases).toEqual([]);
    });
    expectMarch(await marchOnceSettled());
  });
});
