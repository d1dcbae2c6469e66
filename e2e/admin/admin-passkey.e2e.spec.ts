import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openBrowser, screenshot } from '../browser.ts';
import { invitedAdmin } from '../security/actors.ts';
import type { StaffAdmin } from '../staff-admins.ts';

/**
 * Chromium refuses WebAuthn on an IP address, so this spec opens the same gateway by the name
 * `localhost`: a loopback origin, which the platform accepts for passkeys outside production.
 */
const appUrl = () => baseUrl().replace('//127.0.0.1:', '//localhost:');

describe('an admin adds a passkey and signs in with it', () => {
  let browser: Browser;
  let admin: StaffAdmin;
  let page: Page;
  let cdp: CDPSession;
  let authenticatorId = '';
  let recoveryCode = '';
  const signInForm = () => page.getByRole('form', { name: 'Admin sign in' });
  const passkeyList = () => page.getByRole('list', { name: 'Your passkeys' });

  beforeAll(async () => {
    // An admin of the spec's own: the others sign the demo admin in with the password alone.
    admin = await invitedAdmin(['owner']);
    browser = await openBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // A platform authenticator that says yes at once, as a fingerprint reader would.
    cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    ({ authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    }));
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function signInWithPassword() {
    await page.goto(`${appUrl()}/admin/login`);
    await signInForm().getByLabel('Email').fill(admin.email);
    await signInForm().getByLabel('Password', { exact: true }).fill(admin.password);
    await signInForm().getByRole('button', { name: 'Sign In' }).click();
  }

  async function signOut() {
    await page.getByRole('button', { name: /log ?out/i }).click();
    await signInForm().waitFor();
  }

  it('signs in with the password alone and opens the Security page', async () => {
    await signInWithPassword();
    await page.waitForURL(/\/admin\/dashboard$/);
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Security' }).click();
    await page.waitForURL(/\/admin\/security$/);
    await page.getByText('None yet').waitFor();
  });

  it('adds a passkey through the browser prompt, named and listed', async () => {
    const form = page.getByRole('form', { name: 'Add a passkey' });
    await form.getByLabel('Passkey name').fill('Test laptop');
    await form.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByRole('status', { name: 'Notifications' }).getByText('Passkey added').waitFor();
    await passkeyList().getByText('Test laptop').waitFor();
    await expect
      .poll(() =>
        passkeyList()
          .getByText(/Last used never/)
          .count(),
      )
      .toBe(1);
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    await screenshot(page, 'admin-passkey-01-added');
  });

  it('shows ten recovery codes once, with a warning', async () => {
    await page.getByRole('button', { name: 'Generate recovery codes' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Generate codes' }).click();
    const codes = page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
    await expect.poll(() => codes.count()).toBe(10);
    recoveryCode = (await codes.first().textContent()) ?? '';
    expect(recoveryCode).toMatch(/^[0-9a-z]{4}(-[0-9a-z]{4}){3}$/);
    await page.getByText('They are shown only this once').waitFor();
    await screenshot(page, 'admin-passkey-02-recovery-codes');
    await page.getByRole('button', { name: 'I have saved them' }).click();
  });

  it('signs out; the password then asks for the passkey first, and the passkey signs in', async () => {
    await signOut();
    await signInWithPassword();
    const usePasskey = signInForm().getByRole('button', { name: 'Use your passkey' });
    await usePasskey.waitFor();
    await signInForm().getByRole('button', { name: 'Use a recovery code' }).waitFor();
    expect((await page.request.get(`${appUrl()}/api/admin/me`)).status()).toBe(401);
    await screenshot(page, 'admin-passkey-03-passkey-asked');

    await usePasskey.click();
    await page.waitForURL(/\/admin\/dashboard$/);
    await page.getByText('Total Users').waitFor();
  });

  it('signs in once with a recovery code instead', async () => {
    await signOut();
    await signInWithPassword();
    await signInForm().getByRole('button', { name: 'Use a recovery code' }).click();
    await signInForm().getByLabel('Recovery code').fill(recoveryCode);
    await signInForm().getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/admin\/dashboard$/);
  });

  it('removes the passkey after confirming, and the password alone signs in again', async () => {
    await page.goto(`${appUrl()}/admin/security`);
    await passkeyList().getByRole('button', { name: 'Remove Test laptop' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove passkey' }).click();
    await page.getByRole('status', { name: 'Notifications' }).getByText('Passkey removed').waitFor();
    await page.getByText('None yet').waitFor();

    await signOut();
    await signInWithPassword();
    await page.waitForURL(/\/admin\/dashboard$/);
  });
});
