import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCOUNT_CODE_MESSAGES } from '../packages/contracts/src/discount-code.ts';
import { signInAdmin } from './admin-session.ts';
import { baseUrl, expectNoSideScroll, openBrowser, screenshot } from './browser.ts';
import { chooseTier, newTrader, registerTrader, signInTrader } from './trader.ts';

describe('an admin creates a discount code, a trader buys with it, and the admin sees the use', () => {
  let browser: Browser;
  let traderContext: BrowserContext;
  let adminContext: BrowserContext;
  let trader: Page;
  let admin: Page;
  const buyer = newTrader();
  const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
  let reference = '';

  beforeAll(async () => {
    browser = await openBrowser();
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

  it('lets the admin create a 15% code for the 25k size, at most 5 uses and one per trader', async () => {
    await signInAdmin(admin);
    await admin.getByRole('link', { name: 'Discount Codes' }).first().click();
    await admin.waitForURL(/\/admin\/discount-codes$/);
    const form = admin.getByRole('form', { name: 'New discount code' });
    await form.getByLabel('Code').fill(code.toLowerCase());
    await form.getByLabel('Discount type').selectOption('percent');
    await form.getByLabel('Percent off').fill('15');
    await form.getByLabel('Account sizes').fill('25k');
    await form.getByLabel('Total uses').fill('5');
    await form.getByLabel('Uses per trader').fill('1');
    await form.getByRole('button', { name: 'Create code' }).click();
    await admin.getByText('Discount code created').first().waitFor();

    const item = admin.getByRole('list', { name: 'Discount codes' }).getByRole('listitem', { name: code });
    await item.getByText('15% off').waitFor();
    await item.getByText(/^0 of 5 uses · 1 per trader · €0\.00 given · every program · 25k · Always valid$/).waitFor();
    await item.getByText('Active').waitFor();
    expect(await form.getByLabel('Code').inputValue()).toBe('');
    await screenshot(admin, 'discount-01-admin-created');
  });

  it('shows the trader the discounted price once the code is applied, and why a wrong code is refused', async () => {
    await signInTrader(trader, buyer);
    await trader.goto(`${baseUrl()}/purchase`);
    const field = trader.getByLabel('Discount code');
    await field.waitFor();
    expect(await trader.getByRole('button', { name: 'Apply' }).isDisabled()).toBe(true);

    await chooseTier(trader, '25k Professional');
    await field.fill('NOT-A-CODE');
    await trader.getByRole('button', { name: 'Apply' }).click();
    await trader.getByText(DISCOUNT_CODE_MESSAGES.unknown).waitFor();

    await field.fill(code.toLowerCase());
    await trader.getByRole('button', { name: 'Apply' }).click();
    await trader
      .getByRole('status')
      .filter({ hasText: `Discount code ${code}: −€37.35` })
      .waitFor();
    await trader.getByText('€211.65', { exact: true }).waitFor();
    expect(await trader.getByText(DISCOUNT_CODE_MESSAGES.unknown).count()).toBe(0);
    await screenshot(trader, 'discount-02-trader-applied');

    // Another size is outside the code: applying it there says so.
    await trader.locator('label', { has: trader.getByRole('radio', { name: '50k Expert', exact: true }) }).click();
    await trader.getByRole('button', { name: 'Apply' }).click();
    await trader.getByText(DISCOUNT_CODE_MESSAGES.notApplicable).waitFor();
    await trader
      .locator('label', { has: trader.getByRole('radio', { name: '25k Professional', exact: true }) })
      .click();
    await trader.getByRole('button', { name: 'Apply' }).click();
    await trader.getByText('€211.65', { exact: true }).waitFor();
  });

  it('creates the purchase at the discounted price, with bank transfer instructions for €211.65', async () => {
    await trader.getByRole('button', { name: 'Purchase Account' }).click();
    const panel = trader.getByRole('region', { name: 'Purchase submitted' });
    await panel.waitFor({ timeout: 10000 });
    reference =
      (await panel.getByRole('group', { name: 'Transaction reference' }).getByText(/^PF-/).textContent()) ?? '';
    expect(await panel.getByRole('definition').allTextContents()).toEqual(
      expect.arrayContaining(['€211.65', reference]),
    );
    await panel.getByText(`discount code ${code} −€37.35`, { exact: false }).waitFor();
    await screenshot(trader, 'discount-03-trader-pending');
  });

  it('shows the admin the code on the purchase; once paid and approved, the code counts one use', async () => {
    await admin.goto(`${baseUrl()}/admin/purchases`);
    const row = admin
      .getByRole('region', { name: 'Pending purchases' })
      .getByRole('row', { name: new RegExp(reference) });
    await row.waitFor({ timeout: 10000 });
    await row.getByText('€211.65').waitFor();
    await row.getByText(`${code} −€37.35 of €249.00`).waitFor();
    await screenshot(admin, 'discount-04-admin-purchase');
    await row.getByRole('button', { name: 'Approve' }).click();
    await admin
      .getByRole('region', { name: 'Processed purchases' })
      .getByRole('row', { name: new RegExp(reference) })
      .getByText('Approved')
      .waitFor({ timeout: 10000 });

    await admin.getByRole('link', { name: 'Discount Codes' }).first().click();
    const item = admin.getByRole('list', { name: 'Discount codes' }).getByRole('listitem', { name: code });
    await item.getByText(/^1 of 5 uses · 1 per trader · €37\.35 given/).waitFor();
    await screenshot(admin, 'discount-05-admin-use');
  });

  it('fits a 375 px wide screen on both sides', async () => {
    await admin.setViewportSize({ width: 375, height: 812 });
    await admin.getByRole('list', { name: 'Discount codes' }).waitFor();
    await expectNoSideScroll(admin);
    await screenshot(admin, 'discount-06-admin-mobile');

    await trader.setViewportSize({ width: 375, height: 812 });
    await trader.goto(`${baseUrl()}/purchase`);
    await chooseTier(trader, '25k Professional');
    await trader.getByLabel('Discount code').fill(code);
    await trader.getByRole('button', { name: 'Apply' }).click();
    // One use per trader, and this trader has had theirs.
    await trader.getByText(DISCOUNT_CODE_MESSAGES.usedByTrader).waitFor();
    await expectNoSideScroll(trader);
    await screenshot(trader, 'discount-07-trader-mobile');
  });
});
