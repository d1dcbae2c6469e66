import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import demo from '../services/identity/demo-accounts.json' with { type: 'json' };
import { baseUrl, expectNoSideScroll, openBrowser, screenshot } from './browser.ts';

/**
 * Tickets re-read every 30 s anyway; anything that shows up well within that came over /ws.
 * Generous against a loaded machine, still short of the poll.
 */
const LIVE = { timeout: 20000 };

/** Set once the page has loaded; a reload would clear it. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { notReloaded: true }));
const stillSamePage = (page: Page) => page.evaluate(() => 'notReloaded' in window);

describe('the demo trader files a ticket and follows it live while the admin answers and resolves it', () => {
  let browser: Browser;
  let traderContext: BrowserContext;
  let adminContext: BrowserContext;
  let trader: Page;
  let admin: Page;
  let adminId = '';
  const subject = `Equity feed stalled ${randomBytes(3).toString('hex')}`;

  /** The ticket among the trader's open tickets, and among the admin's active ones. */
  const traderTicket = () =>
    trader.getByRole('region', { name: 'Your Open Support Tickets' }).getByRole('listitem', { name: subject });
  const adminTicket = () =>
    admin.getByRole('list', { name: 'Active tickets' }).getByRole('listitem', { name: subject });
  const toast = (page: Page, title: string) => page.getByRole('status', { name: 'Notifications' }).getByText(title);

  beforeAll(async () => {
    browser = await openBrowser();
    // Two people at once, each with a session of their own.
    traderContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    trader = await traderContext.newPage();
    admin = await adminContext.newPage();
  });
  afterAll(async () => {
    await traderContext?.close();
    await adminContext?.close();
    await browser?.close();
  });

  it('signs the admin in to /admin/support and the demo trader in to the help desk', async () => {
    await admin.goto(`${baseUrl()}/admin`);
    const adminForm = admin.getByRole('form', { name: 'Admin sign in' });
    await adminForm.getByLabel('Email').fill(demo.SEED_ADMIN_EMAIL);
    await adminForm.getByLabel('Password', { exact: true }).fill(demo.SEED_ADMIN_PASSWORD);
    await adminForm.getByRole('button', { name: 'Sign In' }).click();
    await admin.waitForURL(/\/admin\/dashboard$/);
    adminId = ((await (await adminContext.request.get(`${baseUrl()}/api/admin/me`)).json()) as { id: string }).id;
    await admin.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Support' }).click();
    await admin.getByRole('heading', { name: 'Support Tickets' }).waitFor();
    await admin
      .getByRole('group', { name: 'Ticket counts' })
      .getByRole('group', { name: 'Total' })
      .getByText(/^\d+$/)
      .waitFor();

    await trader.goto(`${baseUrl()}/`);
    const form = trader.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(demo.SEED_TRADER_EMAIL);
    await form.getByLabel('Password', { exact: true }).fill(demo.SEED_TRADER_PASSWORD);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await trader.getByRole('heading', { name: 'Welcome back, Demo!' }).waitFor({ timeout: 15000 });
    await trader.getByRole('link', { name: 'Help Desk' }).click();
    await trader.getByRole('heading', { name: 'Help & Support Center' }).waitFor();
    const contact = trader.getByRole('region', { name: 'Contact Options' });
    await contact.getByText('Within 24 hours').waitFor();
    const levels = trader.getByRole('region', { name: 'Priority Levels' });
    for (const level of ['High - Trading Issues', 'Medium - Account Problems', 'Low - General Questions']) {
      await levels.getByText(level).waitFor();
    }
    await markPage(trader);
  });

  it('shows the spec messages for an empty request', async () => {
    const form = trader.getByRole('form', { name: 'Submit Support Request' });
    await form.getByRole('button', { name: 'Submit Ticket' }).click();
    for (const message of [
      'Subject must be at least 5 characters',
      'Please select a category',
      'Please select a priority level',
      'Please select a contact method',
      'Message must be at least 20 characters',
    ]) {
      await form.getByText(message).waitFor();
    }
    const categories = await form.getByLabel('Category').locator('option:not([disabled])').allTextContents();
    expect(categories).toEqual([
      'Account Issues',
      'Trading Problems',
      'Payments & Billing',
      'Technical Support',
      'KYC Verification',
      'General Questions',
    ]);
    const priorities = await form.getByLabel('Priority').locator('option:not([disabled])').allTextContents();
    expect(priorities).toEqual(['High - Urgent', 'Medium - Normal', 'Low - General']);
    const methods = await form
      .getByLabel('Preferred Contact Method')
      .locator('option:not([disabled])')
      .allTextContents();
    expect(methods).toEqual(['Email', 'Phone Call', 'Dashboard Message']);
    await screenshot(trader, 'support-01-trader-validation');
  });

  it('files the ticket: success card, toast, the open list, and the admin sees it arrive', async () => {
    const form = trader.getByRole('form', { name: 'Submit Support Request' });
    await form.getByLabel('Subject').fill(subject);
    await form.getByLabel('Category').selectOption('trading');
    await form.getByLabel('Priority').selectOption('high');
    await form.getByLabel('Preferred Contact Method').selectOption('dashboard');
    await form.getByLabel('Message').fill('My equity has not moved on the dashboard since this morning.');
    await form.getByRole('button', { name: 'Submit Ticket' }).click();

    await trader.getByRole('heading', { name: 'Ticket Submitted Successfully!' }).waitFor();
    await toast(trader, 'Support ticket submitted').waitFor();
    await trader.getByText("We'll get back to you within 24 hours.").waitFor();
    const ticket = traderTicket();
    await ticket.waitFor();
    // docs/product-rules.md §4: open blue, high red.
    expect(await colourOf(badge(ticket, 'OPEN'))).toBe('rgb(124, 179, 255)');
    expect(await colourOf(badge(ticket, 'HIGH PRIORITY'))).toBe('rgb(248, 113, 113)');
    await ticket.getByText('Trading Problems').waitFor();
    await screenshot(trader, 'support-02-trader-submitted');

    await trader.getByRole('button', { name: 'Submit Another Ticket' }).click();
    const fresh = trader.getByRole('form', { name: 'Submit Support Request' });
    expect(await fresh.getByLabel('Subject').inputValue()).toBe('');

    const card = adminTicket();
    await card.waitFor(LIVE);
    await badge(card, 'OPEN').waitFor();
    await badge(card, 'HIGH PRIORITY').waitFor();
    await card.getByText('Dashboard Message').waitFor();
    await card.getByText('My equity has not moved on the dashboard since this morning.').waitFor();
    await card.scrollIntoViewIfNeeded();
    await screenshot(admin, 'support-03-admin-new-ticket');
  });

  it("delivers the admin's reply to the trader without a reload, labelled Support Team and By: with a readable name", async () => {
    const card = adminTicket();
    const reply = card.getByRole('form', { name: `Reply to ${subject}` });
    await reply.getByRole('button', { name: 'Send Reply' }).click();
    await reply.getByText('Reply must be at least 5 characters').waitFor();
    await reply.getByLabel('Reply to the trader').fill('We restarted your price feed; please check again.');
    await reply.getByRole('button', { name: 'Send Reply' }).click();
    await toast(admin, 'Reply sent').waitFor();
    await card.getByText('We restarted your price feed; please check again.').waitFor();

    const thread = traderTicket().getByRole('list', { name: `Replies to ${subject}` });
    const staffReply = thread.getByRole('listitem').filter({ hasText: 'We restarted your price feed' });
    await staffReply.waitFor(LIVE);
    await staffReply.getByText('Support Team', { exact: true }).waitFor();
    // The 'By:' line names the staff member readably (the team when the name is unknown), never an id.
    await staffReply.getByText('By: Support Team').waitFor();
    expect(await staffReply.getByText(adminId, { exact: false }).count()).toBe(0);
    expect(await stillSamePage(trader)).toBe(true);

    const traderReply = traderTicket().getByRole('form', { name: `Reply to ${subject}` });
    await traderReply.getByLabel('Add a reply').fill('Still frozen on my side, sorry.');
    await traderReply.getByRole('button', { name: 'Send Reply' }).click();
    await toast(trader, 'Reply sent').waitFor();
    await trader.getByText('Your reply has been added to the ticket.').waitFor();
    const own = thread.getByRole('listitem').filter({ hasText: 'Still frozen on my side' });
    await own.getByText('Your Reply').waitFor();
    await traderTicket().scrollIntoViewIfNeeded();
    await screenshot(trader, 'support-04-trader-thread');

    await card.getByText('Still frozen on my side, sorry.').waitFor(LIVE);
  });

  it('lets the admin set the ticket in progress with a response, which the trader sees live', async () => {
    const card = adminTicket();
    await card.getByRole('button', { name: `Edit ${subject}` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Edit ticket' });
    const assignees = await dialog.getByLabel('Assigned to').locator('option').allTextContents();
    expect(assignees).toEqual(['Not assigned', 'Admin Team', 'Support Team', 'Technical Team']);
    await dialog.getByLabel('Status').selectOption('in_progress');
    await dialog.getByLabel('Admin response').fill('Too short');
    await dialog.getByRole('button', { name: 'Update Ticket' }).click();
    await dialog.getByText('Response must be at least 10 characters').waitFor();
    await dialog.getByLabel('Admin response').fill('Our technical team is reconnecting your MT5 feed.');
    await dialog.getByLabel('Assigned to').selectOption('Technical Team');
    await screenshot(admin, 'support-05-admin-edit');
    await dialog.getByRole('button', { name: 'Update Ticket' }).click();
    await dialog.waitFor({ state: 'detached' });
    await toast(admin, 'Ticket updated').waitFor();
    await badge(card, 'IN PROGRESS').waitFor();
    await card.getByText('Technical Team', { exact: true }).waitFor();

    const ticket = traderTicket();
    await badge(ticket, 'IN PROGRESS').waitFor(LIVE);
    // In progress is yellow (docs/product-rules.md §4).
    expect(await colourOf(badge(ticket, 'IN PROGRESS'))).toBe('rgb(253, 224, 71)');
    await ticket.getByText('Our technical team is reconnecting your MT5 feed.').waitFor();
    expect(await stillSamePage(trader)).toBe(true);
    await ticket.scrollIntoViewIfNeeded();
    await screenshot(trader, 'support-06-trader-in-progress');
  });

  it('resolves the ticket: it leaves the open list on the trader side, then the admin closes it', async () => {
    const card = adminTicket();
    await card.getByRole('button', { name: `Edit ${subject}` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Edit ticket' });
    expect(await dialog.getByLabel('Assigned to').inputValue()).toBe('Technical Team');
    await dialog.getByLabel('Status').selectOption('resolved');
    await dialog.getByLabel('Admin response').fill('The feed is back; your equity updates again.');
    await dialog.getByRole('button', { name: 'Update Ticket' }).click();
    await dialog.waitFor({ state: 'detached' });
    await badge(card, 'RESOLVED').waitFor();
    await card.getByText(`By: ${adminId}`).first().waitFor();

    await traderTicket().waitFor({ state: 'detached', ...LIVE });
    expect(await stillSamePage(trader)).toBe(true);
    await screenshot(trader, 'support-07-trader-resolved');
    await screenshot(admin, 'support-08-admin-resolved');

    const closedBefore = Number(await countOf(admin, 'Closed'));
    await card.getByRole('button', { name: `Close ${subject}` }).click();
    const confirm = admin.getByRole('alertdialog', { name: 'Close ticket?' });
    await confirm.getByRole('button', { name: 'Close ticket' }).click();
    await toast(admin, 'Ticket closed').waitFor();
    await card.waitFor({ state: 'detached' });
    await expect.poll(() => countOf(admin, 'Closed')).toBe(String(closedBefore + 1));
  });

  it('fits a 375 px phone on both sides', async () => {
    await trader.setViewportSize({ width: 375, height: 812 });
    await admin.setViewportSize({ width: 375, height: 812 });
    await trader.getByRole('form', { name: 'Submit Support Request' }).waitFor();
    for (const page of [trader, admin]) await expectNoSideScroll(page);
    await screenshot(trader, 'support-09-trader-mobile');
    await screenshot(admin, 'support-10-admin-mobile');
  });
});

/** A badge of a ticket by its text as shown ('IN PROGRESS'). */
function badge(ticket: Locator, text: string): Locator {
  return ticket.getByText(text, { exact: true });
}

function colourOf(element: Locator): Promise<string> {
  return element.evaluate((node) => getComputedStyle(node).color);
}

function countOf(page: Page, label: string): Promise<string | null> {
  return page
    .getByRole('group', { name: 'Ticket counts' })
    .getByRole('group', { name: label })
    .locator('p')
    .nth(1)
    .textContent();
}
