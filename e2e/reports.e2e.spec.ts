import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyOf, moneyText } from '../packages/contracts/src/money.ts';
import type { Kpis } from '../packages/contracts/src/reports.ts';
import { type AxePageResult, expectAccessible } from './accessibility/axe.ts';
import { signInAdmin } from './admin-session.ts';
import { baseUrl, downloaded, expectNoSideScroll, openBrowser, screenshot } from './browser.ts';
import { parseCsv } from './csv.ts';

/** The firm's zone (FIRM_TIME_ZONE's default): the dashboard's days are its dates. */
const FIRM_ZONE = 'Europe/Amsterdam';
/** The demo history (thousands of events) is read into the reports in the background after start. */
const DEMO_READ_MS = 180_000;

const figure = (page: Page, label: string) =>
  page.getByRole('group', { name: 'Key figures' }).getByRole('group', { name: label, exact: true });
const axeResults: AxePageResult[] = [];

/**
 * The browser's clock stands at this instant: the dashboard takes its default range from the date at
 * page load, and the test's "today" must be that date even when the firm's midnight passes meanwhile.
 */
const NOW = Date.now();

/** Today in the firm's zone, and the date `days` before it (calendar arithmetic, no zone involved). */
const today = () => new Date(NOW).toLocaleDateString('en-CA', { timeZone: FIRM_ZONE });
const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * Waits until the reports have read the whole demo past (oldest first): over the whole half year,
 * hundreds of registrations, and two reads two seconds apart agree.
 */
async function demoHistoryRead(page: Page): Promise<void> {
  const read = async () => {
    const query = `from=${daysBefore(today(), 200)}&to=${today()}`;
    const response = await page.request.get(`${baseUrl()}/api/admin/reports/kpis?${query}`);
    const kpis = (await response.json()) as Kpis;
    return {
      registered: kpis.registrations.funnel.registered,
      key: `${kpis.revenue.net}/${kpis.support.created}/${kpis.registrations.funnel.registered}`,
    };
  };
  let previous = '';
  await expect
    .poll(
      async () => {
        const now = await read();
        const settled = now.key === previous && now.registered > 300;
        previous = now.key;
        return settled;
      },
      { timeout: DEMO_READ_MS, interval: 2000 },
    )
    .toBe(true);
}

/** Issue 23: the KPI dashboard on the demo history: cards and charts, another range, a chart's CSV. */
describe('the KPI dashboard', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await openBrowser();
    context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      timezoneId: FIRM_ZONE,
      acceptDownloads: true,
    });
    await context.clock.setFixedTime(NOW);
    page = await context.newPage();
    await signInAdmin(page);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it(
    'opens from the Reports tab on the last 90 days of the demo history',
    async () => {
      await demoHistoryRead(page);
      await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Reports' }).click();
      await page.waitForURL(/\/admin\/reports$/);
      await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
      const range = page.getByRole('form', { name: 'Date range' });
      expect(await range.getByLabel('To').inputValue()).toBe(today());
      expect(await range.getByLabel('From').inputValue()).toBe(daysBefore(today(), 89));
      await figure(page, 'Net revenue').waitFor();
      expect(await figure(page, 'Net revenue').textContent()).toMatch(/€[\d,]+\.\d\d/);
      expect(Number(await figure(page, 'Registrations').locator('p').nth(1).textContent())).toBeGreaterThan(100);
      for (const chart of ['Revenue', 'Payouts', 'Breaches per day', 'KYC funnel', 'Open tickets by age']) {
        await page.getByRole('region', { name: chart, exact: true }).getByRole('img', { name: chart }).waitFor();
      }
      await page
        .getByRole('table', { name: 'Pass and breach rates by program and phase' })
        .getByRole('row', { name: /Two-Step · Phase 1/ })
        .waitFor();
      await page.waitForLoadState('networkidle');
      await expectAccessible(page, 'admin /reports', axeResults);
      await screenshot(page, 'reports-01-dashboard-1280');
    },
    DEMO_READ_MS + 60_000,
  );

  it('follows a new date range', async () => {
    const before = await figure(page, 'Registrations').locator('p').nth(1).textContent();
    const range = page.getByRole('form', { name: 'Date range' });
    const from = daysBefore(today(), 13);
    await range.getByLabel('From').fill(from);
    const answered = page.waitForResponse((response) => response.url().includes(`from=${from}`) && response.ok());
    await range.getByRole('button', { name: 'Apply' }).click();
    await answered;
    await expect.poll(() => figure(page, 'Registrations').locator('p').nth(1).textContent()).not.toBe(before);
    expect(Number(await figure(page, 'Registrations').locator('p').nth(1).textContent())).toBeLessThan(Number(before));
    await page.getByRole('region', { name: 'Revenue', exact: true }).getByLabel('Period').selectOption('day');
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'reports-02-two-weeks-by-day-1280');
  });

  it("downloads a chart's data as CSV whose rows add up to the card", async () => {
    const revenue = page.getByRole('region', { name: 'Revenue', exact: true });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      revenue.getByRole('link', { name: 'Download CSV: Revenue' }).click(),
    ]);
    const to = today();
    const from = daysBefore(today(), 13);
    expect(download.suggestedFilename()).toBe(`revenue-by-day-${from}-to-${to}.csv`);
    const text = (await downloaded(download)).toString('utf8');
    expect(text.split('\r\n')[0]).toBe('day,purchases,gross,refunds,net');
    const rows = parseCsv(text);
    expect(rows).toHaveLength(14);
    expect(rows[0]?.day).toBe(from);
    const net = rows.reduce((total, row) => total + moneyOf(row.net ?? ''), 0n);
    const card = await figure(page, 'Net revenue').locator('p').nth(1).textContent();
    expect(card?.replace(/[€,]/g, '')).toBe(moneyText(net));
  });

  it('fits a phone', async () => {
    const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, timezoneId: FIRM_ZONE });
    const small = await phone.newPage();
    try {
      await signInAdmin(small);
      await small.goto(`${baseUrl()}/admin/reports`);
      await figure(small, 'Net revenue').waitFor();
      await small.getByRole('img', { name: 'Open tickets by age' }).waitFor();
      await small.waitForLoadState('networkidle');
      await expectNoSideScroll(small);
      await screenshot(small, 'reports-03-dashboard-375');
    } finally {
      await phone.close();
    }
  });
});
