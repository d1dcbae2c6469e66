import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import demo from '../services/identity/demo-accounts.json' with { type: 'json' };
import { baseUrl, openBrowser, screenshot } from './browser.ts';
import { newTrader, registerTrader } from './trader.ts';

describe('the demo admin signs in, finds a new trader and deletes them', () => {
  let browser: Browser;
  let page: Page;
  const trader = newTrader();
  const fullName = `${trader.firstName} ${trader.lastName}`;

  beforeAll(async () => {
    browser = await openBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await registerTrader(page.request, trader);
  });
  afterAll(() => browser?.close());

  it('sends a visitor without an admin session to the admin sign-in', async () => {
    await page.goto(`${baseUrl()}/admin/dashboard`);
    await page.getByRole('form', { name: 'Admin sign in' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/admin\/?(login)?$/);
  });

  it('signs the demo admin in to the dashboard', async () => {
    const form = page.getByRole('form', { name: 'Admin sign in' });
    await form.getByLabel('Email').fill(demo.SEED_ADMIN_EMAIL);
    await form.getByLabel('Password', { exact: true }).fill(demo.SEED_ADMIN_PASSWORD);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/admin\/dashboard$/);
    await page.getByText('Total Users').waitFor();
    await screenshot(page, 'admin-01-dashboard');
  });

  it('finds the trader by searching their email', async () => {
    await page.getByLabel('Search users').fill(trader.email);
    await page.getByRole('button', { name: `Delete ${fullName}` }).waitFor();
    const users = page.getByRole('list', { name: 'Users' });
    await users.getByText(trader.email).waitFor();
    await users.getByText(demo.SEED_TRADER_EMAIL).waitFor({ state: 'detached' });
    await screenshot(page, 'admin-02-search');
  });

  it('deletes the trader after a confirmation, and the trader can no longer sign in', async () => {
    await page.getByRole('button', { name: `Delete ${fullName}` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(/permanent/i).waitFor();
    await screenshot(page, 'admin-03-confirm-delete');
    await dialog.getByRole('button', { name: 'Delete user' }).click();
    await page.getByRole('button', { name: `Delete ${fullName}` }).waitFor({ state: 'detached' });
    const login = await page.request.post(`${baseUrl()}/api/login`, {
      data: { email: trader.email, password: trader.password },
    });
    expect(login.status()).toBe(401);
  });

  it('signs out back to /admin', async () => {
    await page.getByRole('button', { name: /log ?out/i }).click();
    await page.getByRole('form', { name: 'Admin sign in' }).waitFor();
    const me = await page.request.get(`${baseUrl()}/api/admin/me`);
    expect(me.status()).toBe(401);
  });
});
