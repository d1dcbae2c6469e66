import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import demo from '../../services/identity/demo-accounts.json' with { type: 'json' };
import { signInAdmin } from '../admin-session.ts';
import { baseUrl, openBrowser } from '../browser.ts';
import { linkFreeMt5Account, newTrader, registerTrader } from '../trader.ts';
import { requestWithdrawal } from '../withdrawal.ts';
import { describeFocus, expectFocusKept } from './keys.ts';

const WITHDRAWAL_REQUESTS = /\/api\/admin\/withdrawal-requests$/;

/**
 * A dialog closed after a live update removed both its opener and the region around it: focus goes
 * to the innermost region still shown, never to the page's body (WCAG 2.4.3). A second admin
 * approves the withdrawal under review; the page sees no pending request at all from then on (other
 * specs' are hidden from it), so the pending table gives way to its empty message whatever else runs.
 */
describe('the review dialog closes after another admin decided its withdrawal', () => {
  let browser: Browser;
  let page: Page;
  let adminContext: BrowserContext;
  let admin: APIRequestContext;
  let traderContext: BrowserContext;
  const trader = newTrader();
  const traderName = `${trader.firstName} ${trader.lastName}`;
  let userId = '';
  let withdrawalId = '';

  beforeAll(async () => {
    browser = await openBrowser();
    adminContext = await browser.newContext();
    admin = adminContext.request;
    const signedIn = await admin.post(`${baseUrl()}/api/admin/login`, {
      data: { email: demo.SEED_ADMIN_EMAIL, password: demo.SEED_ADMIN_PASSWORD },
    });
    expect(signedIn.status()).toBe(200);
    traderContext = await browser.newContext();
    userId = await registerTrader(traderContext.request, trader);
    const login = await traderContext.request.post(`${baseUrl()}/api/login`, {
      data: { email: trader.email, password: trader.password },
    });
    expect(login.ok(), await login.text()).toBe(true);
    const mt5AccountId = await linkFreeMt5Account(admin, userId, '10000');
    const driven = await admin.post(`${baseUrl()}/api/admin/mt5-accounts/${encodeURIComponent(mt5AccountId)}/equity`, {
      data: { equity: 10500 },
    });
    expect(driven.status()).toBe(200);
    const requested = (await requestWithdrawal(traderContext.request, 'USD')) as { id: string };
    withdrawalId = requested.id;
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  });
  afterAll(async () => {
    // The simulator has a dozen accounts for the whole run: give this one back.
    if (userId) await admin?.post(`${baseUrl()}/api/admin/unlink-mt5`, { data: { userId } });
    // A list the page is re-reading as it closes is left unanswered, not raised as the route's error.
    await page?.unrouteAll({ behavior: 'ignoreErrors' });
    await traderContext?.close();
    await adminContext?.close();
    await browser?.close();
  });

  it('moves focus to the withdrawals screen, not the body, when the dialog closes', async () => {
    await signInAdmin(page);
    await page.goto(`${baseUrl()}/admin/withdrawals`);
    const pending = page.getByRole('region', { name: 'Pending withdrawals' });
    const review = pending.getByRole('button', { name: `Review withdrawal of ${traderName}` });
    await review.waitFor({ timeout: 15000 });
    await review.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Review withdrawal' });
    await dialog.waitFor();

    await page.route(WITHDRAWAL_REQUESTS, async (route) => {
      const response = await route.fetch();
      const requests = (await response.json()) as { status: string }[];
      await route.fulfill({ response, json: requests.filter((request) => request.status !== 'pending') });
    });
    const decided = await admin.put(`${baseUrl()}/api/admin/withdrawal/${encodeURIComponent(withdrawalId)}`, {
      data: { status: 'approved', adminNotes: 'Approved by a second admin.' },
    });
    expect(decided.status(), await decided.text()).toBe(200);
    // The push (or the 5 s refresh) re-reads the list behind the open dialog.
    await page.getByText('No withdrawal requests waiting for review.').waitFor({ timeout: 15000 });
    // By its label, not its role: behind the open dialog the page may be hidden from the accessibility tree.
    expect(await page.locator('[aria-label="Pending withdrawals"]').count()).toBe(0);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expectFocusKept(page);
    const inMain = await page.getByRole('main').evaluate((element) => element.contains(document.activeElement));
    expect(inMain, `focus went to ${await describeFocus(page)}`).toBe(true);
  });
});
