import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openBrowser, screenshot } from './browser.ts';
import { newTrader, registerTrader } from './trader.ts';
import { signInAdmin } from './admin-session.ts';

const toasts = (page: Page) => page.getByRole('status', { name: 'Notifications' });

/**
 * docs/product-rules.md §6: a read answered "unauthorised" ends the session in the app, tells the user
 * the session expired and goes back to sign-in: `/` for a trader, `/admin` for an admin. Never the
 * 'page not found' screen a reload of the trader page would show to a signed-out visitor.
 */
describe('an expired session goes back to sign-in, not to the 404 screen', () => {
  let browser: Browser;
  let traderContext: BrowserContext;
  let adminContext: BrowserContext;

  beforeAll(async () => {
    browser = await openBrowser();
    traderContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  });
  afterAll(async () => {
    await traderContext?.close();
    await adminContext?.close();
    await browser?.close();
  });

  it('takes a trader whose session ended on /dashboard to the sign-in screen at /', async () => {
    const page = await traderContext.newPage();
    const trader = newTrader();
    await registerTrader(page.request, trader);
    const login = await page.request.post(`${baseUrl()}/api/login`, {
      data: { email: trader.email, password: trader.password },
    });
    expect(login.status()).toBe(200);
    await page.goto(`${baseUrl()}/dashboard`);
    await page.getByRole('heading', { name: `Welcome back, ${trader.firstName}!` }).waitFor({ timeout: 15000 });

    // The session ends behind the app's back: the next read (the account, every second) answers 401.
    await traderContext.clearCookies();
    await toasts(page).getByText('Session Expired').waitFor({ timeout: 10000 });
    await toasts(page).getByText('Please log in again.').waitFor();

    await page.getByRole('heading', { name: 'Welcome back champ!' }).waitFor({ timeout: 10000 });
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByRole('heading', { name: '404 Page Not Found' }).count()).toBe(0);
    await page.getByRole('form', { name: 'Sign in' }).waitFor();
    await screenshot(page, 'session-expiry-01-trader');
  });

  it('takes an admin whose session ended on /admin/dashboard to the admin sign-in at /admin', async () => {
    const page = await adminContext.newPage();
    await signInAdmin(page);

    // The breaches are read every second: the first read after the session ends answers 401.
    await adminContext.clearCookies();
    await toasts(page).getByText('Session Expired').waitFor({ timeout: 10000 });
    await page.getByRole('form', { name: 'Admin sign in' }).waitFor({ timeout: 10000 });
    expect(new URL(page.url()).pathname).toMatch(/^\/admin\/?$/);
    expect(await page.getByRole('heading', { name: /404|not found/i }).count()).toBe(0);
    await screenshot(page, 'session-expiry-02-admin');
  });
});
