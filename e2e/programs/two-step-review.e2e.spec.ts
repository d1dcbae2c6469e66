import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountObjectives } from '../../packages/contracts/src/program.ts';
import { signInAdmin } from '../admin-session.ts';
import { baseUrl, downloaded, expectNoSideScroll, openBrowser } from '../browser.ts';
import { newTrader, registerTrader, signInTrader } from '../trader.ts';
import { accountOf, buyAndApprove, objectivesUnder, publishAllTargetsMet, shot, toasts } from './programs-platform.ts';

const DEPOSIT = 25000;
/** '€2,500.00 more profit' → 2500 */
const amountIn = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/**
 * A trader buys the Two-Step Challenge (25k); its phase 1 card shows the targets with what they
 * take. Passing phase 1 for real takes four trading days, so risk's "every target met" is published
 * on NATS as risk publishes it; the admin approves the passed phase in the review queue, phase 2
 * opens, and the trader downloads the phase's certificate, which anyone can verify by its id.
 */
describe('a Two-Step Challenge: its targets, the review queue and the certificate of the passed phase', () => {
  let browser: Browser;
  let traderContext: BrowserContext;
  let adminContext: BrowserContext;
  let page: Page;
  let admin: Page;
  let userId = '';
  let phase1: AccountObjectives;
  const trader = newTrader();
  const fullName = `${trader.firstName} ${trader.lastName}`;

  const card = () => page.getByRole('region', { name: 'Trading Objectives' });
  const row = (name: string) => card().getByRole('listitem', { name, exact: true });

  beforeAll(async () => {
    browser = await openBrowser();
    traderContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await traderContext.newPage();
    admin = await adminContext.newPage();
    userId = await registerTrader(page.request, trader);
    await signInAdmin(admin);
    await signInTrader(page, trader);
    await buyAndApprove(page.request, admin.request, 'two-step', DEPOSIT);
    phase1 = await objectivesUnder(page.request, 'two-step/1');
  });

  afterAll(async () => {
    // The phase 2 account goes back to the simulator's pool.
    await admin?.request.post(`${baseUrl()}/api/admin/unlink-mt5`, { data: { userId } });
    await traderContext?.close();
    await adminContext?.close();
    await browser?.close();
  });

  it('shows phase 1 with its profit target and trading days, and what each still takes', async () => {
    const target = phase1.objectives.find(({ rule }) => rule === 'profit_target');
    const days = phase1.objectives.find(({ rule }) => rule === 'min_trading_days');
    expect(target?.kind).toBe('target');
    expect(days).toMatchObject({ kind: 'target', current: 0, limit: 4, toGo: { unit: 'days', days: 4 } });

    await page.reload();
    await card().getByText('Two-Step Challenge · Phase 1').waitFor({ timeout: 15000 });
    expect(await card().getByRole('listitem').count()).toBe(phase1.objectives.length);

    const profit = row('Profit target');
    await profit.getByText('OK', { exact: true }).waitFor();
    // One or two decimals, as the row writes a percentage used ('3.2%', '0.25%'): the account moves.
    await profit.getByText(new RegExp(`^-?\\d+\\.\\d{1,2}% of ${target?.limit}%$`)).waitFor();
    await profit.getByRole('progressbar', { name: 'Profit target reached' }).waitFor();
    // What it takes: the target's share of the deposit, less what the account has made meanwhile.
    const toGo = (await profit.getByText(/ more profit$/).textContent()) ?? '';
    const needed = ((target?.limit ?? 0) / 100) * DEPOSIT;
    expect(amountIn(toGo)).toBeGreaterThan(needed * 0.9);
    expect(amountIn(toGo)).toBeLessThan(needed * 1.1);

    const tradingDays = row('Trading days');
    await tradingDays.getByText('0 of 4 days').waitFor();
    await tradingDays.getByText('4 more trading days').waitFor();
    await row('Daily loss')
      .getByText(/^resets \d\d:\d\d · in /)
      .waitFor();
    await row('Maximum loss')
      .getByText(/% of 10%$/)
      .waitFor();
    await shot(page, 'programs-two-step-01-phase1-1280');

    await page.setViewportSize({ width: 375, height: 812 });
    await card().scrollIntoViewIfNeeded();
    await expectNoSideScroll(page);
    await shot(page, 'programs-two-step-02-phase1-375');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('puts the passed phase in the admin’s queue; approving it toasts and takes it out of Pending', async () => {
    const account = await accountOf(page.request);
    await publishAllTargetsMet(
      { userId, accountId: account.id, mt5AccountId: account.mt5AccountId ?? '' },
      phase1.rulePack,
    );

    await admin.goto(`${baseUrl()}/admin/phase-reviews`);
    await admin.getByRole('heading', { level: 1, name: 'Phase Reviews' }).waitFor();
    const queue = admin.getByRole('region', { name: 'Phase reviews', exact: true });
    const pendingRow = queue.getByRole('row').filter({ hasText: fullName });
    await pendingRow.waitFor({ timeout: 20000 });
    await pendingRow.getByText('Pending', { exact: true }).waitFor();
    await pendingRow.getByText(/^Two-Step Challenge · version \d+$/).waitFor();
    await pendingRow.getByText(account.mt5AccountId ?? '').waitFor();
    await shot(admin, 'programs-review-01-pending');

    await pendingRow.getByRole('button', { name: `Review Phase 1 of ${fullName}` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Review phase' });
    await dialog.getByText(trader.email).waitFor();
    await dialog.getByLabel('Notes (optional)').fill('Targets met without a breach.');
    await shot(admin, 'programs-review-02-dialog');
    await dialog.getByRole('button', { name: 'Approve phase' }).click();
    await dialog.waitFor({ state: 'detached' });
    await toasts(admin).getByText("Phase approved: the next phase's account is being opened").waitFor();
    await toasts(admin).getByText(`${fullName} · Two-Step Challenge · Phase 1`).waitFor();
    await queue.getByRole('row').filter({ hasText: fullName }).waitFor({ state: 'detached', timeout: 10000 });
    await shot(admin, 'programs-review-03-approved-toast');

    await admin.getByLabel('Status', { exact: true }).selectOption('approved');
    const approvedRow = admin
      .getByRole('region', { name: 'Phase reviews', exact: true })
      .getByRole('row')
      .filter({ hasText: fullName });
    await approvedRow.getByText('Approved', { exact: true }).waitFor({ timeout: 10000 });
    await approvedRow.getByText('by You').waitFor();
  });

  it('opens phase 2 for the trader, with its own pack, and the certificate of phase 1 to download', async () => {
    const phase2 = await objectivesUnder(page.request, 'two-step/2');
    expect(phase2.phase).toMatchObject({ index: 1, name: 'Phase 2' });
    await page.reload();
    await card().getByText('Two-Step Challenge · Phase 2').waitFor({ timeout: 15000 });

    const certificates = page.getByRole('region', { name: 'Certificates' });
    await certificates.waitFor({ timeout: 20000 });
    const item = certificates.getByRole('listitem').first();
    const title = (await item.getAttribute('aria-label')) ?? '';
    expect(title).toContain('Phase 1');
    await item.getByText('Phase passed', { exact: true }).waitFor();
    const id = ((await item.locator('code').textContent()) ?? '').trim();
    expect(id).not.toBe('');
    await shot(page, 'programs-certificate-01-card');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      item.getByRole('link', { name: `Download PDF: ${title}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`certificate-${id}.pdf`);
    const pdf = await downloaded(download);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(1000);

    // Anyone holding the id can check it, signed in or not.
    const verified = await fetch(`${baseUrl()}/api/certificates/${encodeURIComponent(id)}`);
    expect(verified.status).toBe(200);
    expect(verified.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await verified.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ id, kind: 'phase_passed' });
    expect(JSON.stringify(body)).toContain('Phase 1');
    const unknown = await fetch(`${baseUrl()}/api/certificates/${encodeURIComponent(`${id}x`)}`);
    expect([400, 404]).toContain(unknown.status);

    await page.setViewportSize({ width: 375, height: 812 });
    await certificates.scrollIntoViewIfNeeded();
    await expectNoSideScroll(page);
    await shot(page, 'programs-certificate-02-card-375');
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
