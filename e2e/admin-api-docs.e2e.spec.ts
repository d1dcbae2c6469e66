import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCS_PATH } from '../gateway/src/docs/viewer-page.ts';
import { API_ROUTES } from '../gateway/src/routes/route-table.ts';
import { signInAdmin } from './admin-session.ts';
import { baseUrl, openBrowser, screenshot } from './browser.ts';

/** Console errors, uncaught exceptions and failed loads: a script the CSP blocked shows up here. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

describe('the API documentation in the browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  // Swagger UI renders every route of the platform: 20 s alone on an idle two-core machine, 48 s in
  // one clustered run beside another spec and past the default minute in another (load average 10).
  it('shows a signed-in admin every route of the API, grouped by service', { timeout: 150_000 }, async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInAdmin(page);
    const errors = watchErrors(page);
    await page.goto(`${baseUrl()}${DOCS_PATH}`);

    // Each service is a section, closed at first: opened one at a time, they show every route.
    const sections = page.locator('.opblock-tag-section');
    const services = [...new Set(API_ROUTES.map((route) => route.service))];
    await expect.poll(() => sections.count(), { timeout: 20_000 }).toBe(services.length);
    await expect.poll(() => page.getByRole('heading', { name: 'Platform API' }).count()).toBe(1);
    let shown = 0;
    for (const service of services) {
      const section = sections.filter({ has: page.locator(`[data-tag="${service}"]`) });
      await section.locator('.opblock-tag').click();
      const routes = API_ROUTES.filter((route) => route.service === service).length;
      await expect.poll(() => section.locator('.opblock').count(), { message: service }).toBe(routes);
      shown += await section.locator('.opblock').count();
      if (service !== 'identity') await section.locator('.opblock-tag').click();
    }
    expect(shown).toBe(API_ROUTES.length);

    // One operation opened, to show a request's parameters and its answer's schema.
    const users = page.locator('.opblock-get', { has: page.locator('[data-path="/api/admin/users"]') });
    await users.locator('.opblock-summary-control').click();
    await users.locator('.responses-wrapper').waitFor();
    await screenshot(page, 'admin-api-docs-1280');

    await page.setViewportSize({ width: 375, height: 812 });
    await users.scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-api-docs-375');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('refuses a browser that is not signed in as an admin', async () => {
    const page = await browser.newPage();
    const answer = await page.goto(`${baseUrl()}${DOCS_PATH}`);
    expect(answer?.status()).toBe(401);
    await page.close();
  });
});
