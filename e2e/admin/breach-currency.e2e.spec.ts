import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openBrowser } from '../browser.ts';
import { signInAdmin } from '../admin-session.ts';

/**
 * Values that are not MT5 figures are shown in euro on every screen: the admin's breach panel
 * shows the initial deposit as the trader's dashboard does (€), and the equity in the MT5 currency.
 */
describe('the admin breach panel shows money in the same currencies as the trader sees it', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await openBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInAdmin(page);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the initial deposit in euro and the equity in the MT5 currency', async () => {
    // One breach stood in for in this page only: no MT5 account is used up.
    const breach = {
      id: randomUUID(),
      breachPercentage: 6.2,
      initialDeposit: 10000,
      currentEquity: 9380,
      breachedAt: new Date().toISOString(),
      mt5AccountId: 'mt5-currency-check',
      userFirstName: 'Euro',
      userLastName: 'Checker',
      userEmail: 'euro.checker@example.com',
    };
    await page.route('**/api/admin/drawdown-breaches', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify([breach]) }),
    );
    try {
      await page.goto(`${baseUrl()}/admin/dashboard`);
      const row = page.getByRole('listitem').filter({ hasText: 'euro.checker@example.com' });
      await row.waitFor({ timeout: 15000 });
      const deposit = row.locator('dt', { hasText: 'Initial deposit' }).locator('xpath=following-sibling::dd[1]');
      const equity = row.locator('dt', { hasText: 'Current equity' }).locator('xpath=following-sibling::dd[1]');
      expect(await deposit.textContent()).toBe('€10,000.00');
      expect(await equity.textContent()).toBe('$9,380.00');
    } finally {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    }
  });
});
