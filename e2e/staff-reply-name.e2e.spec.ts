import { randomBytes, randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import demo from '../services/identity/demo-accounts.json' with { type: 'json' };
import { baseUrl, openBrowser, screenshot } from './browser.ts';
import { newTrader, registerTrader, signInTrader } from './trader.ts';

/**
 * Issue 16, defect 7: a staff reply keeps the spec's 'By: {id}' label, filled with the admin's
 * readable name or the team's ('Support Team'), never the admin's raw id.
 */
describe("a staff reply shows who answered by name, not by the admin's id", () => {
  let browser: Browser;
  let page: Page;
  let adminContext: BrowserContext;
  let adminId = '';
  const trader = newTrader();
  const subject = `Spread question ${randomBytes(3).toString('hex')}`;
  const answer = 'Spreads widen around the news; they narrow again within minutes.';

  beforeAll(async () => {
    browser = await openBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await registerTrader(page.request, trader);
    await signInTrader(page, trader);
    const filed = await page.request.post(`${baseUrl()}/api/support/ticket`, {
      headers: { 'Idempotency-Key': randomUUID() },
      data: {
        subject,
        category: 'trading',
        priority: 'medium',
        message: 'Why do spreads widen so much at the start of the hour?',
        contact_method: 'dashboard',
      },
    });
    expect(filed.status(), await filed.text()).toBe(201);
    const ticketId = ((await filed.json()) as { id: string }).id;

    adminContext = await browser.newContext();
    const admin = adminContext.request;
    const signedIn = await admin.post(`${baseUrl()}/api/admin/login`, {
      data: { email: demo.SEED_ADMIN_EMAIL, password: demo.SEED_ADMIN_PASSWORD },
    });
    expect(signedIn.status()).toBe(200);
    adminId = ((await (await admin.get(`${baseUrl()}/api/admin/me`)).json()) as { id: string }).id;
    const replied = await admin.post(`${baseUrl()}/api/admin/support/tickets/${ticketId}/reply`, {
      data: { message: answer },
    });
    expect(replied.status(), await replied.text()).toBe(201);
  });
  afterAll(async () => {
    await adminContext?.close();
    await browser?.close();
  });

  it("labels the reply 'Support Team' and 'By:' a readable name, without the admin's id", async () => {
    expect(adminId).toMatch(/^[0-9a-f-]{36}$/);
    await page.getByRole('link', { name: 'Help Desk' }).click();
    const thread = page.getByRole('list', { name: `Replies to ${subject}` });
    const reply = thread.getByRole('listitem').filter({ hasText: answer });
    await reply.waitFor({ timeout: 15000 });
    await reply.getByText('Support Team').first().waitFor();
    const text = (await reply.textContent()) ?? '';
    expect(text).toMatch(/By: \S/);
    expect(text).not.toContain(adminId);
    // The support service knows admins' names only through its user directory copy; without one the team answers.
    await reply.getByText('By: Support Team').waitFor();
    await screenshot(page, 'staff-reply-name-01-trader-thread');
  });
});
