import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import demo from '../services/identity/demo-accounts.json' with { type: 'json' };
import { baseUrl, expectNoSideScroll, openBrowser, screenshot } from './browser.ts';
import { newTrader, registerTrader } from './trader.ts';

/**
 * This spec runs after the flows (e2e/vitest.config.ts) and starts from an empty breaches panel:
 * another admin, in a context of their own, first unlinks the MT5 accounts the flows left linked
 * (the simulator keeps moving them, and one drifted through its limit while this spec ran in CI),
 * then resolves the breaches they left.
 */
async function clearWhatFlowsLeft(browser: Browser) {
  const context = await browser.newContext();
  try {
    const admin = context.request;
    const signedIn = await admin.post(`${baseUrl()}/api/admin/login`, {
      data: { email: demo.SEED_ADMIN_EMAIL, password: demo.SEED_ADMIN_PASSWORD },
    });
    expect(signedIn.status()).toBe(200);
    const accounts = (await (await admin.get(`${baseUrl()}/api/admin/mt5-accounts`)).json()) as {
      linkedUserId?: string | null;
    }[];
    const linkedUsers = new Set(accounts.flatMap(({ linkedUserId }) => (linkedUserId ? [linkedUserId] : [])));
    for (const linkedUserId of linkedUsers) {
      const unlinked = await admin.post(`${baseUrl()}/api/admin/unlink-mt5`, { data: { userId: linkedUserId } });
      expect(unlinked.status(), await unlinked.text()).toBe(200);
    }
    const breaches = (await (await admin.get(`${baseUrl()}/api/admin/drawdown-breaches`)).json()) as { id: string }[];
    for (const breach of breaches) {
      const resolved = await admin.post(`${baseUrl()}/api/admin/resolve-breach`, { data: { breachId: breach.id } });
      expect(resolved.status()).toBe(200);
    }
  } finally {
    await context.close();
  }
}

