import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import demo from '../services/identity/demo-accounts.json' with { type: 'json' };
import { baseUrl, expectNoSideScroll, openBrowser, screenshot } from './browser.ts';
import { linkFreeMt5Account, newTrader, registerTrader } from './trader.ts';

describe('a linked trader watches live account figures and a drawdown breach', () => {
  let browser: Browser;
  let page: Page;
  let adminContext: BrowserContext;
  let admin: APIRequestContext;
  let mt5AccountId = '';
  const trader = newTrader();

  beforeAll(async () => {
    browser = await openBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const userId = await registerTrader(page.request, trader);

    // The admin works from a context of its own, so its session never mixes with the trader's.
    adminContext = await browser.newContext();
    admin = adminContext.request;
    const signedIn = await admin.post(`${baseUrl()}/api/admin/login`, {
      data: { email: demo.SEED_ADMIN_EMAIL, password: demo.SEED_ADMIN_PASSWORD },
    });
    expect(signedIn.status()).toBe(200);
    mt5AccountId = await linkFreeMt5Account(admin, userId, '25000');
  });
  afterAll(async () => {
    // Leave no active breach behind for the specs that expect an empty breaches panel.
    const breaches = (await (await admin.get(`${baseUrl()}/api/admin/drawdown-breaches`)).json()) as {
      id: string;
      mt5AccountId: string;
    }[];
    for (const breach of breaches.filter((listed) => listed.mt5AccountId === mt5AccountId)) {
      await admin.post(`${baseUrl()}/api/admin/resolve-breach`, { data: { breachId: breach.id } });
    }
    await adminContext?.close();
    await browser?.close();
  });

  it('signs in and sees the initial deposit in euro', async () => {
    await page.goto(`${baseUrl()}/`);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(trader.email);
    await form.getByLabel('Password', { exact: true }).fill(trader.password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: `Welcome back, ${trader.firstName}!` }).waitFor({ timeout: 15000 });
    const deposit = page.getByRole('group', { name: 'Initial Deposit' });
    await deposit.getByText('€25,000.00').waitFor({ timeout: 10000 });
    await page.getByRole('region', { name: 'Account Status' }).getByText('Active').waitFor();
  });

  it('shows the current equity moving with the simulator', async () => {
    const equity = page.getByRole('group', { name: 'Current Equity' });
    await expect.poll(() => equity.textContent(), { timeout: 10000 }).toMatch(/\$[\d,]+\.\d\d/);
    const first = await equity.textContent();
    await expect.poll(() => equity.textContent(), { timeout: 10000, interval: 250 }).not.toBe(first);
    await page.getByRole('region', { name: 'Drawdown Monitor' }).getByRole('progressbar').waitFor();
    await screenshot(page, 'dashboard-01-live');
  });

  it('walks the Drawdown Monitor through safe, warning and danger to the breach alert as the admin drives equity down', async () => {
    const monitor = page.getByRole('region', { name: 'Drawdown Monitor' });
    const driveTo = async (equity: number) => {
      const driven = await admin.post(`${baseUrl()}/api/admin/mt5-accounts/${mt5AccountId}/equity`, {
        data: { equity },
      });
      expect(driven.status()).toBeLessThan(300);
    };
    // Mid-band targets on a 25,000 deposit: the walk moves about 20 a second, so each level holds
    // for the seconds it takes to see it. Safe up to 2%, warning above 2%, danger above 4%.
    for (const [equity, level, shot] of [
      [24750, 'Safe', 'dashboard-02-safe'],
      [24250, 'Warning', 'dashboard-03-warning'],
      [23875, 'Danger', 'dashboard-04-danger'],
    ] as const) {
      await driveTo(equity);
      await monitor.getByText(level, { exact: true }).waitFor({ timeout: 10000 });
      expect(await monitor.getByRole('alert').count()).toBe(0);
      await screenshot(page, shot);
    }

    const check = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/drawdown-breach/check'),
      { timeout: 10000 },
    );
    await driveTo(23600);
    await monitor.getByRole('alert').getByText('BREACH ALERT - Account Lost').waitFor({ timeout: 10000 });
    const body = (await check).postDataJSON() as { mt5AccountId: string; initialDeposit: number };
    expect(body).toMatchObject({ mt5AccountId, initialDeposit: 25000 });
    // The server found the breach itself: its breach is listed for the admin, and the account is lost.
    await expect
      .poll(async () => {
        const breaches = (await (await admin.get(`${baseUrl()}/api/admin/drawdown-breaches`)).json()) as {
          mt5AccountId: string;
        }[];
        return breaches.some((breach) => breach.mt5AccountId === mt5AccountId);
      })
      .toBe(true);
    await screenshot(page, 'dashboard-05-breach');
  });

  it('fits a 375 px wide screen', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('region', { name: 'Drawdown Monitor' }).waitFor();
    await expectNoSideScroll(page);
    await screenshot(page, 'dashboard-06-mobile');
  });
});
