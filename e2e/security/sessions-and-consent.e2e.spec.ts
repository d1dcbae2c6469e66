import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openBrowser, screenshot } from '../browser.ts';
import { fakeBrevo } from '../fake-brevo-client.ts';
import { newTrader, registerTrader, signInTrader } from '../trader.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Retries `check` until it passes or the deadline is past; then its last failure is the test's. */
async function eventually(check: () => Promise<void>, timeoutMs = 20000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(250);
    }
  }
}

const sessionRows = (page: Page) => page.getByRole('list', { name: 'Active sessions' }).getByRole('listitem');

/**
 * A trader signed in from two browsers sees both on the settings page and signs the other one out,
 * which lands on sign-in at its next call; the marketing consent toggle puts them on the firm's
 * Brevo list and takes them off it again.
 */
describe('the trader’s sessions and marketing consent', () => {
  let browser: Browser;
  let contextA: BrowserContext;
  let contextB: BrowserContext;
  let pageA: Page;
  let pageB: Page;
  const trader = newTrader();

  beforeAll(async () => {
    browser = await openBrowser();
    contextA = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contextB = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    pageA = await contextA.newPage();
    pageB = await contextB.newPage();
    await registerTrader(pageA.request, trader);
    await signInTrader(pageA, trader);
    await signInTrader(pageB, trader);
  });
  afterAll(async () => {
    await contextA?.close();
    await contextB?.close();
    await browser?.close();
  });

  it('lists both sessions and signs the other one out, which sends it back to sign-in', async () => {
    await pageA.goto(`${baseUrl()}/settings`);
    await pageA.getByRole('heading', { name: 'Active sessions' }).waitFor({ timeout: 15000 });
    await eventually(async () => expect(await sessionRows(pageA).count()).toBe(2));
    const current = sessionRows(pageA).filter({ hasText: 'This device' });
    expect(await current.count()).toBe(1);
    await screenshot(pageA, 'sessions-and-consent-01-two-sessions');

    const other = sessionRows(pageA).filter({ hasNotText: 'This device' });
    await other.getByRole('button', { name: /^Sign out/ }).click();
    await eventually(async () => expect(await sessionRows(pageA).count()).toBe(1));

    // B's cookie names a session that no longer exists: its next API call is refused...
    const me = await pageB.request.get(`${baseUrl()}/api/user`);
    expect(me.status()).toBe(401);
    // ...and its open dashboard, reading every second, goes back to sign-in.
    await pageB.getByRole('form', { name: 'Sign in' }).waitFor({ timeout: 15000 });
    expect(new URL(pageB.url()).pathname).toBe('/');
    // A is untouched.
    expect((await pageA.request.get(`${baseUrl()}/api/user`)).status()).toBe(200);
  });

  it('puts a consenting trader on the Brevo list and takes them off when they withdraw', async () => {
    const listId = fakeBrevo.listId();
    const consent = pageA.getByRole('checkbox', { name: 'Send me news and offers' });
    expect(await consent.isChecked()).toBe(false);

    await consent.check();
    await pageA.getByText(/^Consent given on /).waitFor({ timeout: 10000 });
    await eventually(async () => {
      const contact = await fakeBrevo.contact(trader.email);
      expect(contact?.listIds ?? []).toContain(listId);
    });
    await screenshot(pageA, 'sessions-and-consent-02-consent-on');

    await consent.uncheck();
    await pageA.getByText(/^Choice saved on /).waitFor({ timeout: 10000 });
    await eventually(async () => {
      const contact = await fakeBrevo.contact(trader.email);
      expect(contact?.listIds ?? []).not.toContain(listId);
    });
  });
});
