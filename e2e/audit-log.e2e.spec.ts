import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditLogPage } from '../packages/contracts/src/audit.ts';
import demo from '../services/identity/demo-accounts.json' with { type: 'json' };
import { adminActionsSeen } from './admin-actions.ts';
import { baseUrl, openBrowser, screenshot } from './browser.ts';

/**
 * Runs after every other browser spec (e2e/vitest.config.ts): each admin change their pages
 * made is in the audit log, found by the request id the browser got back, with the admin who made it.
 */
describe('the audit log shows every admin action taken in the browser tests', () => {
  let browser: Browser;
  let admin: Page;

  const everyEntry = async (): Promise<AuditEntry[]> => {
    const entries: AuditEntry[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const response = await admin.request.get(`${baseUrl()}/api/admin/audit-log?limit=200${query}`);
      expect(response.status()).toBe(200);
      const page = (await response.json()) as AuditLogPage;
      entries.push(...page.entries);
      cursor = page.nextCursor;
    } while (cursor);
    return entries;
  };

  beforeAll(async () => {
    browser = await openBrowser();
    admin = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const signedIn = await admin.request.post(`${baseUrl()}/api/admin/login`, {
      data: { email: demo.SEED_ADMIN_EMAIL, password: demo.SEED_ADMIN_PASSWORD },
    });
    expect(signedIn.status()).toBe(200);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('holds an entry for each admin change, with its request id and the admin who made it as actor', async () => {
    const seen = adminActionsSeen();
    // Run after the other browser specs: alone there is nothing to check, which must not pass.
    expect(seen.length).toBeGreaterThan(0);
    const adminId = ((await (await admin.request.get(`${baseUrl()}/api/admin/me`)).json()) as { id: string }).id;
    // Most are the demo admin's; the specs that enrol second factors do it as admins of their own.
    expect(seen.map((action) => action.actorId)).toContain(adminId);
    expect(seen.filter((action) => !action.actorId).map((action) => `${action.method} ${action.path}`)).toEqual([]);
    // The audit service consumes each service's events: give the last ones a moment to arrive.
    await expect
      .poll(
        async () => {
          const logged = new Set((await everyEntry()).map((entry) => entry.requestId));
          return seen
            .filter((action) => !logged.has(action.requestId))
            .map((action) => `${action.method} ${action.path}`);
        },
        { timeout: 15000, interval: 500 },
      )
      .toEqual([]);
    const byRequest = new Map((await everyEntry()).map((entry) => [entry.requestId, entry]));
    for (const action of seen) {
      expect(byRequest.get(action.requestId)?.actorId, `${action.method} ${action.path}`).toBe(action.actorId);
    }
  });

  it('shows them on the Audit Log page', async () => {
    await admin.goto(`${baseUrl()}/admin/dashboard`);
    await admin.getByRole('link', { name: 'Audit Log' }).click();
    const table = admin.getByRole('region', { name: 'Audit log' });
    await table.getByRole('row').nth(1).waitFor();
    const newest = (await everyEntry())[0];
    if (!newest) throw new Error('the audit log is empty');
    await table.getByText(newest.requestId).first().waitFor();
    await screenshot(admin, 'audit-log-01-page');
  });
});
