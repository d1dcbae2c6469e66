import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, openBrowser } from '../browser.ts';
import { newTrader, registerTrader, signInTrader } from '../trader.ts';

interface CaughtEmail {
  to: { address: string }[];
  subject: string;
  text?: string;
  html?: string;
}

/** The token of the newest e-mail to `address` carrying a link to `page`, other than `except` (MailDev's REST API). */
async function linkTokenFor(
  address: string,
  page: 'reset-password' | 'verify-email',
  except?: string,
): Promise<string> {
  const { apiUrl } = inject('mailCatcher');
  const pattern = new RegExp(`/${page}\\?token=([A-Za-z0-9_-]+)`);
  let token: string | undefined;
  await expect
    .poll(
      async () => {
        const emails = (await (await fetch(`${apiUrl}/email`)).json()) as CaughtEmail[];
        const tokens = emails
          .filter((email) => email.to.some((to) => to.address.toLowerCase() === address.toLowerCase()))
          .map((email) => pattern.exec(`${email.text ?? ''} ${email.html ?? ''}`)?.[1])
          .filter((found): found is string => Boolean(found) && found !== except);
        token = tokens.at(-1);
        return token;
      },
      { timeout: 20000, interval: 500 },
    )
    .toBeTruthy();
  return token ?? '';
}

describe('password reset and e-mail verification, by the links in the e-mails', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const newPage = async (): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    return context.newPage();
  };

  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  it('resets a forgotten password from the e-mailed link, which ends the session of another browser', async () => {
    const trader = newTrader();
    const signedIn = await newPage();
    await registerTrader(signedIn.request, trader);
    // Another browser, signed in before the reset.
    await signInTrader(signedIn, trader);

    const page = await newPage();
    await page.goto(`${baseUrl()}/`);
    await page.getByRole('form', { name: 'Sign in' }).getByRole('link', { name: 'Forgot password?' }).click();
    const request = page.getByRole('form', { name: 'Reset password' });
    await request.getByLabel('Email').fill(trader.email);
    await request.getByRole('button', { name: 'Send reset link' }).click();
    await page
      .getByText('If an account exists for that address, we have sent a link to reset your password.')
      .waitFor();

    const token = await linkTokenFor(trader.email, 'reset-password');
    await page.goto(`${baseUrl()}/reset-password?token=${token}`);
    const choose = page.getByRole('form', { name: 'Choose a new password' });
    const newPassword = 'a fresh and long passphrase';
    await choose.getByLabel('New password', { exact: true }).fill(newPassword);
    await choose.getByLabel('Confirm new password').fill(newPassword);
    await choose.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Your password has been reset. Please sign in with your new password.').waitFor();

    // The session started before the reset is gone: its next read is refused, its reload shows sign-in.
    expect((await signedIn.request.get(`${baseUrl()}/api/user`)).status()).toBe(401);
    await signedIn.reload();
    await signedIn.getByRole('form', { name: 'Sign in' }).waitFor({ timeout: 15000 });

    // The link worked once; the new password signs in.
    await page.goto(`${baseUrl()}/reset-password?token=${token}`);
    await choose.getByLabel('New password', { exact: true }).fill('yet another long passphrase');
    await choose.getByLabel('Confirm new password').fill('yet another long passphrase');
    await choose.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('This reset link is invalid or has expired.').waitFor();
    await signInTrader(page, { ...trader, password: newPassword });
  });

  it('asks a new trader to verify their address until they follow the e-mailed link', async () => {
    const trader = newTrader();
    const page = await newPage();
    await registerTrader(page.request, trader, { verified: false });
    await signInTrader(page, trader);
    const banner = page.getByRole('region', { name: 'E-mail verification' });
    await banner.getByText('Please verify your e-mail address.').waitFor();

    // A new link voids the one sent at registration: only the resent e-mail's link works.
    const registered = await linkTokenFor(trader.email, 'verify-email');
    await banner.getByRole('button', { name: 'Resend link' }).click();
    await page
      .getByRole('status', { name: 'Notifications' })
      .getByText('We have sent you a new verification link.')
      .waitFor();
    const token = await linkTokenFor(trader.email, 'verify-email', registered);
    await page.goto(`${baseUrl()}/verify-email?token=${registered}`);
    await page.getByText('This verification link is invalid or has expired.').waitFor({ timeout: 15000 });

    await page.goto(`${baseUrl()}/verify-email?token=${token}`);
    await page.getByText('Your e-mail address is verified.').waitFor({ timeout: 15000 });
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: `Welcome back, ${trader.firstName}!` }).waitFor({ timeout: 15000 });
    expect(await banner.count()).toBe(0);
  });
});
