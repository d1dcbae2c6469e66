import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import type { AdminPurchaseList } from '../packages/contracts/src/purchase.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import demo from '../services/identity/demo-accounts.json' with { type: 'json' };
import { baseUrl, expectNoSideScroll, openBrowser, screenshot } from './browser.ts';
import { chooseTier, newTrader, registerTrader } from './trader.ts';

/** '€1,245.00' or '1245.00' → 124500 */
const cents = (text: string | number | null) => Math.round(Number(String(text ?? '').replace(/[^\d.]/g, '')) * 100);

async function purchasesNow(admin: APIRequestContext): Promise<AdminPurchaseList> {
  const response = await admin.get(`${baseUrl()}/api/admin/purchases`);
  expect(response.status()).toBe(200);
  return (await response.json()) as AdminPurchaseList;
}

/** What each purchase adds to the revenue, in cents: an approved one its price less its refunds. */
function revenueByPurchase(list: AdminPurchaseList): Map<string, number> {
  return new Map(
    [...list.pending, ...list.processed].map((purchase) => [
      purchase.id,
      purchase.status === 'approved'
        ? cents(purchase.price) - purchase.refunds.reduce((sum, refund) => sum + cents(refund.amount), 0)
        : 0,
    ]),
  );
}

/**
 * How much the revenue rose from `before` to `now` through `purchaseId` alone: specs beside this one
 * approve and refund purchases of their own meanwhile, and the firm's revenue is one figure.
 */
function riseThrough(purchaseId: string, before: AdminPurchaseList, now: AdminPurchaseList): number {
  const was = revenueByPurchase(before);
  let others = 0;
  for (const [id, adds] of revenueByPurchase(now)) if (id !== purchaseId) others += adds - (was.get(id) ?? 0);
  return cents(now.totalRevenue) - cents(before.totalRevenue) - others;
}

