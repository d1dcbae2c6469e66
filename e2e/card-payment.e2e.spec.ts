import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from './admin-session.ts';
import { baseUrl, downloaded, expectNoSideScroll, openBrowser, screenshot } from './browser.ts';
import { chooseTier, newTrader, registerTrader, signInTrader } from './trader.ts';

/** The first bytes of every PDF file. */
const PDF_MAGIC = '%PDF-';

async function downloadedText(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), head: (await downloaded(download)).subarray(0, 5).toString('latin1') };
}

describe('a trader pays by card on the fake Stripe, downloads the receipt, and the admin refunds it', () => {
  let browser: Browser;
  let traderContext: BrowserContext;
  let adminContext: BrowserContext;
  let trader: Page;
  let admin: Page;
  const buyer = newTrader();
  const buyerName = `${buyer.firstName} ${buyer.lastName}`;
  let reference = '';

  beforeAll(async () => {
    browser = await openBrowser();
    traderContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    trader = await traderContext.newPage();
    admin = await adminContext.newPage();
    await registerTrader(trader.request, buyer);
  });
  afterAll(async () => {
    await traderContext?.close();
    await adminContext?.close();
    await browser?.close();
  });

  it('chooses the card, pays on the checkout page, and comes back to a funded purchase', async () => {
    await signInTrader(trader, buyer);
    await trader.goto(`${baseUrl()}/purchase`);
    await chooseTier(trader, '10k Starter');
    await trader.getByRole('button', { name: 'Purchase Account' }).click();

    const panel = trader.getByRole('region', { name: 'Purchase submitted' });
    await panel.waitFor({ timeout: 10000 });
    reference =
      (await panel.getByRole('group', { name: 'Transaction reference' }).getByText(/^PF-/).textContent()) ?? '';
    await panel.locator('label', { has: trader.getByRole('radio', { name: 'Card' }) }).click();
    await panel.getByRole('button', { name: 'Pay €139.00 by card' }).click();

    // Stripe's hosted page (the fake's), on another origin.
    await trader.waitForURL(/\/pay\/cs_test_/);
    await trader.getByRole('heading', { level: 1 }).waitFor();
    await trader.getByText('€139.00').first().waitFor();
    await screenshot(trader, 'card-01-checkout');
    await trader.getByRole('button', { name: 'Pay €139.00' }).click();

    await trader.waitForURL(/\/purchase\?purchase=.+&payment=success$/);
    const funded = trader.getByRole('region', { name: 'Account funded' });
    await funded.getByText('Approved').waitFor({ timeout: 15000 });
    await screenshot(trader, 'card-02-funded');

    await funded.getByRole('link', { name: 'Go to dashboard' }).click();
    await trader.getByRole('group', { name: 'Initial Deposit' }).getByText('€10,000.00').waitFor({ timeout: 15000 });
    await trader.goto(`${baseUrl()}/purchase`);
  });

  it('downloads the PDF receipt from the purchase history', async () => {
    const item = trader
      .getByRole('list', { name: 'Purchases' })
      .getByRole('listitem', { name: `10k Starter purchase ${reference}` });
    await item.getByText('Approved').waitFor();
    const receipt = item.getByRole('link', { name: `Receipt: 10k Starter purchase ${reference}` });
    const file = await downloadedText(trader, () => receipt.click());
    expect(file.head).toBe(PDF_MAGIC);
    expect(file.name).toMatch(/^receipt-R-\d{6}\.pdf$/);
    await screenshot(trader, 'card-03-history');
  });

  it('lets the admin refund part of it, then the rest, from the purchase dialog', async () => {
    await signInAdmin(admin);
    await admin.goto(`${baseUrl()}/admin/purchases`);
    const row = admin
      .getByRole('region', { name: 'Processed purchases' })
      .getByRole('row', { name: new RegExp(reference) });
    await row.waitFor({ timeout: 10000 });
    await row.getByRole('button', { name: `Manage purchase of ${buyerName}` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Manage purchase' });
    await dialog.getByText(reference).waitFor();
    await dialog.getByText("Up to €139.00 can still go back to the buyer's card.").waitFor();
    const file = await downloadedText(admin, () => dialog.getByRole('link', { name: /^Receipt: / }).click());
    expect(file.head).toBe(PDF_MAGIC);

    await dialog.getByRole('textbox', { name: 'Amount (€)' }).fill('39.00');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Goodwill after a platform outage');
    expect(await dialog.getByRole('checkbox', { name: 'Keep the trading account open' }).isDisabled()).toBe(true);
    await screenshot(admin, 'card-04-admin-refund-form');
    await dialog.getByRole('button', { name: 'Refund €39.00' }).click();
    await admin.getByText('Refund made').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Partly refunded').waitFor();

    await row.getByRole('button', { name: `Manage purchase of ${buyerName}` }).click();
    await dialog.getByText('Goodwill after a platform outage').waitFor();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Trader asked to cancel');
    await dialog.getByRole('button', { name: 'Refund €100.00' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Refunded', { exact: true }).waitFor();
    await screenshot(admin, 'card-05-admin-refunded');
  });

  it('shows the trader the refund, and the full refund closed the trading account', async () => {
    await trader.goto(`${baseUrl()}/purchase`);
    const item = trader
      .getByRole('list', { name: 'Purchases' })
      .getByRole('listitem', { name: `10k Starter purchase ${reference}` });
    await item.getByText('Refunded €139.00').waitFor({ timeout: 10000 });

    await trader.goto(`${baseUrl()}/dashboard`);
    await trader.getByRole('heading', { name: `Welcome back, ${buyer.firstName}!` }).waitFor();
    await trader.getByRole('group', { name: 'Initial Deposit' }).getByText('—').waitFor({ timeout: 15000 });

    await trader.goto(`${baseUrl()}/purchase`);
    await item.getByText('Refunded €139.00').waitFor();
    await trader.setViewportSize({ width: 375, height: 812 });
    await expectNoSideScroll(trader);
    await screenshot(trader, 'card-06-trader-refunded-mobile');
  });
});
