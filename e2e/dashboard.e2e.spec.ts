import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import demo from '../services/identity/demo-accounts.json' with { type: 'json' };
import { baseUrl, launchBrowser, screenshot } from './browser.ts';
import { newTrader, registerTrader } from './trader.ts';

describe('a linked trader watches live account figures and a drawdown breach', () => {
  let browser: Browser;
  let page: Page;
  let adminContext: BrowserContext;
  let admin: APIRequestContext;
  let mt5AccountId = '';
  const trader = newTrader();

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const userId = await registerTrader(page.request, trader);

    // The admin works from a context of its own, so its session never mixes with the trader's.
    adminContext = await browser.newContext();
    admin = adminContext.request;
    const signedIn = await admin.post(`${baseUrl()}/api/admin/login`, {
      data: { email: demo.SEED_ADMIN_EMAIL, password: demo.SEED_ADMIN_PASSWORD },
    });
    expect(signedIn.status()).toBe(200);
    const listed = await admin.get(`${baseUrl()}/api/admin/mt5-accounts`);
    expect(listed.status()).toBe(200);
    const accounts = (await listed.json()) as { id: string; linkedUserId?: string | null }[];
    const free = accounts.find((account) => !account.linkedUserId);
    if (!free) throw new Error('the simulator offers no free MT5 account');
    mt5AccountId = free.id;
    const linked = await admin.post(`${baseUrl()}/api/admin/link-mt5`, {
      data: { userId, mt5AccountId, fundingBalance: '25000' },
    });
    expect(linked.status()).toBe(200);
  });
  afterAll(async () => {
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

  it('shows the breach alert and fires the breach check when the admin drives equity 5.6% below the deposit', async () => {
    const check = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/drawdown-breach/check'),
      { timeout: 10000 },
    );
    const driven = await admin.post(`${baseUrl()}/api/admin/mt5-accounts/${mt5AccountId}/equity`, {
      data: { equity: 23600 },
    });
    expect(driven.status()).toBeLessThan(300);
    const monitor = page.getByRole('region', { name: 'Drawdown Monitor' });
    await monitor.getByRole('alert').getByText('BREACH ALERT - Account Lost').waitFor({ timeout: 10000 });
    const body = (await check).postDataJSON() as { mt5AccountId: string; initialDeposit: number };
    expect(body).toMatchObject({ mt5AccountId, initialDeposit: 25000 });
    await screenshot(page, 'dashboard-02-breach');
  });

  it('fits a 375 px wide screen', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('region', { name: 'Drawdown Monitor' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'dashboard-03-mobile');
  });
});
