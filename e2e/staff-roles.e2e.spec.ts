import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import demo from '../services/identity/demo-accounts.json' with { type: 'json' };
import { STAFF_ROLE_MESSAGES } from '../packages/contracts/src/staff-roles.ts';
import { type AxePageResult, expectAccessible } from './accessibility/axe.ts';
import { signInAdmin } from './admin-session.ts';
import { baseUrl, expectNoSideScroll, openBrowser, screenshot } from './browser.ts';
import { inviteStaffAdmin, type StaffAdmin } from './staff-admins.ts';

const axeResults: AxePageResult[] = [];

async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

const sections = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' });
const tabNames = async (page: Page) =>
  (await sections(page).getByRole('link').allTextContents()).map((text) => text.trim());

/** Issue 23 (docs/decisions/014): a support admin sees what support needs, and the server agrees. */
describe('a support admin', () => {
  let browser: Browser;
  let ownerContext: BrowserContext;
  let supportContext: BrowserContext;
  let owner: Page;
  let support: Page;
  let agent: StaffAdmin;

  beforeAll(async () => {
    browser = await openBrowser();
    ownerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    supportContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    owner = await ownerContext.newPage();
    support = await supportContext.newPage();
    await signInAdmin(owner);
    agent = await inviteStaffAdmin(owner.request, ['support']);
  });
  afterAll(async () => {
    await ownerContext?.close();
    await supportContext?.close();
    await browser?.close();
  });

  it('signs in and sees the tickets and the users, but no payouts, purchases, KYC or breaches', async () => {
    await support.goto(`${baseUrl()}/admin`);
    const form = support.getByRole('form', { name: 'Admin sign in' });
    await form.getByLabel('Email').fill(agent.email);
    await form.getByLabel('Password', { exact: true }).fill(agent.password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await support.waitForURL(/\/admin\/dashboard$/);
    await sections(support).getByRole('link', { name: 'Support' }).waitFor();
    expect(await tabNames(support)).toEqual(['Dashboard', 'Support', 'Security']);

    await support.getByRole('list', { name: 'Users' }).getByText(demo.SEED_TRADER_EMAIL).waitFor();
    expect(await support.getByText('Pending KYC').count()).toBe(0);
    expect(await support.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    await settled(support);
    await expectAccessible(support, 'admin /dashboard as support', axeResults);
    await screenshot(support, 'staff-roles-01-support-dashboard-1280');

    await support
      .getByRole('link', { name: /^View details for / })
      .first()
      .click();
    await support.getByText('Personal Information').waitFor();
    await support.getByText('KYC Verification').waitFor();
    await settled(support);
    expect(await support.getByText('Withdrawal History').count()).toBe(0);
    expect(await support.getByRole('combobox', { name: /^KYC status for / }).count()).toBe(0);
    await screenshot(support, 'staff-roles-02-support-user-details-1280');

    await sections(support).getByRole('link', { name: 'Support' }).click();
    await support.getByRole('heading', { name: 'Support Tickets' }).waitFor();
  });

  it('gets a plain "not available for your role" on a deep link to withdrawals, and 403 from the API', async () => {
    for (const screen of ['withdrawals', 'purchases', 'kyc', 'audit']) {
      await support.goto(`${baseUrl()}/admin/${screen}`);
      await support.getByText(STAFF_ROLE_MESSAGES.unavailable).waitFor();
    }
    await support.goto(`${baseUrl()}/admin/withdrawals`);
    await support.getByText(STAFF_ROLE_MESSAGES.unavailable).waitFor();
    await settled(support);
    await expectAccessible(support, 'admin /withdrawals not available', axeResults);
    await screenshot(support, 'staff-roles-03-withdrawals-not-available-1280');
    await support.setViewportSize({ width: 375, height: 800 });
    await support.getByText(STAFF_ROLE_MESSAGES.unavailable).waitFor();
    await expectNoSideScroll(support);
    await screenshot(support, 'staff-roles-04-withdrawals-not-available-375');
    await support.setViewportSize({ width: 1280, height: 900 });

    const answer = await support.request.get(`${baseUrl()}/api/admin/withdrawal-requests`);
    expect(answer.status()).toBe(403);
    expect(await answer.json()).toEqual({ message: STAFF_ROLE_MESSAGES.forbidden });
    expect((await support.request.get(`${baseUrl()}/api/admin/support/tickets`)).status()).toBe(200);
  });

  it('sees the new sections on the next load once an owner adds finance, and loses them when it is taken away', async () => {
    const give = await owner.request.put(`${baseUrl()}/api/admin/admins/${agent.id}/roles`, {
      data: { roles: ['finance', 'support'] },
    });
    expect(give.status()).toBe(200);
    await support.goto(`${baseUrl()}/admin/withdrawals`);
    await support.getByRole('heading', { name: 'Withdrawal Requests' }).waitFor();
    expect(await tabNames(support)).toEqual([
      'Dashboard',
      'Reports',
      'Withdrawals',
      'Purchases',
      'Discount Codes',
      'Affiliates',
      'Support',
      'Security',
    ]);
    await settled(support);
    await screenshot(support, 'staff-roles-05-finance-and-support-1280');

    const take = await owner.request.put(`${baseUrl()}/api/admin/admins/${agent.id}/roles`, {
      data: { roles: ['support'] },
    });
    expect(take.status()).toBe(200);
    expect((await support.request.get(`${baseUrl()}/api/admin/withdrawal-requests`)).status()).toBe(403);
    await support.reload();
    await support.getByText(STAFF_ROLE_MESSAGES.unavailable).waitFor();
    expect(await tabNames(support)).toEqual(['Dashboard', 'Support', 'Security']);
  });
});
