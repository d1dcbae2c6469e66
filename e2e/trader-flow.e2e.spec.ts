import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openBrowser, screenshot } from './browser.ts';
import { newTrader } from './trader.ts';

describe('a new trader registers, signs in, edits their profile and password, signs out', () => {
  let browser: Browser;
  let page: Page;
  const trader = newTrader();

  beforeAll(async () => {
    browser = await openBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  });
  afterAll(() => browser?.close());

  it('shows a visitor the sign-in screen at / and no trader page', async () => {
    await page.goto(`${baseUrl()}/settings`);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.goto(`${baseUrl()}/`);
    await page.getByRole('heading', { name: 'Welcome back champ!' }).waitFor();
    await screenshot(page, 'trader-01-sign-in');
  });

  it('registers with every field and returns to sign-in', async () => {
    await page
      .getByRole('button', { name: /create.*account|sign up|join/i })
      .first()
      .click();
    const form = page.getByRole('form', { name: 'Create account' });
    await form.getByRole('button', { name: 'Create Account' }).click();
    await form.getByText('First name is required').waitFor();
    await form.getByLabel('First Name').fill(trader.firstName);
    await form.getByLabel('Last Name').fill(trader.lastName);
    await form.getByLabel('Email').fill(trader.email);
    await form.getByLabel('Password', { exact: true }).fill(trader.password);
    await form.getByLabel('Confirm Password').fill(trader.password);
    await form.getByLabel('Phone Number').fill('+31 6 12345678');
    await form.getByLabel('Date of Birth').fill('1990-05-20');
    await form.getByLabel('Country').selectOption('Netherlands');
    await form.getByLabel('Address').fill('Damrak 1');
    await form.getByLabel('City').fill('Amsterdam');
    await form.getByLabel('Postal Code').fill('1012 LG');
    await form.getByRole('checkbox', { name: /I agree to the Terms/ }).check();
    await screenshot(page, 'trader-02-register-filled');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Account Created').waitFor();
    await page.getByRole('heading', { name: 'Welcome back champ!' }).waitFor();
  });

  it('signs in and sees the dashboard with their first name', async () => {
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(trader.email);
    await form.getByLabel('Password', { exact: true }).fill(trader.password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Logged in successfully! Redirecting to dashboard...').waitFor();
    await page.getByRole('heading', { name: `Welcome back, ${trader.firstName}!` }).waitFor({ timeout: 15000 });
    await page.getByText(`${trader.firstName} ${trader.lastName}`).first().waitFor();
    await page.getByText('Online').first().waitFor();
    await screenshot(page, 'trader-03-dashboard');
  });

  it('edits the personal info and sees the new name in the sidebar', async () => {
    await page.getByRole('link', { name: 'Settings' }).click();
    const personal = page.getByRole('form', { name: /personal/i });
    expect(await personal.getByLabel('Email').inputValue()).toBe(trader.email);
    await personal.getByLabel('First Name').fill('Grace');
    await personal.getByRole('button', { name: /save/i }).click();
    await page.getByText('Profile Updated').waitFor();
    await page.getByText(`Grace ${trader.lastName}`).first().waitFor();
  });

  it('changes the password, checked by the server against the current one', async () => {
    const password = page.getByRole('form', { name: /password/i });
    await password.getByLabel('Current Password', { exact: true }).fill('not my password');
    await password.getByLabel('New Password', { exact: true }).fill('a brand new secret');
    await password.getByLabel('Confirm New Password', { exact: true }).fill('a brand new secret');
    await password.getByRole('button', { name: /update|change/i }).click();
    await page.getByText('Current password is incorrect').first().waitFor();
    await password.getByLabel('Current Password', { exact: true }).fill(trader.password);
    await password.getByRole('button', { name: /update|change/i }).click();
    await page.getByText('Password Changed').waitFor();
    await screenshot(page, 'trader-04-settings');
  });

  it('signs out, and the old session no longer works', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'Welcome back champ!' }).waitFor();
    const me = await page.request.get(`${baseUrl()}/api/user`);
    expect(me.status()).toBe(401);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(trader.email);
    await form.getByLabel('Password', { exact: true }).fill('a brand new secret');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Welcome back, Grace!' }).waitFor({ timeout: 15000 });
  });
});