describe('the admin links a trader to MT5, sees the drawdown breach and resolves it', () => {
  let browser: Browser;
  let page: Page;
  const trader = newTrader();
  const fullName = `${trader.firstName} ${trader.lastName}`;
  let mt5Id = '';

  beforeAll(async () => {
    browser = await openBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await registerTrader(page.request, trader);
    await clearWhatFlowsLeft(browser);
  });
  afterAll(() => browser?.close());

  it('signs the demo admin in and shows the MT5 accounts and an empty breaches panel', async () => {
    await page.goto(`${baseUrl()}/admin`);
    const form = page.getByRole('form', { name: 'Admin sign in' });
    await form.getByLabel('Email').fill(demo.SEED_ADMIN_EMAIL);
    await form.getByLabel('Password', { exact: true }).fill(demo.SEED_ADMIN_PASSWORD);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/admin\/dashboard$/);
    // The simulator's pool of 12, plus any account an approved purchase provisioned in another spec.
    const listed = (await (await page.request.get(`${baseUrl()}/api/admin/mt5-accounts`)).json()) as unknown[];
    expect(listed.length).toBeGreaterThanOrEqual(12);
    const table = page.getByRole('region', { name: 'MT5 accounts' });
    await table.getByRole('row').nth(listed.length).waitFor();
    expect(await table.getByRole('row').count()).toBe(listed.length + 1);
    await page.getByText('No active breaches').waitFor();
    await screenshot(page, 'admin-mt5-01-dashboard');
  });

  it('links the trader to a free MT5 account with 25,000; Link stays disabled until all three are chosen', async () => {
    const form = page.getByRole('form', { name: 'Link MT5 account' });
    const link = form.getByRole('button', { name: 'Link MT5' });
    const userSelect = form.getByLabel('User');
    const mt5Select = form.getByLabel('MT5 account');
    const funding = form.getByLabel('Funding balance');

    expect(await funding.inputValue()).toBe('10000');
    expect(await link.isDisabled()).toBe(true);

    const userOption = userSelect.locator('option', { hasText: trader.email });
    await userOption.waitFor({ state: 'attached' });
    await userSelect.selectOption((await userOption.getAttribute('value')) ?? '');
    expect(await link.isDisabled()).toBe(true);

    mt5Id = (await mt5Select.locator('option').nth(1).getAttribute('value')) ?? '';
    expect(mt5Id).not.toBe('');
    await mt5Select.selectOption(mt5Id);
    await funding.selectOption('25000');
    expect(await funding.locator('option:checked').textContent()).toContain('25,000 · Instant Funding');
    expect(await link.isEnabled()).toBe(true);
    await screenshot(page, 'admin-mt5-02-link-form');

    await link.click();
    const row = page.getByRole('region', { name: 'MT5 accounts' }).locator(`tr[data-mt5-id="${mt5Id}"]`);
    await row.getByText(`Linked to ${fullName}`).waitFor();
    await page.getByRole('button', { name: `Unlink MT5 for ${fullName}` }).waitFor();
    // The trader is no longer offered, nor is the MT5 account.
    expect(await userSelect.locator('option', { hasText: trader.email }).count()).toBe(0);
    expect(await mt5Select.locator(`option[value="${mt5Id}"]`).count()).toBe(0);
    await screenshot(page, 'admin-mt5-03-linked');
  });

  it('shows the breach within seconds once equity falls below 95%, and resolves it with a note', async () => {
    const driven = await page.request.post(`${baseUrl()}/api/admin/mt5-accounts/${encodeURIComponent(mt5Id)}/equity`, {
      data: { equity: 23600 },
    });
    expect(driven.ok()).toBe(true);

    const breaches = page.getByRole('list', { name: 'Active drawdown breaches' });
    const item = breaches.getByRole('listitem', { name: `Breach of ${fullName}` });
    await item.waitFor({ timeout: 10000 });
    await item.getByText(trader.email).waitFor();
    await item.getByText('5.60% drawdown').waitFor();
    await item.getByText(/25,000\.00/).waitFor();
    await item.getByText(/23,600\.00/).waitFor();
    await item.scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-mt5-04-breach');

    // The evidence: the figures the risk service recorded and the equity chart up to the breach.
    await item.getByRole('button', { name: `View evidence of the breach of ${fullName}` }).click();
    const evidence = page.getByRole('dialog', { name: 'Breach evidence' });
    await evidence.getByText(trader.email).waitFor();
    const equityAtBreach = evidence
      .locator('dt', { hasText: 'Equity at breach' })
      .locator('xpath=following-sibling::dd');
    await equityAtBreach.getByText('$23,600.00').waitFor();
    await evidence.getByText('Maximum drawdown').waitFor();
    const chart = evidence.getByRole('img', { name: `Equity of ${fullName} around the breach` });
    await chart.locator('svg.recharts-surface').first().waitFor();
    await evidence.getByText(/Breach level \$23,750\.00; triggered at \$23,600\.00\./).waitFor();
    await screenshot(page, 'admin-mt5-03b-evidence');
    await evidence.getByRole('button', { name: 'Close' }).first().click();
    await evidence.waitFor({ state: 'detached' });

    await item.getByRole('button', { name: `Resolve breach of ${fullName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Resolve breach' });
    await dialog.getByLabel('Admin notes (optional)').fill('Checked with the trader; account closed.');
    await screenshot(page, 'admin-mt5-05-resolve');
    await dialog.getByRole('button', { name: 'Resolve breach' }).click();
    await dialog.waitFor({ state: 'detached' });
    await item.waitFor({ state: 'detached', timeout: 5000 });
    await page.getByText('No active breaches').waitFor();
  });

  it('is usable at 375 px and unlinks the trader after a confirmation', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByLabel('Search users').fill(trader.email);
    await page.getByRole('button', { name: `Delete ${fullName}` }).waitFor();
    await expectNoSideScroll(page);
    await screenshot(page, 'admin-mt5-06-mobile');

    await page.getByRole('button', { name: `Unlink MT5 for ${fullName}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Unlink MT5 account?' });
    await dialog.getByRole('button', { name: 'Unlink' }).click();
    await page.getByRole('button', { name: `Unlink MT5 for ${fullName}` }).waitFor({ state: 'detached' });
    const row = page.getByRole('region', { name: 'MT5 accounts' }).locator(`tr[data-mt5-id="${mt5Id}"]`);
    await row.getByText('Free').waitFor();
  });
});