describe('a trader buys the 25k Professional account, the admin approves it, and the account is funded', () => {
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
    // Trader and admin in contexts of their own, so their sessions never mix.
    traderContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    trader = await traderContext.newPage();
    admin = await adminContext.newPage();
    await registerTrader(trader.request, buyer);
  });
  afterAll(async () => {
    await traderContext?.close();
    await adminContext?.close();
    await browser?.close();
  });

  it('shows the four tiers with their features, 25k Professional as most popular', async () => {
    await trader.goto(`${baseUrl()}/`);
    const form = trader.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(buyer.email);
    await form.getByLabel('Password', { exact: true }).fill(buyer.password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await trader.getByRole('heading', { name: `Welcome back, ${buyer.firstName}!` }).waitFor({ timeout: 15000 });
    // No account yet: the cards show their empty state.
    await trader.getByRole('group', { name: 'Initial Deposit' }).getByText('—').waitFor();

    await trader.getByRole('link', { name: 'Buy Account' }).click();
    await trader.waitForURL(/\/purchase$/);
    const tiers = trader.getByRole('radio');
    await tiers.first().waitFor();
    expect(await tiers.count()).toBe(4);
    const tierCopy: [name: string, size: string, price: string][] = [
      ['10k Starter', '€10,000', '€139'],
      ['25k Professional', '€25,000', '€249'],
      ['50k Expert', '€50,000', '€379'],
      ['100k Elite', '€100,000', '€599'],
    ];
    for (const [name, size, price] of tierCopy) {
      const option = trader.locator('label', { has: trader.getByRole('radio', { name, exact: true }) });
      await option.getByText(`${size} funded account`).waitFor();
      await option.getByText(price, { exact: false }).first().waitFor();
      await option.getByText('Weekly profit withdrawals on Fridays').waitFor();
      await option.getByText('Leverage 1:30').waitFor();
      expect(await option.getByText('Most Popular').count()).toBe(name === '25k Professional' ? 1 : 0);
    }
    expect(await trader.getByRole('button', { name: 'Purchase Account' }).isDisabled()).toBe(true);
    await screenshot(trader, 'purchase-01-tiers');
  });

  it('shows no tier before the programs, whose tabs would push it down, and Instant Funding if they fail', async () => {
    const programs = '**/api/programs';
    let answer = (): void => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await trader.route(programs, async (route) => {
      await answered;
      await route.continue();
    });
    try {
      await trader.goto(`${baseUrl()}/purchase`);
      await trader.getByRole('status').getByText('Loading programs...').waitFor();
      expect(await trader.getByRole('radio').count()).toBe(0);
      answer();
      await trader.getByRole('tablist', { name: 'Choose your program' }).waitFor();
      expect(await trader.getByRole('radio').count()).toBe(4);
    } finally {
      answer();
      await trader.unroute(programs);
    }

    await trader.route(programs, (route) => route.abort('connectionrefused'));
    try {
      await trader.goto(`${baseUrl()}/purchase`);
      await trader.getByRole('radio', { name: '25k Professional', exact: true }).waitFor();
      expect(await trader.getByRole('radio').count()).toBe(4);
      expect(await trader.getByRole('tablist').count()).toBe(0);
    } finally {
      await trader.unroute(programs);
    }
    await trader.goto(`${baseUrl()}/purchase`);
  });

  it('submits the 25k Professional tier and shows the pending purchase with the reference to quote', async () => {
    await chooseTier(trader, '25k Professional');
    // The program's own tab pressed again is no change of program: the tier stays chosen.
    await trader.getByRole('tab', { name: /^Instant Funding/ }).click();
    expect(await trader.getByRole('radio', { name: '25k Professional', exact: true }).isChecked()).toBe(true);
    await trader.getByText('€25,000 funded account · €249 one-time payment').waitFor();
    await trader.getByRole('button', { name: 'Purchase Account' }).click();

    const panel = trader.getByRole('region', { name: 'Purchase submitted' });
    await panel.waitFor({ timeout: 10000 });
    await panel.getByText('Awaiting Approval').waitFor();
    reference =
      (await panel.getByRole('group', { name: 'Transaction reference' }).getByText(/^PF-/).textContent()) ?? '';
    expect(reference).toMatch(/^PF-\d{4}-[A-HJ-NP-Z2-9]{8}$/);
    const transfer = panel.getByRole('definition');
    expect(await transfer.allTextContents()).toEqual(expect.arrayContaining(['€249.00', reference]));
    // Card payments are configured (against the fake Stripe), but bank transfer is the way chosen first.
    expect(await panel.getByRole('radio', { name: 'Bank transfer' }).isChecked()).toBe(true);
    expect(await panel.getByRole('radio', { name: 'Card' }).isChecked()).toBe(false);

    const history = trader.getByRole('list', { name: 'Purchases' });
    const item = history.getByRole('listitem', { name: `25k Professional purchase ${reference}` });
    await item.getByText('Awaiting Approval').waitFor();
    await screenshot(trader, 'purchase-02-pending');
  });

  it('lets the admin approve it in /admin/purchases with a note, adding its price to the revenue', async () => {
    await admin.goto(`${baseUrl()}/admin`);
    const form = admin.getByRole('form', { name: 'Admin sign in' });
    await form.getByLabel('Email').fill(demo.SEED_ADMIN_EMAIL);
    await form.getByLabel('Password', { exact: true }).fill(demo.SEED_ADMIN_PASSWORD);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await admin.waitForURL(/\/admin\/dashboard$/);
    await admin.goto(`${baseUrl()}/admin/purchases`);

    await admin.getByRole('link', { name: 'Back to dashboard' }).waitFor();
    const pending = admin.getByRole('region', { name: 'Pending purchases' });
    const row = pending.getByRole('row', { name: new RegExp(reference) });
    await row.waitFor({ timeout: 10000 });
    await row.getByText(buyerName).waitFor();
    await row.getByText('€249.00').waitFor();
    const revenue = admin.getByRole('group', { name: 'Total Revenue' }).locator('p').nth(1);
    const before = await purchasesNow(admin.request);
    const purchaseId = before.pending.find((purchase) => purchase.transactionId === reference)?.id ?? '';
    expect(purchaseId).not.toBe('');
    await screenshot(admin, 'purchase-03-admin-pending');

    await row.getByRole('button', { name: `Manage purchase of ${buyerName}` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Manage purchase' });
    await dialog.getByText(reference).waitFor();
    await dialog.getByLabel('Admin notes').fill('Transfer received with the right reference.');
    for (const decision of ['Approve & Fund Account', 'Set Pending', 'Not Received']) {
      await dialog.getByRole('button', { name: decision }).waitFor();
    }
    await screenshot(admin, 'purchase-04-admin-manage');
    await dialog.getByRole('button', { name: 'Approve & Fund Account' }).click();
    await dialog.waitFor({ state: 'detached' });
    await admin.getByText('Purchase approved').waitFor();

    const processed = admin.getByRole('region', { name: 'Processed purchases' }).getByRole('row', {
      name: new RegExp(reference),
    });
    await processed.getByText('Approved').waitFor();
    await processed.getByText('You', { exact: true }).waitFor();
    await processed.getByText('Transfer received with the right reference.').waitFor();
    expect(await processed.getByRole('cell').nth(4).textContent()).toMatch(/\d{4}, \d\d:\d\d$/);
    expect(await pending.getByRole('row', { name: new RegExp(reference) }).count()).toBe(0);
    // The screen shows the server's revenue, which this purchase raised by its price.
    await expect
      .poll(async () => {
        const now = await purchasesNow(admin.request);
        const shown = cents(await revenue.textContent());
        return { rise: riseThrough(purchaseId, before, now), shownIsTheServers: shown === cents(now.totalRevenue) };
      })
      .toEqual({ rise: 24900, shownIsTheServers: true });
    expect(await revenue.textContent()).toMatch(/^€[\d,]+\.\d\d$/);
    await screenshot(admin, 'purchase-05-admin-approved');
  });

  it("turns the trader's purchase approved live, and the dashboard shows the funded 25,000 account", async () => {
    const panel = trader.getByRole('region', { name: 'Account funded' });
    await panel.getByText('Approved').waitFor({ timeout: 10000 });
    await panel.getByText('Note from our team: Transfer received with the right reference.').waitFor();
    await screenshot(trader, 'purchase-06-approved');

    await panel.getByRole('link', { name: 'Go to dashboard' }).click();
    await trader.waitForURL(/\/dashboard$/);
    const deposit = trader.getByRole('group', { name: 'Initial Deposit' });
    await deposit.getByText('€25,000.00').waitFor({ timeout: 15000 });
    await trader.getByRole('region', { name: 'Account Status' }).getByText('Active').waitFor();
    await screenshot(trader, 'purchase-07-dashboard');
  });

  it('fits a 375 px wide screen on both sides', async () => {
    await trader.setViewportSize({ width: 375, height: 812 });
    await trader.goto(`${baseUrl()}/purchase`);
    await trader.getByRole('list', { name: 'Purchases' }).getByText('Approved').waitFor();
    await expectNoSideScroll(trader);
    await screenshot(trader, 'purchase-08-trader-mobile');

    await admin.setViewportSize({ width: 375, height: 812 });
    await admin.getByRole('region', { name: 'Processed Purchases', exact: true }).waitFor();
    await expectNoSideScroll(admin);
    await screenshot(admin, 'purchase-09-admin-mobile');
  });
});
