import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import demo from '../../services/identity/demo-accounts.json' with { type: 'json' };
import { baseUrl, openBrowser } from '../browser.ts';
import { linkFreeMt5Account, newTrader } from '../trader.ts';
import { type KycFile, makeKycFiles } from '../kyc-files.ts';
import { markEmailVerified } from '../verified-email.ts';
import {
  chooseFile,
  chooseOption,
  describeFocus,
  expectFocusKept,
  expectFocusVisible,
  isFocused,
  pressOn,
  tabRound,
  tabTo,
  typeInto,
} from './keys.ts';

/**
 * A new trader goes through every main flow with the keyboard alone (WCAG 2.1.1, 2.4.7): register,
 * sign in, send the KYC documents, buy a tier, file a support ticket and request a withdrawal.
 * Only the preconditions an admin would set up (a linked MT5 account in profit) go through the API.
 */
describe('a trader works through every main flow with the keyboard alone', () => {
  let browser: Browser;
  let context: BrowserContext;
  let adminContext: BrowserContext;
  let admin: APIRequestContext;
  let page: Page;
  let files: { passport: KycFile; bill: KycFile };
  const trader = newTrader();
  let userId = '';

  const toast = (text: string) => page.getByRole('status', { name: 'Notifications' }).getByText(text);
  const navLink = (name: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });

  beforeAll(async () => {
    browser = await openBrowser();
    files = await makeKycFiles(browser);
    // en-US, so the date of birth is typed month first.
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    page = await context.newPage();
    adminContext = await browser.newContext();
    admin = adminContext.request;
    const signedIn = await admin.post(`${baseUrl()}/api/admin/login`, {
      data: { email: demo.SEED_ADMIN_EMAIL, password: demo.SEED_ADMIN_PASSWORD },
    });
    expect(signedIn.status()).toBe(200);
  });
  afterAll(async () => {
    // The simulator has a dozen accounts for the whole run: give this one back.
    if (userId) await admin.post(`${baseUrl()}/api/admin/unlink-mt5`, { data: { userId } });
    await adminContext?.close();
    await context?.close();
    await browser?.close();
  });

  it('registers through the Create account form', async () => {
    await page.goto(`${baseUrl()}/`);
    await page.getByRole('form', { name: 'Sign in' }).waitFor();
    await pressOn(page, page.getByRole('button', { name: 'Create account', exact: true }));
    await expect.poll(() => isFocused(page.getByRole('heading', { name: 'Join the champions!' }))).toBe(true);

    const form = page.getByRole('form', { name: 'Create account' });
    await typeInto(page, form.getByLabel('First Name'), trader.firstName);
    await typeInto(page, form.getByLabel('Last Name'), trader.lastName);
    await typeInto(page, form.getByLabel('Email'), trader.email);
    await typeInto(page, form.getByLabel('Password', { exact: true }), trader.password);
    await typeInto(page, form.getByLabel('Confirm Password'), trader.password);
    await typeInto(page, form.getByLabel('Phone Number'), '+44 20 7946 0958');
    await typeInto(page, form.getByLabel('Date of Birth'), '12101990');
    expect(await form.getByLabel('Date of Birth').inputValue()).toBe('1990-12-10');
    await chooseOption(page, form.getByLabel('Country'), 'United Kingdom');
    await typeInto(page, form.getByLabel('Address'), '12 Analytical Row');
    await typeInto(page, form.getByLabel('City'), 'London');
    await typeInto(page, form.getByLabel('Postal Code'), 'N1 9GU');
    const terms = form.getByRole('checkbox', { name: /I agree to the/ });
    await pressOn(page, terms, 'Space');
    expect(await terms.isChecked()).toBe(true);
    await pressOn(page, form.getByRole('button', { name: 'Create Account' }));

    await toast('Account Created').waitFor({ timeout: 15000 });
    // The form that had focus is gone; the sign-in heading takes it.
    const heading = page.getByRole('heading', { name: 'Welcome back champ!' });
    await expect.poll(() => isFocused(heading)).toBe(true);
  });

  it('signs in through the sign-in form', async () => {
    const form = page.getByRole('form', { name: 'Sign in' });
    await typeInto(page, form.getByLabel('Email'), trader.email);
    await typeInto(page, form.getByLabel('Password', { exact: true }), trader.password);
    // The app reloads a second after signing in; the dashboard is used once it has.
    const reloaded = page.waitForEvent('load', { timeout: 15000 });
    await pressOn(page, form.getByRole('button', { name: 'Sign In' }));
    await reloaded;
    await page.getByRole('heading', { name: `Welcome back, ${trader.firstName}!` }).waitFor({ timeout: 15000 });
  });

  it('sends both KYC documents, opening each file chooser from the keyboard', async () => {
    const card = page.getByRole('region', { name: 'KYC Status' });
    const upload = card.getByRole('form', { name: 'Upload KYC documents' });
    await chooseFile(page, upload.getByLabel('Identity Document'), files.passport, 'Enter');
    await chooseFile(page, upload.getByLabel('Proof of Address'), files.bill, 'Space');
    expect(await upload.getByLabel('Identity Document').inputValue()).toMatch(/passport\.pdf$/);
    expect(await upload.getByLabel('Proof of Address').inputValue()).toMatch(/utility-bill\.png$/);
    await pressOn(page, upload.getByRole('button', { name: 'Upload Documents' }));

    await toast('Documents uploaded successfully. Your application is under review.').waitFor({ timeout: 15000 });
    await card.getByText('Complete', { exact: true }).waitFor();
    await expectFocusKept(page);
  });

  it('buys the 25k Professional tier, choosing it with the arrow keys', async () => {
    await pressOn(page, navLink('Buy Account'), 'Enter', { backwards: true });
    await page.waitForURL(/\/purchase$/);

    // Tab enters the group on its first radio; an arrow key moves to the next and picks it.
    const starter = page.getByRole('radio', { name: '10k Starter', exact: true });
    const professional = page.getByRole('radio', { name: '25k Professional', exact: true });
    await tabTo(page, starter);
    await expectFocusVisible(page);
    await page.keyboard.press('ArrowRight');
    expect(await isFocused(professional)).toBe(true);
    expect(await professional.isChecked()).toBe(true);
    await expectFocusVisible(page);
    await page.getByText('€25,000 funded account · €249 one-time payment').waitFor();
    await pressOn(page, page.getByRole('button', { name: 'Purchase Account' }));

    const panel = page.getByRole('region', { name: 'Purchase submitted' });
    await panel.getByText('Awaiting Approval').waitFor({ timeout: 15000 });
    await panel.getByRole('group', { name: 'Transaction reference' }).getByText(/^PF-/).waitFor();
    await expectFocusKept(page);
  });

  it('files a support ticket, choosing each option with the arrow keys', async () => {
    await pressOn(page, navLink('Help Desk'), 'Enter', { backwards: true });
    await page.getByRole('heading', { name: 'Help & Support Center' }).waitFor();

    const subject = `Chart frozen ${trader.lastName}`;
    const form = page.getByRole('form', { name: 'Submit Support Request' });
    await typeInto(page, form.getByLabel('Subject'), subject);
    await chooseOption(page, form.getByLabel('Category'), 'Trading Problems');
    await chooseOption(page, form.getByLabel('Priority'), 'High - Urgent');
    await chooseOption(page, form.getByLabel('Preferred Contact Method'), 'Dashboard Message');
    await typeInto(page, form.getByLabel('Message'), 'The equity chart has not moved since this morning.');
    await pressOn(page, form.getByRole('button', { name: 'Submit Ticket' }));

    const heading = page.getByRole('heading', { name: 'Ticket Submitted Successfully!' });
    await heading.waitFor({ timeout: 15000 });
    await expect.poll(() => isFocused(heading)).toBe(true);
    await page
      .getByRole('region', { name: 'Your Open Support Tickets' })
      .getByRole('listitem', { name: subject })
      .waitFor();
  });

  describe('the withdrawal dialog', () => {
    const card = () => page.getByRole('region', { name: 'Withdraw Funds' });
    const opener = () => card().getByRole('button', { name: 'Request Withdrawal' });
    const dialog = () => page.getByRole('dialog', { name: 'Request Withdrawal' });

    beforeAll(async () => {
      // The admin's part: an MT5 account funded with 10,000 whose equity stands at 10,500.
      const users = (await (await admin.get(`${baseUrl()}/api/admin/users`)).json()) as { id: string; email: string }[];
      userId = users.find((user) => user.email === trader.email)?.id ?? '';
      if (!userId) throw new Error('the registered trader is not listed');
      await markEmailVerified(userId);
      const mt5AccountId = await linkFreeMt5Account(admin, userId, '10000');
      const driven = await admin.post(
        `${baseUrl()}/api/admin/mt5-accounts/${encodeURIComponent(mt5AccountId)}/equity`,
        { data: { equity: 10500 } },
      );
      expect(driven.status()).toBe(200);
    });

    it('keeps Tab inside while open, and gives focus back to its opener on Esc', async () => {
      await pressOn(page, navLink('Dashboard'), 'Enter', { backwards: true });
      await expect.poll(() => opener().isEnabled(), { timeout: 20000 }).toBe(true);
      await pressOn(page, opener());

      const first = dialog().getByLabel('Payment method');
      const last = dialog().getByRole('button', { name: 'Close', exact: true });
      expect(await isFocused(first)).toBe(true);
      await page.keyboard.press('Shift+Tab');
      expect(await isFocused(last), `Shift+Tab from the first control went to ${await describeFocus(page)}`).toBe(true);
      await expectFocusVisible(page);
      await page.keyboard.press('Tab');
      expect(await isFocused(first), `Tab from the last control went to ${await describeFocus(page)}`).toBe(true);
      await expectFocusVisible(page);

      // A full round of Tab presses never leaves the dialog and comes back to the first control.
      expect(await tabRound(page, dialog(), first)).toBeGreaterThanOrEqual(3);

      await page.keyboard.press('Escape');
      await dialog().waitFor({ state: 'detached' });
      expect(await isFocused(opener()), `focus went to ${await describeFocus(page)}`).toBe(true);
      await expectFocusVisible(page);
    });

    it('requests a withdrawal by bank transfer', async () => {
      await pressOn(page, opener());
      await chooseOption(page, dialog().getByLabel('Payment method'), 'Bank transfer');
      await typeInto(page, dialog().getByLabel('Account holder'), `${trader.firstName} ${trader.lastName}`);
      await typeInto(page, dialog().getByLabel('Bank name'), 'ABN AMRO');
      await typeInto(page, dialog().getByLabel('IBAN', { exact: true }), 'NL91 ABNA 0417 1643 00');
      await typeInto(page, dialog().getByLabel('SWIFT/BIC'), 'ABNANL2A');

      // Equity moves every second: the server may answer with its own figures, to be submitted again.
      for (let attempt = 1; ; attempt++) {
        const answered = page.waitForResponse(
          (response) => response.request().method() === 'POST' && response.url().endsWith('/api/withdrawal/request'),
        );
        await pressOn(page, dialog().getByRole('button', { name: 'Submit Request' }));
        const status = (await answered).status();
        if (status === 201) break;
        expect(status).toBe(409);
        if (attempt === 3) throw new Error('the request was not taken after 3 submissions');
        await dialog().getByRole('alert').waitFor();
      }
      await page.getByText('Withdrawal request submitted successfully.').waitFor();
      await dialog().waitFor({ state: 'detached' });
      // The opener is disabled now (a request is pending): focus goes to its card, not to the page's body.
      const card = page.getByRole('region', { name: 'Withdraw Funds' });
      await expect
        .poll(
          async () => (await card.evaluate((region) => region.contains(document.activeElement))) || describeFocus(page),
        )
        .toBe(true);
      const history = page.getByRole('region', { name: 'Withdrawal History' });
      await history.getByRole('listitem').first().getByText('Under Review').waitFor({ timeout: 15000 });
    });
  });
});
