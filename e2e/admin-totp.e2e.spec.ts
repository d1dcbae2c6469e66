import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCodeAt } from '../services/identity/src/second-factor/totp.ts';
import { baseUrl, openBrowser, screenshot } from './browser.ts';
import { invitedAdmin } from './security/actors.ts';
import type { StaffAdmin } from './staff-admins.ts';

const STEP_MS = 30_000;

/**
 * Codes as an authenticator shows them, each of a step after the last one used: the server takes a
 * code once, and one step ahead of its clock at most, so this waits for the clock when it must.
 */
function authenticator() {
  let lastStep = 0;
  return async function freshCode(secret: string): Promise<string> {
    for (;;) {
      const now = Math.floor(Date.now() / STEP_MS);
      const step = Math.max(now, lastStep + 1);
      if (step <= now + 1) {
        lastStep = step;
        return totpCodeAt(secret, step * STEP_MS);
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  };
}

describe('an admin enrols an authenticator and signs in with its code', () => {
  let browser: Browser;
  let page: Page;
  let admin: StaffAdmin;
  let secret = '';
  const freshCode = authenticator();
  const signInForm = () => page.getByRole('form', { name: 'Admin sign in' });

  beforeAll(async () => {
    // An admin of the spec's own: the others sign the demo admin in with the password alone.
    admin = await invitedAdmin(['owner']);
    browser = await openBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function signInWithPassword() {
    await signInForm().getByLabel('Email').fill(admin.email);
    await signInForm().getByLabel('Password', { exact: true }).fill(admin.password);
    await signInForm().getByRole('button', { name: 'Sign In' }).click();
  }

  it('signs in with the password and opens the Security page from the navigation', async () => {
    await page.goto(`${baseUrl()}/admin/login`);
    await signInWithPassword();
    await page.waitForURL(/\/admin\/dashboard$/);
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Security' }).click();
    await page.waitForURL(/\/admin\/security$/);
    await page.getByText('Not enabled').waitFor();
  });

  it('shows a secret, its link and a QR code, and enables it with the current code', async () => {
    await page.getByRole('button', { name: 'Set up authenticator' }).click();
    const shown = page.getByLabel('Secret');
    await shown.waitFor();
    secret = await shown.inputValue();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await page.getByLabel('Authenticator link').inputValue()).toContain(`secret=${secret}`);
    await page.getByRole('img', { name: 'QR code of the authenticator link' }).waitFor();
    await screenshot(page, 'admin-totp-01-enrol');

    const confirm = page.getByRole('form', { name: 'Confirm authenticator' });
    await confirm.getByLabel('Verification code').fill(await freshCode(secret));
    await confirm.getByRole('button', { name: 'Enable' }).click();
    await page.getByText('Enabled', { exact: true }).waitFor();
    await page.getByRole('form', { name: 'Disable authenticator' }).waitFor();
    await screenshot(page, 'admin-totp-02-enabled');
  });

  it('signs out, and signing in again asks for the code after the password', async () => {
    await page.getByRole('button', { name: /log ?out/i }).click();
    await signInForm().waitFor();
    await signInWithPassword();
    await signInForm().getByLabel('Verification code').waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/admin\/?(login)?$/);
    expect((await page.request.get(`${baseUrl()}/api/admin/me`)).status()).toBe(401);
    await screenshot(page, 'admin-totp-03-code-asked');
  });

  it('refuses a wrong code and signs in with the right one', async () => {
    await signInForm().getByLabel('Verification code').fill('000000');
    await signInForm().getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('status', { name: 'Notifications' }).getByText('Invalid verification code').waitFor();
    expect((await page.request.get(`${baseUrl()}/api/admin/me`)).status()).toBe(401);

    await signInForm()
      .getByLabel('Verification code')
      .fill(await freshCode(secret));
    await signInForm().getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/admin\/dashboard$/);
    await page.getByText('Total Users').waitFor();
  });
});
