import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from './admin-session.ts';
import { baseUrl, expectNoSideScroll, openBrowser, screenshot } from './browser.ts';
import { chooseTier, newTrader, registerTrader, signInTrader } from './trader.ts';

/** Issue 23: a trader joins, a visitor registers through their link and buys, the commission shows. */
describe('an affiliate refers a visitor who registers and buys; the commission shows on both sides', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let affiliatePage: Page;
  let visitorPage: Page;
  let adminPage: Page;
  const affiliate = newTrader();
  const visitor = newTrader();
  visitor.firstName = 'Grace';
  const visitorName = `${visitor.firstName} ${visitor.lastName}`;
  let link = '';
  let reference = '';

  const figure = (page: Page, label: string) =>
    page.getByRole('group', { name: label, exact: true }).locator('p').nth(1);

  beforeAll(async () => {
    browser = await openBrowser();
    // Affiliate, visitor and admin each in a context of their own: no session or storage is shared.
    const open = async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      contexts.push(context);
      return context.newPage();
    };
    affiliatePage = await open();
    visitorPage = await open();
    adminPage = await open();
    await registerTrader(affiliatePage.request, affiliate);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  it('lets a trader join from the Affiliate page and shows their referral link', async () => {
    await signInTrader(affiliatePage, affiliate);
    await affiliatePage.getByRole('link', { name: 'Affiliate' }).click();
    await affiliatePage.waitForURL(/\/affiliate$/);
    await affiliatePage.getByRole('heading', { name: 'Refer traders, earn commission' }).waitFor();
    await screenshot(affiliatePage, 'affiliate-01-join');

    await affiliatePage.getByRole('button', { name: 'Become an affiliate' }).click();
    await affiliatePage.getByText('You are now an affiliate.').waitFor();
    link = (await affiliatePage.getByLabel('Referral link', { exact: true }).textContent()) ?? '';
    expect(link).toMatch(new RegExp(`^${baseUrl()}/\\?ref=[2-9A-HJKMNP-Z]{8}$`));
    for (const label of ['Clicks', 'Sign-ups', 'Purchases'])
      expect(await figure(affiliatePage, label).textContent()).toBe('0');
    expect(await figure(affiliatePage, 'Accrued').textContent()).toBe('€0.00');
    await screenshot(affiliatePage, 'affiliate-02-joined');
  });

  it('counts the visit through the link and attributes the visitor who registers', async () => {
    await visitorPage.goto(link);
    // The parameter is dropped from the address once the first touch is kept.
    await visitorPage.waitForURL(`${baseUrl()}/`);
    await visitorPage.getByRole('heading', { name: 'Welcome back champ!' }).waitFor();
    await visitorPage
      .getByRole('button', { name: /create.*account|sign up|join/i })
      .first()
      .click();
    const form = visitorPage.getByRole('form', { name: 'Create account' });
    await form.getByLabel('First Name').fill(visitor.firstName);
    await form.getByLabel('Last Name').fill(visitor.lastName);
    await form.getByLabel('Email').fill(visitor.email);
    await form.getByLabel('Password', { exact: true }).fill(visitor.password);
    await form.getByLabel('Confirm Password').fill(visitor.password);
    await form.getByLabel('Phone Number').fill('+31 6 12345678');
    await form.getByLabel('Date of Birth').fill('1991-03-14');
    await form.getByLabel('Country').selectOption('Netherlands');
    await form.getByLabel('Address').fill('Damrak 2');
    await form.getByLabel('City').fill('Amsterdam');
    await form.getByLabel('Postal Code').fill('1012 LG');
    await form.getByRole('checkbox', { name: /I agree to the Terms/ }).check();
    await form.getByRole('button', { name: 'Create Account' }).click();
    await visitorPage.getByText('Account Created').waitFor();

    await affiliatePage.reload();
    await expect.poll(async () => figure(affiliatePage, 'Sign-ups').textContent(), { timeout: 15000 }).toBe('1');
    expect(await figure(affiliatePage, 'Clicks').textContent()).toBe('1');
  });

  it('accrues 10% of the paid price once the admin approves the referred purchase', async () => {
    await signInTrader(visitorPage, visitor);
    await visitorPage.getByRole('link', { name: 'Buy Account' }).click();
    await chooseTier(visitorPage, '25k Professional');
    await visitorPage.getByRole('button', { name: 'Purchase Account' }).click();
    const panel = visitorPage.getByRole('region', { name: 'Purchase submitted' });
    reference =
      (await panel.getByRole('group', { name: 'Transaction reference' }).getByText(/^PF-/).textContent()) ?? '';

    await signInAdmin(adminPage);
    await adminPage.goto(`${baseUrl()}/admin/purchases`);
    const row = adminPage
      .getByRole('region', { name: 'Pending purchases' })
      .getByRole('row', { name: new RegExp(reference) });
    await row.waitFor({ timeout: 10000 });
    await row.getByRole('button', { name: `Manage purchase of ${visitorName}` }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Manage purchase' });
    await dialog.getByRole('button', { name: 'Approve & Fund Account' }).click();
    await dialog.waitFor({ state: 'detached' });
    await adminPage.getByText('Purchase approved').waitFor();

    await expect
      .poll(
        async () => {
          await affiliatePage.reload();
          await figure(affiliatePage, 'Purchases').waitFor();
          return figure(affiliatePage, 'Purchases').textContent();
        },
        { timeout: 20000, interval: 1000 },
      )
      .toBe('1');
    expect(await figure(affiliatePage, 'Accrued').textContent()).toBe('€24.90');
    expect(await figure(affiliatePage, 'Reversed').textContent()).toBe('€0.00');
    expect(await figure(affiliatePage, 'Available').textContent()).toBe('€24.90');
    await screenshot(affiliatePage, 'affiliate-03-commission');
  });

  it('lists the affiliate with the same figures in the admin app', async () => {
    await adminPage.getByRole('link', { name: 'Affiliates' }).click();
    await adminPage.waitForURL(/\/admin\/affiliates$/);
    const row = adminPage.getByRole('row', { name: new RegExp(affiliate.email) });
    await row.waitFor({ timeout: 10000 });
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells.slice(3)).toEqual(['1', '1', '1', '€24.90', '€0.00', '€0.00', '€24.90']);
    // The rates the commission was earned at: 10% by default until finance changes it.
    const rates = adminPage.getByRole('form', { name: 'Commission rates' });
    expect(await rates.getByLabel('Default rate (%)').inputValue()).toBe('10');
    await screenshot(adminPage, 'affiliate-04-admin-list');
  });

  it('fits a 375 px wide screen on both sides', async () => {
    await affiliatePage.setViewportSize({ width: 375, height: 812 });
    await figure(affiliatePage, 'Accrued').waitFor();
    await expectNoSideScroll(affiliatePage);
    await screenshot(affiliatePage, 'affiliate-05-trader-mobile');

    await adminPage.setViewportSize({ width: 375, height: 812 });
    await adminPage.getByRole('listitem', { name: affiliate.email }).waitFor();
    await expectNoSideScroll(adminPage);
    await screenshot(adminPage, 'affiliate-06-admin-mobile');
  });
});
