import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEW_AS_MESSAGES } from '../packages/contracts/src/view-as.ts';
import { type AxePageResult, expectAccessible } from './accessibility/axe.ts';
import { signInAdmin } from './admin-session.ts';
import { baseUrl, expectNoSideScroll, openBrowser, screenshot } from './browser.ts';
import { linkFreeMt5Account, newTrader, registerTrader } from './trader.ts';

const toasts = (page: Page) => page.getByRole('status', { name: 'Notifications' });
const axeResults: AxePageResult[] = [];
const REASON = 'Ticket 42: the trader says their dashboard shows no equity';

/** Issue 23: an admin views a trader's area read-only from the user's page; both ends are in the audit log. */
describe('view as trader', () => {
  let browser: Browser;
  let adminContext: BrowserContext;
  let admin: Page;
  let view: Page;
  const trader = newTrader();
  const traderName = `${trader.firstName} ${trader.lastName}`;
  let traderId = '';
  const banner = () => view.getByRole('region', { name: 'View as trader' });

  beforeAll(async () => {
    browser = await openBrowser();
    adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    admin = await adminContext.newPage();
    const signUp = await browser.newContext();
    traderId = await registerTrader(signUp.request, trader);
    await signUp.close();
  });
  afterAll(async () => {
    await adminContext?.close();
    await browser?.close();
  });

  it('starts from the user page with a reason and opens the trader app on the trader dashboard', async () => {
    await signInAdmin(admin);
    await linkFreeMt5Account(adminContext.request, traderId, '10000');
    await admin.goto(`${baseUrl()}/admin/users/${traderId}`);
    await admin.getByRole('heading', { name: traderName }).waitFor();
    await admin.getByRole('button', { name: 'View as trader' }).click();
    const dialog = admin.getByRole('dialog', { name: `View as ${traderName}` });
    await dialog.getByRole('button', { name: 'Start view' }).click();
    await dialog.getByText(VIEW_AS_MESSAGES.reasonRequired).waitFor();
    await dialog.getByLabel('Reason').fill(REASON);
    await expectAccessible(admin, 'admin view-as dialog', axeResults);
    await screenshot(admin, 'view-as-01-admin-dialog-1280');

    const opened = adminContext.waitForEvent('page');
    await dialog.getByRole('button', { name: 'Start view' }).click();
    view = await opened;
    await toasts(admin).getByText('View started').waitFor();
    await banner().getByText(`Viewing as ${traderName}, read-only`).waitFor({ timeout: 15000 });
    await banner()
      .getByText(/\d+ min left/)
      .waitFor();
    await view.getByRole('heading', { name: `Welcome back, ${trader.firstName}!` }).waitFor({ timeout: 15000 });
    await view.getByText('10,000', { exact: false }).first().waitFor({ timeout: 15000 });
    // the admin's own session is still the admin's
    expect((await adminContext.request.get(`${baseUrl()}/api/admin/me`)).status()).toBe(200);
    await view.waitForLoadState('networkidle');
    await expectNoSideScroll(view);
    await expectAccessible(view, 'trader dashboard in a view', axeResults);
    await screenshot(view, 'view-as-02-trader-dashboard-1280');
  });

  it('refuses a write on the server and shows why', async () => {
    await view.getByRole('link', { name: 'Help Desk' }).click();
    const form = view.getByRole('form', { name: 'Submit Support Request' });
    await form.getByLabel('Subject').fill('Written from a view');
    await form.getByLabel('Category').selectOption('trading');
    await form.getByLabel('Priority').selectOption('high');
    await form.getByLabel('Preferred Contact Method').selectOption('dashboard');
    await form.getByLabel('Message').fill('This ticket must never be filed: the view is read-only.');
    await form.getByRole('button', { name: 'Submit Ticket' }).click();
    await toasts(view).getByText(VIEW_AS_MESSAGES.readOnly).waitFor();
    await screenshot(view, 'view-as-03-write-refused-1280');
    const tickets = await view.request.get(`${baseUrl()}/api/support/tickets`);
    expect(JSON.stringify(await tickets.json())).not.toContain('Written from a view');
  });

  it('keeps the banner on a phone', async () => {
    await view.setViewportSize({ width: 375, height: 800 });
    await view.goto(`${baseUrl()}/dashboard`);
    await banner().getByRole('button', { name: 'End view' }).waitFor();
    await view.getByRole('heading', { name: `Welcome back, ${trader.firstName}!` }).waitFor({ timeout: 15000 });
    await view.waitForLoadState('networkidle');
    await expectNoSideScroll(view);
    await screenshot(view, 'view-as-04-trader-dashboard-375');
  });

  it('ends on End view, closing the tab, and the audit log shows the start with its reason and the end', async () => {
    const closed = view.waitForEvent('close');
    await banner().getByRole('button', { name: 'End view' }).click();
    await closed;
    expect((await adminContext.request.get(`${baseUrl()}/api/view-as`)).status()).toBe(401);

    await admin.goto(`${baseUrl()}/admin/dashboard`);
    await admin.getByRole('link', { name: 'Audit Log' }).click();
    const log = admin.getByRole('region', { name: 'Audit log' });
    await log.getByText('View as trader ended').first().waitFor({ timeout: 15000 });
    await log.getByText('View as trader started').first().waitFor();
    await log.getByText(REASON).first().waitFor();
    await screenshot(admin, 'view-as-05-audit-log-1280');
  });

  it('offers the view on the user page on a phone too', async () => {
    await admin.setViewportSize({ width: 375, height: 800 });
    await admin.goto(`${baseUrl()}/admin/users/${traderId}`);
    await admin.getByRole('button', { name: 'View as trader' }).click();
    const dialog = admin.getByRole('dialog', { name: `View as ${traderName}` });
    await dialog.getByLabel('Reason').waitFor();
    await expectNoSideScroll(admin);
    await screenshot(admin, 'view-as-06-admin-dialog-375');
  });
});
