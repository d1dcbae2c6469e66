import type { APIRequestContext, Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import demo from '../services/identity/demo-accounts.json' with { type: 'json' };
import { requestWithdrawal } from './withdrawal.ts';
import { baseUrl, openBrowser, screenshot } from './browser.ts';
import { linkFreeMt5Account, newTrader, registerTrader, signInTrader } from './trader.ts';

const bank = {
  paymentMethod: 'bank',
  accountHolder: 'Ada Lovelace',
  bankName: 'ABN AMRO',
  iban: 'NL91ABNA0417164300',
  swiftCode: 'ABNANL2A',
};

/**
 * Issue 16, defect 2 (docs/product-rules.md §3): a payout destination is given as an object or as
 * JSON text of one. Given as text, the admin must still see where the money goes (the IBAN), and the
 * trader's history must still name the method; an empty method must not leave an empty '· ·'.
 */
describe('a payout destination given as JSON text is shown like one given as an object', () => {
  let browser: Browser;
  let page: Page;
  let adminContext: BrowserContext;
  let admin: APIRequestContext;
  const trader = newTrader();
  const fullName = `${trader.firstName} ${trader.lastName}`;
  /** How the intercepted lists serve this trader's details: as JSON text, or with an empty method. */
  let served: 'json-text' | 'empty-method' = 'json-text';

  /** Serves the list as it came, but with every request's details in the form under test. */
  async function reshape(route: Route) {
    const response = await route.fetch();
    const list = (await response.json()) as { bankDetails: unknown }[];
    const reshaped = list.map((request) => ({
      ...request,
      bankDetails:
        served === 'json-text' ? JSON.stringify(request.bankDetails) : { paymentMethod: '', additionalNotes: '' },
    }));
    await route.fulfill({ response, json: reshaped });
  }

  beforeAll(async () => {
    browser = await openBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const userId = await registerTrader(page.request, trader);
    adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    admin = adminContext.request;
    const signedIn = await admin.post(`${baseUrl()}/api/admin/login`, {
      data: { email: demo.SEED_ADMIN_EMAIL, password: demo.SEED_ADMIN_PASSWORD },
    });
    expect(signedIn.status()).toBe(200);
    const mt5AccountId = await linkFreeMt5Account(admin, userId, '10000');
    const driven = await admin.post(`${baseUrl()}/api/admin/mt5-accounts/${encodeURIComponent(mt5AccountId)}/equity`, {
      data: { equity: 10500 },
    });
    expect(driven.status()).toBe(200);
    // The trader's page reads its list through the reshaping route; signing in gives page.request the session.
    await page.route('**/api/withdrawal/requests', reshape);
    await signInTrader(page, trader);
  });
  afterAll(async () => {
    // A list the page is re-reading as it closes (its socket's opening re-reads what it shows) is
    // left unanswered, not raised as the route's error.
    await page?.unrouteAll({ behavior: 'ignoreErrors' });
    await adminContext?.close();
    await browser?.close();
  });

  it('takes a withdrawal whose bank details are sent as JSON text', async () => {
    const created = (await requestWithdrawal(page.request, 'USD', JSON.stringify(bank))) as { bankDetails: unknown };
    expect(created.bankDetails).toMatchObject(bank);
  });

  it("shows the admin the IBAN of a request whose details are served as JSON text, not a made-up 'Cryptocurrency'", async () => {
    const adminPage = await adminContext.newPage();
    await adminPage.route('**/api/admin/withdrawal-requests', reshape);
    await adminPage.goto(`${baseUrl()}/admin/withdrawals`);
    const pending = adminPage.getByRole('region', { name: 'Pending withdrawals' });
    const review = pending.getByRole('button', { name: `Review withdrawal of ${fullName}` });
    await review.waitFor({ timeout: 15000 });
    const row = pending.getByRole('row', { name: new RegExp(fullName) });
    await row.getByText('Bank transfer', { exact: true }).waitFor();

    await review.click();
    const details = adminPage.getByRole('dialog', { name: 'Review withdrawal' }).getByLabel('Payment details');
    await details.getByText('NL91ABNA0417164300').waitFor();
    await details.getByText('ABNANL2A').waitFor();
    await details.getByText('Ada Lovelace').waitFor();
    expect(await details.getByText('Bank transfer', { exact: true }).count()).toBe(1);
    expect(await details.getByText('Cryptocurrency').count()).toBe(0);
    await screenshot(adminPage, 'payout-destination-01-admin-review');
    await adminPage.unrouteAll({ behavior: 'ignoreErrors' });
    await adminPage.close();
  });

  it("names the method in the trader's history when the details are served as JSON text", async () => {
    await page.reload();
    const item = page.getByRole('region', { name: 'Withdrawal History' }).getByRole('listitem').first();
    await item.getByText(/ · Bank transfer · your share of /).waitFor({ timeout: 15000 });
    await screenshot(page, 'payout-destination-02-trader-history');
  });

  it("leaves no empty '· ·' in the trader's history when the method is empty", async () => {
    served = 'empty-method';
    await page.reload();
    const item = page.getByRole('region', { name: 'Withdrawal History' }).getByRole('listitem').first();
    await item.getByText(/ · your share of /).waitFor({ timeout: 15000 });
    const text = (await item.textContent()) ?? '';
    expect(text).not.toMatch(/·\s*·/);
    expect(text).not.toContain('undefined');
  });
});
