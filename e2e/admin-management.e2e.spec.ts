import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AxePageResult, expectAccessible } from './accessibility/axe.ts';
import { signInAdmin } from './admin-session.ts';
import { baseUrl, expectNoSideScroll, openBrowser, screenshot } from './browser.ts';
import { linkFrom, waitForEmail } from './mail-catcher.ts';

const toasts = (page: Page) => page.getByRole('status', { name: 'Notifications' });
const axeResults: AxePageResult[] = [];

async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}
const PASSWORD = 'harbour violet compass 93';

async function signInAs(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl()}/admin`);
  const form = page.getByRole('form', { name: 'Admin sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/** Issue 21: an owner invites an admin, who joins from the e-mail; disabling them ends their session. */
describe('an owner manages the admins', () => {
  let browser: Browser;
  let ownerContext: BrowserContext;
  let staffContext: BrowserContext;
  let owner: Page;
  let staff: Page;
  const email = `staff-${randomUUID().slice(0, 8)}@example.com`;
  const row = () => owner.getByRole('list', { name: 'Admins' }).getByRole('listitem', { name: email });

  beforeAll(async () => {
    browser = await openBrowser();
    ownerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    owner = await ownerContext.newPage();
    staff = await staffContext.newPage();
  });
  afterAll(async () => {
    await ownerContext?.close();
    await staffContext?.close();
    await browser?.close();
  });

  it('invites an admin from the Admins screen, who is listed as invited', async () => {
    await signInAdmin(owner);
    await owner.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Admins' }).click();
    await owner.waitForURL(/\/admin\/admins$/);
    const form = owner.getByRole('form', { name: 'Invite an admin' });
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await form.getByText('Choose at least one role').waitFor();

    await form.getByLabel('First name').fill('Grace');
    await form.getByLabel('Last name').fill('Hopper');
    await form.getByLabel('Email').fill(email);
    await form.getByRole('checkbox', { name: /Support/ }).check();
    await form.getByRole('checkbox', { name: /KYC/ }).check();
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await toasts(owner).getByText('Invitation sent').waitFor();
    await row().getByText('Invited', { exact: true }).waitFor();
    expect(await row().getByLabel('Roles').textContent()).toBe('KYCSupport');
    await screenshot(owner, 'admin-management-01-invited-1280');
  });

  it('lets the invited admin choose a password from the e-mailed link and sign in, without the Admins screen', async () => {
    const invitation = await waitForEmail(inject('mailCatcher').apiUrl, { to: email, subject: /invited/ });
    expect(invitation.text).toContain('Demo Admin invited you');
    await staff.goto(linkFrom(invitation, '/admin/accept-invitation'));
    await staff.getByRole('heading', { name: 'Welcome: choose your password' }).waitFor();
    const choose = staff.getByRole('form', { name: 'Choose a new password' });
    await settled(staff);
    await expectAccessible(staff, 'admin /accept-invitation', axeResults);
    await choose.getByLabel('New password', { exact: true }).fill(PASSWORD);
    await choose.getByLabel('Confirm new password').fill(PASSWORD);
    await choose.getByRole('button', { name: 'Set new password' }).click();
    await staff.getByText('Your password is set. Please sign in with it.').waitFor();
    await screenshot(staff, 'admin-management-02-password-chosen');

    await signInAs(staff, email, PASSWORD);
    await staff.waitForURL(/\/admin\/dashboard$/);
    const sections = staff.getByRole('navigation', { name: 'Admin sections' });
    await sections.getByRole('link', { name: 'Security' }).waitFor();
    expect(await sections.getByRole('link', { name: 'Admins' }).count()).toBe(0);
    const listed = await staff.request.get(`${baseUrl()}/api/admin/admins`);
    expect(listed.status()).toBe(403);
  });

  it('changes their roles in a dialog', async () => {
    await owner.reload();
    await row().getByText('Active', { exact: true }).waitFor();
    await row().getByRole('button', { name: 'Edit roles' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Roles of Grace Hopper' });
    await dialog.getByRole('checkbox', { name: /Risk/ }).check();
    await settled(owner);
    await expectAccessible(owner, 'admin /admins roles dialog', axeResults);
    await dialog.getByRole('button', { name: 'Save roles' }).click();
    await toasts(owner).getByText('Roles updated').waitFor();
    await expect.poll(() => row().getByLabel('Roles').textContent()).toBe('RiskKYCSupport');
  });

  it('disables them: their session ends at once and signing in is refused', async () => {
    await row().getByRole('button', { name: 'Disable' }).click();
    const dialog = owner.getByRole('alertdialog', { name: 'Disable this admin?' });
    await dialog.getByRole('button', { name: 'Disable admin' }).click();
    await toasts(owner).getByText('Admin disabled; their sessions have ended').waitFor();
    await row().getByText('Disabled', { exact: true }).waitFor();

    expect((await staff.request.get(`${baseUrl()}/api/admin/me`)).status()).toBe(401);
    await staff.goto(`${baseUrl()}/admin/dashboard`);
    await staff.getByRole('form', { name: 'Admin sign in' }).waitFor();
    await signInAs(staff, email, PASSWORD);
    await toasts(staff).getByText('Invalid credentials').waitFor();
    expect(staff.url()).not.toMatch(/\/dashboard$/);
  });

  it('shows the screen without sideways scrolling at 1280 and 375 pixels', async () => {
    await owner.reload();
    await row().waitFor();
    await settled(owner);
    await expectNoSideScroll(owner);
    await expectAccessible(owner, 'admin /admins @1280', axeResults);
    await screenshot(owner, 'admin-management-03-list-1280');
    await owner.setViewportSize({ width: 375, height: 800 });
    await row().waitFor();
    await expectNoSideScroll(owner);
    await expectAccessible(owner, 'admin /admins @375', axeResults);
    await screenshot(owner, 'admin-management-04-list-375');
  });
});
