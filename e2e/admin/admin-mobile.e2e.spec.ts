import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestWithdrawal } from '../withdrawal.ts';
import { uploadKycDocuments } from '../kyc-files.ts';
import { baseUrl, expectNoSideScroll, openBrowser, screenshot } from '../browser.ts';
import { linkFreeMt5Account, newTrader, registerTrader } from '../trader.ts';
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
 * The back office on a phone (issue 16, defect 9): at 375 px the KYC, MT5, purchases, withdrawals, audit
 * and Brevo lists are stacked cards whose actions are on screen, nothing scrolls sideways, and the nine
 * section tabs are a menu.
 */
describe('the admin back office at 375 px', () => {
  let browser: Browser;
  let traderContext: BrowserContext;
  let page: Page;
  const trader = newTrader();
  const traderName = `${trader.firstName} ${trader.lastName}`;
  let userId = '';

  beforeAll(async () => {
    browser = await openBrowser();
    // A trader with a KYC submission, a pending purchase and a pending withdrawal, so each list has a
    // row with its actions.
    traderContext = await browser.newContext();
    userId = await registerTrader(traderContext.request, trader);
    const login = await traderContext.request.post(`${baseUrl()}/api/login`, {
      data: { email: trader.email, password: trader.password },
    });
    expect(login.ok(), await login.text()).toBe(true);
    await uploadKycDocuments(browser, traderContext.request);
    const bought = await traderContext.request.post(`${baseUrl()}/api/purchase/funding-account`, {
      data: { tierId: '10k', amount: 10000, price: 139 },
    });
    expect(bought.ok(), await bought.text()).toBe(true);

    page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    await signInAdmin(page);
    // In profit on a linked account (the payouts clock says it is the withdrawal day).
    const mt5AccountId = await linkFreeMt5Account(page.request, userId, '10000');
    const driven = await page.request.post(
      `${baseUrl()}/api/admin/mt5-accounts/${encodeURIComponent(mt5AccountId)}/equity`,
      { data: { equity: 10500 } },
    );
    expect(driven.status()).toBe(200);
    const accounts = (await (await page.request.get(`${baseUrl()}/api/admin/mt5-accounts`)).json()) as {
      id: string;
      accountInfo?: { currency?: string } | null;
    }[];
    const currency = accounts.find((account) => account.id === mt5AccountId)?.accountInfo?.currency ?? 'USD';
    await requestWithdrawal(traderContext.request, currency);
  });
  afterAll(async () => {
    // The simulator has a dozen accounts for every browser test: give this one back.
    if (userId) await page?.request.post(`${baseUrl()}/api/admin/unlink-mt5`, { data: { userId } });
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

  it('shows pending withdrawals as cards, each Review on screen', async () => {
    await page.goto(`${baseUrl()}/admin/withdrawals`);
    const pending = page.getByRole('region', { name: 'Pending withdrawals' });
    const card = pending.getByRole('listitem', { name: traderName });
    await card.waitFor({ timeout: 15000 });
    await expectNoSideScroll(page);
    expect(await pending.getByRole('table').count()).toBe(0);
    await card.getByText(/^Trader share of .+ total profit · Bank transfer$/).waitFor();
    await card.getByText(/^Requested \d/).waitFor();
    const reviews = pending.getByRole('button', { name: /^Review withdrawal of / });
    expect(await reviews.count()).toBe(await pending.getByRole('listitem').count());
    expect(await expectControlsInViewport(page, reviews)).toBeGreaterThan(0);
    await screenshot(page, 'admin-mobile-05-withdrawals-pending');
  });

  it('reviews a withdrawal from its card and shows the decision as a processed card', async () => {
    await page.getByRole('button', { name: `Review withdrawal of ${traderName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Review withdrawal' });
    await dialog.getByText('NL91ABNA0417164300').waitFor();
    await dialog.getByLabel('Admin notes (optional)').fill('Paid by SEPA transfer on Monday.');
    await expectControlsInViewport(page, dialog.getByRole('button'));
    await screenshot(page, 'admin-mobile-06-withdrawal-review');
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    const processed = page.getByRole('region', { name: 'Processed withdrawals' });
    const card = processed.getByRole('listitem', { name: traderName });
    await card.getByText('Approved', { exact: true }).waitFor({ timeout: 10000 });
    await card.getByText(/^Trader share \S+\d$/).waitFor();
    await card.getByText(/^Requested .+ · Processed .+$/).waitFor();
    await card.getByText('Admin notes: Paid by SEPA transfer on Monday.').waitFor();
    expect(await processed.getByRole('table').count()).toBe(0);
    expect(await page.getByRole('button', { name: `Review withdrawal of ${traderName}` }).count()).toBe(0);
    await expectNoSideScroll(page);
    await screenshot(page, 'admin-mobile-07-withdrawals-processed');
  });

  it('shows the audit log as cards, each with its time, admin, target, change and request id', async () => {
    await page.goto(`${baseUrl()}/admin/audit`);
    // Payouts runs on the test clock (a Saturday in the past), so its decisions sort below the day's other
    // entries: the filter brings them to the first page.
    await page.getByLabel('Action').selectOption({ label: 'Withdrawal decision' });
    const list = page.getByRole('list', { name: 'Audit log' });
    // The approval just given reaches the log through the audit service's consumer, a moment later.
    const decision = list.locator('[data-action="withdrawal.decided"]').first();
    await decision.waitFor({ timeout: 20000 });
    await expectNoSideScroll(page);
    expect(await page.getByRole('table').count()).toBe(0);
    await decision.getByText('Withdrawal decision', { exact: true }).waitFor();
    await decision.getByText(/^\d{1,2} \w{3} \d{4}, [\d:]{8} UTC · by You$/).waitFor();
    await decision.getByText(/^Target withdrawal\S* \S+$/).waitFor();
    await decision.getByText(/^Request \S+$/).waitFor();
    expect(await decision.getByRole('list').getByRole('listitem').count()).toBeGreaterThan(0);
    const controls = page.getByRole('main').getByRole('combobox').or(page.getByRole('main').getByRole('button'));
    expect(await expectControlsInViewport(page, controls)).toBeGreaterThan(0);
    const widest = await list
      .getByRole('listitem')
      .evaluateAll((items) => Math.max(...items.map((item) => item.scrollWidth - item.clientWidth)));
    expect(widest).toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-mobile-08-audit');
  });

  it('shows the Brevo lists as cards that fit the screen, every action on screen', async () => {
    await page.goto(`${baseUrl()}/admin/brevo`);
    const list = page.getByRole('list', { name: 'Brevo lists' });
    await list.getByRole('listitem').first().waitFor({ timeout: 15000 });
    await expectNoSideScroll(page);
    expect(await page.getByRole('region', { name: 'Brevo lists' }).count()).toBe(0);
    const cards = list.getByRole('listitem');
    for (let index = 0; index < (await cards.count()); index++) {
      await cards
        .nth(index)
        .getByText(/^ID \d+ · Subscribers [\d,]+$/)
        .waitFor();
    }
    await list.getByRole('listitem', { name: 'Newsletter' }).waitFor();
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Sync all' }).waitFor();
    await main
      .getByRole('button', { name: /^Add to Brevo: / })
      .first()
      .waitFor();
    expect(await expectControlsInViewport(page, main.getByRole('button'))).toBeGreaterThan(2);
    await screenshot(page, 'admin-mobile-09-brevo');
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
