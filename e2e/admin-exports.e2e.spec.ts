import { parse } from 'csv-parse/sync';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditLogPage } from '../packages/contracts/src/audit.ts';
import { signInAdmin } from './admin-session.ts';
import { baseUrl, downloaded, expectNoSideScroll, openBrowser, screenshot } from './browser.ts';
import { linkFreeMt5Account, newTrader, registerTrader, signInTrader } from './trader.ts';
import { requestWithdrawal } from './withdrawal.ts';

type CsvRow = Record<string, string>;

/** Clicks a Download CSV link and reads the file the browser saved, as a spreadsheet would (csv-parse). */
async function download(page: Page, link: Locator, table: string): Promise<CsvRow[]> {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(file.suggestedFilename()).toMatch(new RegExp(`^${table}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  return parse((await downloaded(file)).toString('utf8'), { columns: true }) as CsvRow[];
}

/** Issue 23: each admin table downloads as CSV with the filters on screen, and each export is audited. */
describe('admin tables download as CSV', () => {
  let browser: Browser;
  let traderPage: Page;
  let adminContext: BrowserContext;
  let admin: Page;
  // A name a spreadsheet would run as a formula: the file must carry it as text.
  const trader = { ...newTrader(), firstName: '=Formula' };
  let userId: string;

  beforeAll(async () => {
    browser = await openBrowser();
    traderPage = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    admin = await adminContext.newPage();
    userId = await registerTrader(traderPage.request, trader);
    await signInAdmin(admin);
    const mt5AccountId = await linkFreeMt5Account(admin.request, userId, '10000');
    const driven = await admin.request.post(
      `${baseUrl()}/api/admin/mt5-accounts/${encodeURIComponent(mt5AccountId)}/equity`,
      { data: { equity: 10500 } },
    );
    expect(driven.status()).toBe(200);
    await signInTrader(traderPage, trader);
    await requestWithdrawal(traderPage.request, 'USD');
  });
  afterAll(async () => {
    await adminContext?.close();
    await browser?.close();
  });

  it('downloads the users the search found, with the formula-like name defused', async () => {
    await admin.goto(`${baseUrl()}/admin/dashboard`);
    await admin.getByLabel('Search users').fill(trader.lastName);
    const users = admin.getByRole('list', { name: 'Users' });
    await users.getByText(trader.email).waitFor();
    await users.getByText('admin@demo.prop').waitFor({ state: 'detached' });
    const link = admin.getByRole('link', { name: 'Download CSV of the users found' });
    expect(await link.getAttribute('href')).toBe(`/api/admin/users?search=${trader.lastName}&format=csv`);
    await screenshot(admin, 'admin-exports-01-users-1280');

    const rows = await download(admin, link, 'users');
    expect(rows).toEqual([
      expect.objectContaining({
        'User ID': userId,
        Email: trader.email,
        'First name': `'=Formula`,
        'Last name': trader.lastName,
        'KYC status': 'pending',
        'MT5 account ID': expect.any(String),
        'Registered at (UTC)': expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      }),
    ]);
  });

  it('downloads the withdrawal requests with the trader’s pending one, amounts as exact decimals', async () => {
    await admin.goto(`${baseUrl()}/admin/withdrawals`);
    const fullName = `${trader.firstName} ${trader.lastName}`;
    await admin
      .getByRole('region', { name: 'Pending withdrawals' })
      .getByRole('button', { name: `Review withdrawal of ${fullName}` })
      .waitFor({ timeout: 15000 });
    await screenshot(admin, 'admin-exports-02-withdrawals-1280');

    const rows = await download(
      admin,
      admin.getByRole('link', { name: 'Download CSV of all withdrawal requests' }),
      'withdrawals',
    );
    const mine = rows.filter((row) => row['User ID'] === userId);
    expect(mine).toEqual([
      expect.objectContaining({
        Status: 'pending',
        'First name': `'=Formula`,
        Currency: 'USD',
        'Payment method': 'Bank transfer',
        Profit: expect.stringMatching(/^\d+\.\d{2}$/),
        'Payout (profit share)': expect.stringMatching(/^\d+\.\d{2}$/),
        'Processed at (UTC)': '',
      }),
    ]);
    expect(rows[0] ? Object.keys(rows[0]) : []).toContain('Request ID');
  });

  it('audits both exports, and the audit log downloads with its action filter', async () => {
    const exported = async () => {
      const response = await admin.request.get(`${baseUrl()}/api/admin/audit-log?action=table.exported&limit=200`);
      const page = (await response.json()) as AuditLogPage;
      return page.entries.map((entry) => entry.after);
    };
    await expect
      .poll(exported, { timeout: 15000, interval: 500 })
      .toEqual(
        expect.arrayContaining([
          expect.objectContaining({ table: 'users', filters: { search: trader.lastName }, rows: 1 }),
          expect.objectContaining({ table: 'withdrawals', filters: {} }),
        ]),
      );

    await admin.goto(`${baseUrl()}/admin/audit`);
    await admin.getByLabel('Action').selectOption({ label: 'Table exported (CSV)' });
    const link = admin.getByRole('link', { name: 'Download CSV of the Table exported (CSV) entries' });
    expect(await link.getAttribute('href')).toBe('/api/admin/audit-log?action=table.exported&format=csv');
    await admin.getByRole('region', { name: 'Audit log' }).getByRole('row').nth(1).waitFor();
    await screenshot(admin, 'admin-exports-03-audit-1280');

    const rows = await download(admin, link, 'audit-log');
    expect(new Set(rows.map((row) => row.Action))).toEqual(new Set(['table.exported']));
    const tables = rows.map((row) => (JSON.parse(row.After ?? '{}') as { table: string }).table);
    expect(tables).toEqual(expect.arrayContaining(['users', 'withdrawals']));
  });

  it('keeps the Download CSV links usable on a phone', async () => {
    await admin.setViewportSize({ width: 375, height: 800 });
    await admin.goto(`${baseUrl()}/admin/dashboard`);
    await admin.getByRole('link', { name: 'Download CSV of all users' }).waitFor();
    await expectNoSideScroll(admin);
    await screenshot(admin, 'admin-exports-04-dashboard-375');
    await admin.goto(`${baseUrl()}/admin/withdrawals`);
    await admin.getByRole('link', { name: 'Download CSV of all withdrawal requests' }).waitFor();
    await expectNoSideScroll(admin);
    await screenshot(admin, 'admin-exports-05-withdrawals-375');
  });
});
