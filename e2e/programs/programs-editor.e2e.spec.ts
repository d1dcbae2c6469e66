import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../admin-session.ts';
import { baseUrl, expectNoSideScroll, openBrowser } from '../browser.ts';
import { shot, toasts } from './programs-platform.ts';

/**
 * The admin edits the Two-Step Challenge: a new version with another phase 1 profit target, the
 * version before it kept under "Earlier Versions" for the accounts started under it.
 */
describe('the programs editor makes a new version of a program', () => {
  let browser: Browser;
  let context: BrowserContext;
  let admin: Page;
  /** The version the program is at before the edit (1 on a fresh platform). */
  let before = 0;
  let target = 0;

  beforeAll(async () => {
    browser = await openBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    admin = await context.newPage();
    await signInAdmin(admin);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('lists the seeded programs under the Programs tab, and opens the Two-Step Challenge', async () => {
    await admin.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Programs' }).click();
    await admin.waitForURL(/\/admin\/programs$/);
    const table = admin.getByRole('region', { name: 'Programs', exact: true });
    for (const id of ['instant-funding', 'two-step', 'one-step']) {
      await table.locator(`[data-program-id="${id}"]`).waitFor({ timeout: 10000 });
    }
    const row = table.locator('[data-program-id="two-step"]');
    before = Number(await row.getByRole('cell').nth(1).textContent());
    expect(before).toBeGreaterThanOrEqual(1);
    await shot(admin, 'programs-editor-01-list');

    await row.getByRole('link', { name: 'Open Two-Step Challenge' }).click();
    await admin.waitForURL(/\/admin\/programs\/two-step$/);
    await admin.getByRole('heading', { level: 1, name: 'Two-Step Challenge' }).waitFor();
    await admin.getByRole('heading', { name: `Version ${before}`, exact: true }).waitFor();
    const phase1 = admin.getByRole('listitem', { name: 'Phase 1: Phase 1' });
    const line = (await phase1.locator('[data-rule="profit_target"]').textContent()) ?? '';
    target = Number(/Profit target (\d+(?:\.\d+)?)%/.exec(line)?.[1]);
    expect(target).toBeGreaterThan(0);
  });

  it('saves "Edit as new version" with another phase 1 target: a toast, the new version, the old one kept', async () => {
    const next = target + 2;
    await admin.getByRole('button', { name: 'Edit as new version' }).click();
    const dialog = admin.getByRole('dialog', { name: 'New version of Two-Step Challenge' });
    await dialog.getByText(`Saving makes version ${before + 1} for accounts started from now on.`).waitFor();
    const phase = dialog.getByRole('group', { name: 'Phase 1: Phase 1' });
    const rule = phase.getByRole('group', { name: 'Profit target', exact: true });
    const field = rule.getByLabel('Target', { exact: true });
    expect(await field.inputValue()).toBe(String(target));
    await field.fill(String(next));
    await shot(admin, 'programs-editor-02-dialog');

    await dialog.getByRole('button', { name: 'Save new version' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 10000 });
    await toasts(admin).getByText('New version saved').waitFor();
    await toasts(admin)
      .getByText(`Two-Step Challenge: version ${before + 1}.`, { exact: false })
      .waitFor();

    await admin.getByRole('heading', { name: `Version ${before + 1}`, exact: true }).waitFor({ timeout: 10000 });
    await admin
      .getByRole('listitem', { name: 'Phase 1: Phase 1' })
      .locator('[data-rule="profit_target"]')
      .getByText(`Profit target ${next}%`)
      .waitFor();
    const earlier = admin.getByRole('list', { name: 'Earlier versions', exact: true });
    const previous = earlier.locator(`[data-version="${before}"]`);
    await previous.getByText(new RegExp(`^Version ${before} · created`)).waitFor();
    // The earlier version still holds the target it had.
    await previous.locator('summary').click();
    await previous.locator('[data-rule="profit_target"]').first().getByText(`Profit target ${target}%`).waitFor();
    await shot(admin, 'programs-editor-03-version-saved');

    // The public catalogue sells the new version from now on.
    const catalogue = (await (await admin.request.get(`${baseUrl()}/api/programs`)).json()) as {
      id: string;
      version: number;
    }[];
    expect(catalogue.find(({ id }) => id === 'two-step')?.version).toBe(before + 1);

    await admin.setViewportSize({ width: 375, height: 812 });
    await expectNoSideScroll(admin);
    await shot(admin, 'programs-editor-04-detail-375');
    await admin.setViewportSize({ width: 1280, height: 900 });
  });
});
