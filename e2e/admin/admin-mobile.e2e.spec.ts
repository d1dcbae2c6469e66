import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectNoSideScroll, launchBrowser, screenshot } from '../browser.ts';
import { newTrader, registerTrader } from '../trader.ts';
import { signInAdmin } from '../admin-session.ts';

const SECTIONS = [
  'Dashboard',
  'KYC',
  'Withdrawals',
  'Purchases',
  'Breaches',
  'Support',
  'Email Marketing',
  'Audit Log',
  'Security',
];

/** Every control of the element lies inside the 375 px viewport (no sideways scrolling needed to reach it). */
async function expectControlsInViewport(page: Page, controls: Locator): Promise<number> {
  const count = await controls.count();
  const width = page.viewportSize()?.width ?? 0;
  for (let index = 0; index < count; index++) {
    const box = await controls.nth(index).boundingBox();
    expect(box, `control ${index} has no box`).not.toBeNull();
    if (!box) continue;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
  return count;
}

/**
 * The back office on a phone (issue 16, defect 9): at 375 px the KYC, MT5 and purchases lists are stacked
 * cards whose actions are on screen, nothing scrolls sideways, and the nine section tabs are a menu.
 */
describe('the admin back office at 375 px', () => {
  let browser: Browser;
  let traderContext: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    // A trader with a KYC submission and a pending purchase, so each list has a row with its actions.
    traderContext = await browser.newContext();
    const trader = newTrader();
    await registerTrader(traderContext.request, trader);
    const login = await traderContext.request.post(`${baseUrl()}/api/login`, {
      data: { email: trader.email, password: trader.password },
    });
    expect(login.ok(), await login.text()).toBe(true);
    const scratch = await traderContext.newPage();
    await scratch.setContent('<main><h1>Passport</h1><p>Ada Lovelace</p></main>');
    const pdf = await scratch.pdf({ width: '400px', height: '300px' });
    const png = await scratch.screenshot({ type: 'png' });
    await scratch.close();
    const uploaded = await traderContext.request.post(`${baseUrl()}/api/kyc/upload`, {
      multipart: {
        identityDocument: { name: 'passport.pdf', mimeType: 'application/pdf', buffer: pdf },
        proofOfAddress: { name: 'bill.png', mimeType: 'image/png', buffer: png },
      },
    });
    expect(uploaded.ok(), await uploaded.text()).toBe(true);
    const bought = await traderContext.request.post(`${baseUrl()}/api/purchase/funding-account`, {
      data: { tierId: '10k', amount: 10000, price: 139 },
    });
    expect(bought.ok(), await bought.text()).toBe(true);

    page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    await signInAdmin(page);
  });
  afterAll(async () => {
    await traderContext?.close();
    await browser?.close();
  });

  it('shows the KYC submissions as cards, each status dropdown on screen', async () => {
    await page.goto(`${baseUrl()}/admin/kyc`);
    const list = page.getByRole('list', { name: 'KYC submissions' });
    await list.getByRole('listitem').first().waitFor();
    await expectNoSideScroll(page);
    const selects = list.getByRole('combobox', { name: /^KYC status for / });
    expect(await selects.count()).toBe(await list.getByRole('listitem').count());
    expect(await expectControlsInViewport(page, selects)).toBeGreaterThan(0);
    await screenshot(page, 'admin-mobile-01-kyc');
  });

  it('shows the MT5 accounts as cards that fit the screen', async () => {
    await page.goto(`${baseUrl()}/admin/dashboard`);
    const region = page.getByRole('region', { name: 'MT5 accounts', exact: true });
    await region.locator('tbody tr').first().waitFor();
    await expectNoSideScroll(page);
    // The list itself does not scroll sideways either: every account card fits the screen.
    expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    expect(await expectControlsInViewport(page, region.locator('tbody tr'))).toBeGreaterThan(0);
    await screenshot(page, 'admin-mobile-02-mt5');
  });

  it('shows pending and processed purchases as cards, each Approve / Manage on screen', async () => {
    await page.goto(`${baseUrl()}/admin/purchases`);
    const pending = page.getByRole('list', { name: 'Pending purchases' });
    await pending.getByRole('listitem').first().waitFor();
    await expectNoSideScroll(page);
    const approve = pending.getByRole('button', { name: /^Approve purchase of / });
    const manage = pending.getByRole('button', { name: /^Manage purchase of / });
    expect(await approve.count()).toBe(await pending.getByRole('listitem').count());
    expect(await expectControlsInViewport(page, approve)).toBeGreaterThan(0);
    expect(await expectControlsInViewport(page, manage)).toBeGreaterThan(0);
    const processed = page.getByRole('region', { name: 'Processed Purchases', exact: true });
    await expectControlsInViewport(page, processed.getByRole('button', { name: /^Manage purchase of / }));
    await screenshot(page, 'admin-mobile-03-purchases');
  });

  it('reaches every admin section from the navigation menu', async () => {
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    const toggle = nav.getByRole('button', { name: /^Menu/ });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.getByRole('link').count()).toBe(0);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    for (const section of SECTIONS) {
      const link = nav.getByRole('link', { name: section, exact: true });
      await link.waitFor();
      expect(await link.isVisible()).toBe(true);
    }
    await expectControlsInViewport(page, nav.getByRole('link'));
    await expectNoSideScroll(page);
    await screenshot(page, 'admin-mobile-04-menu');

    await nav.getByRole('link', { name: 'Audit Log', exact: true }).click();
    await page.waitForURL(/\/admin\/audit$/);
    await nav.getByRole('link').first().waitFor({ state: 'hidden' });
    expect(await toggle.textContent()).toContain('Audit Log');
    await expectNoSideScroll(page);
  });
});
