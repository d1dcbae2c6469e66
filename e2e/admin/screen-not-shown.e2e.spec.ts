import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../admin-session.ts';
import { openBrowser, screenshot } from '../browser.ts';

/** The audit log screen's own code: a chunk the back office fetches when the screen is first opened. */
const AUDIT_SCREEN_CODE = /\/admin\/assets\/audit-log-[^/]+\.js$/;

describe('a back office screen whose code cannot be fetched (the connection dropped, or the app was updated)', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await openBrowser();
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInAdmin(page);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('says so in its place, the navigation still there, and shows the screen once a retry can fetch it', async () => {
    await page.route(AUDIT_SCREEN_CODE, (route) => route.abort('connectionreset'));
    const sections = page.getByRole('navigation', { name: 'Admin sections' });
    await sections.getByRole('link', { name: 'Audit Log', exact: true }).click();

    const failed = page.getByRole('alert').filter({ hasText: 'Could not open this screen' });
    await failed.waitFor();
    expect(await failed.textContent()).toContain('Try again to reload it.');
    expect(await sections.getByRole('link', { name: 'Dashboard', exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'admin-screen-not-shown');

    await page.unroute(AUDIT_SCREEN_CODE);
    await failed.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Audit Log', level: 1 }).waitFor();
    expect(page.url()).toMatch(/\/admin\/audit$/);
  });
});
