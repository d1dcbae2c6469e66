import type { APIRequestContext, Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import demo from '../services/identity/demo-accounts.json' with { type: 'json' };
import { baseUrl, expectNoSideScroll, openBrowser, screenshot } from './browser.ts';
import { linkFreeMt5Account, newTrader, registerTrader } from './trader.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const isSubmission = (request: Request) =>
  request.method() === 'POST' && request.url().endsWith('/api/withdrawal/request');

/**
 * The payouts server's clock is on a Saturday (e2e/global-setup.ts). A trader in profit asks for a
 * withdrawal by bank transfer, the admin approves it with a note, the trader sees it processing.
 */
describe('a trader withdraws profit on a Saturday and the admin approves it', () => {
  let browser: Browser;
  let page: Page;
  let adminContext: BrowserContext;
  let admin: APIRequestContext;
  let adminPage: Page;
  let userId = '';
  let mt5AccountId = '';
  let requestedShare = '';
  const trader = newTrader();
  /** While set, the trader's socket drops account pushes: with the held account reads, a slow connection. */
  let holdAccountPushes = false;
  const fullName = `${trader.firstName} ${trader.lastName}`;

  /** The simulator's control: the equity jumps there, then the random walk carries on from it. */
  async function driveEquity(equity: number) {
    const driven = await admin.post(`${baseUrl()}/api/admin/mt5-accounts/${encodeURIComponent(mt5AccountId)}/equity`, {
      data: { equity },
    });
    expect(driven.status()).toBe(200);
  }

  beforeAll(async () => {
    browser = await openBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.routeWebSocket(/\/ws(\?|$)/, (socket) => {
      const server = socket.connectToServer();
      server.onMessage((message) => {
        if (holdAccountPushes && typeof message === 'string' && message.includes('"account_update"')) return;
        socket.send(message);
      });
    });
    userId = await registerTrader(page.request, trader);

    // The admin works from a context of its own, so its session never mixes with the trader's.
    adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    admin = adminContext.request;
    const signedIn = await admin.post(`${baseUrl()}/api/admin/login`, {
      data: { email: demo.SEED_ADMIN_EMAIL, password: demo.SEED_ADMIN_PASSWORD },
    });
    expect(signedIn.status()).toBe(200);
    mt5AccountId = await linkFreeMt5Account(admin, userId, '10000');
    await driveEquity(10500);
  });
  afterAll(async () => {
    await adminContext?.close();
    await browser?.close();
  });

  it('signs the trader in: in profit, nothing pending, Saturday on the server, so the button is enabled', async () => {
    await page.goto(`${baseUrl()}/`);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(trader.email);
    await form.getByLabel('Password', { exact: true }).fill(trader.password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: `Welcome back, ${trader.firstName}!` }).waitFor({ timeout: 15000 });

    const card = page.getByRole('region', { name: 'Withdraw Funds' });
    const button = card.getByRole('button', { name: 'Request Withdrawal' });
    await expect.poll(() => button.isEnabled(), { timeout: 15000 }).toBe(true);
    await card.getByText('Your share (60%)').waitFor();
    expect(await card.getByText('You need profit above €10.00 to enable withdrawal.').count()).toBe(0);
    // No request yet, so no history.
    expect(await page.getByRole('region', { name: 'Withdrawal History' }).count()).toBe(0);
    await screenshot(page, 'payouts-01-withdraw-card');
  });

  it('asks for a payment method and then for the bank fields, with the messages of the contract', async () => {
    await page
      .getByRole('region', { name: 'Withdraw Funds' })
      .getByRole('button', { name: 'Request Withdrawal' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Request Withdrawal' });
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await dialog.getByText('Please select a payment method').waitFor();

    await dialog.getByLabel('Payment method').selectOption('bank');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await dialog.getByText('Please enter the account holder name').waitFor();
    await dialog.getByText('Please enter an IBAN or account number').waitFor();
    await dialog.getByText('Please enter the SWIFT/BIC code').waitFor();

    await dialog.getByLabel('Account holder').fill(fullName);
    await dialog.getByLabel('Bank name').fill('ABN AMRO');
    await dialog.getByLabel('IBAN', { exact: true }).fill('NL91 ABNA 0417 1643 00');
    await dialog.getByLabel('SWIFT/BIC').fill('ABNANL2A');
    await screenshot(page, 'payouts-02-dialog-filled');
  });

  it("shows the server's figures when equity moved under the dialog, and takes them on the second submission", async () => {
    const dialog = page.getByRole('dialog', { name: 'Request Withdrawal' });
    const amounts = dialog.locator('dl[aria-label="Amounts requested"]');
    // The dashboard's figures fall behind (as on a slow connection: neither reads nor pushes bring
    // the new figures) while the equity moves on.
    const shownBefore = await amounts.textContent();
    const stale = await (await page.request.get(`${baseUrl()}/api/account`)).json();
    holdAccountPushes = true;
    await page.route('**/api/account', (route) => route.fulfill({ json: stale }));
    await driveEquity(10800);

    const first = page.waitForRequest(isSubmission);
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    const firstKey = (await first).headers()['idempotency-key'] ?? '';
    expect(firstKey).toMatch(UUID);
    await dialog
      .getByRole('alert')
      .getByText('Your profit moved while you were filling in the form.', { exact: false })
      .waitFor({ timeout: 15000 });
    await page.getByText(/^Your profit is now .* Please review the amounts and submit again\.$/).waitFor();
    await expect.poll(() => amounts.textContent()).not.toBe(shownBefore);
    requestedShare = (await amounts.locator('dd').nth(1).textContent()) ?? '';
    expect(requestedShare).toMatch(/^\$[\d,]+\.\d\d$/);
    await screenshot(page, 'payouts-03-server-figures');
    await page.unroute('**/api/account');
    holdAccountPushes = false;

    const second = page.waitForRequest(isSubmission);
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    const secondRequest = await second;
    expect(secondRequest.headers()['idempotency-key']).toMatch(UUID);
    expect(secondRequest.headers()['idempotency-key']).not.toBe(firstKey);
    await page.getByText('Withdrawal request submitted successfully.').waitFor({ timeout: 15000 });
    await dialog.waitFor({ state: 'detached' });
  });

  it('lists the request Under Review and turns the button off while it is pending', async () => {
    const history = page.getByRole('region', { name: 'Withdrawal History' });
    const item = history.getByRole('listitem').first();
    await item.getByText('Under Review').waitFor({ timeout: 10000 });
    await item.getByText(requestedShare, { exact: true }).waitFor();
    await item.getByText(/Bank transfer/).waitFor();
    const card = page.getByRole('region', { name: 'Withdraw Funds' });
    expect(await card.getByRole('button', { name: 'Request Withdrawal' }).isDisabled()).toBe(true);
    await card.getByText('Your withdrawal request is under review.', { exact: false }).waitFor();
    await screenshot(page, 'payouts-04-under-review');
  });

  it('lets the admin review the pending request and approve it with a note', async () => {
    adminPage = await adminContext.newPage();
    await adminPage.goto(`${baseUrl()}/admin/withdrawals`);
    const pending = adminPage.getByRole('region', { name: 'Pending withdrawals' });
    const review = pending.getByRole('button', { name: `Review withdrawal of ${fullName}` });
    await review.waitFor({ timeout: 15000 });
    await pending.getByText(requestedShare, { exact: true }).waitFor();
    await screenshot(adminPage, 'payouts-05-admin-pending');

    await review.click();
    const dialog = adminPage.getByRole('dialog', { name: 'Review withdrawal' });
    await dialog.getByText('NL91ABNA0417164300').waitFor();
    await dialog.getByText('ABNANL2A').waitFor();
    await dialog.getByLabel('Admin notes (optional)').fill('Paid by SEPA transfer on Monday.');
    await screenshot(adminPage, 'payouts-06-admin-review');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.waitFor({ state: 'detached' });

    const processed = adminPage.getByRole('region', { name: 'Processed withdrawals' });
    const row = processed.getByRole('row', { name: new RegExp(fullName) });
    await row.getByText('Approved').waitFor({ timeout: 10000 });
    await row.getByText('Paid by SEPA transfer on Monday.').waitFor();
    expect(await pending.getByRole('button', { name: `Review withdrawal of ${fullName}` }).count()).toBe(0);
    await screenshot(adminPage, 'payouts-07-admin-processed');
  });

  it('shows the trader Processing, paid within 1-3 business days, without a reload', async () => {
    await page.evaluate(() => {
      (window as unknown as { stillLoaded: boolean }).stillLoaded = true;
    });
    const item = page.getByRole('region', { name: 'Withdrawal History' }).getByRole('listitem').first();
    await item.getByText('Processing').waitFor({ timeout: 10000 });
    await item.getByText('Will be processed within 1-3 business days').waitFor();
    expect(await page.evaluate(() => (window as unknown as { stillLoaded?: boolean }).stillLoaded)).toBe(true);
    await screenshot(page, 'payouts-08-processing');
  });

  it("shows the decision in the admin's user details", async () => {
    await adminPage.goto(`${baseUrl()}/admin/users/${userId}`);
    const card = adminPage.getByRole('region', { name: 'Withdrawal History' });
    await card.getByText('Approved', { exact: true }).waitFor({ timeout: 10000 });
    await card.getByText('Notes: Paid by SEPA transfer on Monday.').waitFor();
    await screenshot(adminPage, 'payouts-09-admin-user');
  });

  it('fits 375 px screens on both sides', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('region', { name: 'Withdrawal History' }).getByText('Processing').waitFor();
    await screenshot(page, 'payouts-10-trader-mobile');
    await expectNoSideScroll(page);

    await adminPage.setViewportSize({ width: 375, height: 812 });
    await adminPage.goto(`${baseUrl()}/admin/withdrawals`);
    await adminPage.getByRole('region', { name: 'Processed withdrawals' }).getByText(fullName).waitFor();
    await screenshot(adminPage, 'payouts-11-admin-mobile');
    await expectNoSideScroll(adminPage);
  });
});
