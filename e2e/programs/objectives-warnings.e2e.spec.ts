import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../admin-session.ts';
import { baseUrl, expectNoSideScroll, openBrowser, type ReceivedPush, recordPushes } from '../browser.ts';
import { linkFreeMt5Account, newTrader, registerTrader, signInTrader } from '../trader.ts';
import { driveEquity, objectivesIn, shot, toasts } from './programs-platform.ts';

/**
 * An Instant Funding account (linked by an admin, judged by the seeded pack: maximum loss 5% of the
 * 10,000 deposit) on the trader's dashboard: its Trading Objectives card while all is well, the
 * toasts at 80% and 90% of the loss limit with the card's Warning, then the Breached verdict.
 */
describe('the Trading Objectives card of an Instant Funding account, and the warnings before its loss limit', () => {
  let browser: Browser;
  let traderContext: BrowserContext;
  let adminContext: BrowserContext;
  let page: Page;
  let admin: Page;
  let userId = '';
  let mt5AccountId = '';
  const trader = newTrader();
  let warnings: ReceivedPush[] = [];

  const card = () => page.getByRole('region', { name: 'Trading Objectives' });
  const row = (name: string) => card().getByRole('listitem', { name, exact: true });

  /**
   * Drives the equity to a warning level: risk pushes the warning, and the toast says `text`. The
   * toast is looked for from before the drive: the drive answers once its transaction commits, which
   * can be after the push, and a toast is shown for 5 s only.
   */
  async function driveAndSeeWarning(equity: number, level: number, text: RegExp): Promise<void> {
    const shown = toasts(page)
      .getByText(text)
      .waitFor({ timeout: 15000 })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    await driveEquity(admin.request, mt5AccountId, equity);
    await expect
      .poll(() => warnings.map(({ data }) => data.level), { timeout: 15000, message: 'the risk_warning pushed' })
      .toContain(level);
    const missed = await shown;
    if (missed) throw missed;
  }

  beforeAll(async () => {
    browser = await openBrowser();
    traderContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await traderContext.newPage();
    admin = await adminContext.newPage();
    warnings = recordPushes(page, 'risk_warning');
    userId = await registerTrader(page.request, trader);
    await signInAdmin(admin);
    mt5AccountId = await linkFreeMt5Account(admin.request, userId, '10000');
    // Above the deposit: the simulator's equity keeps walking (a few tenths of a percent a minute)
    // from where it is driven, and from here the walk does not reach a loss.
    await driveEquity(admin.request, mt5AccountId, 10200);
    await signInTrader(page, trader);
    // Whether risk has locked the account to the seeded pack yet ('instant-funding/1') or judges it by
    // the configured rule set ('instant-funding'), the rules are the same.
    await objectivesIn(page.request, 'instant-funding');
  });

  afterAll(async () => {
    // No active breach and no taken simulator account left behind for the other specs.
    if (admin) {
      const listed = await admin.request.get(`${baseUrl()}/api/admin/drawdown-breaches`);
      const breaches = listed.ok() ? ((await listed.json()) as { id: string; mt5AccountId: string }[]) : [];
      for (const breach of breaches.filter((candidate) => candidate.mt5AccountId === mt5AccountId)) {
        await admin.request.post(`${baseUrl()}/api/admin/resolve-breach`, { data: { breachId: breach.id } });
      }
      await admin.request.post(`${baseUrl()}/api/admin/unlink-mt5`, { data: { userId } });
    }
    await traderContext?.close();
    await adminContext?.close();
    await browser?.close();
  });

  it('lists every rule of the pack as OK on a fresh account, with the loss used of its limit', async () => {
    await card().getByText('Instant Funding · Funded').waitFor({ timeout: 15000 });
    const loss = row('Maximum loss');
    await loss.getByText('OK', { exact: true }).waitFor({ timeout: 15000 });
    await loss.getByText('0.0% of 5%').waitFor();
    const bar = loss.getByRole('progressbar', { name: 'Maximum loss used' });
    expect(await bar.getAttribute('aria-valuemax')).toBe('5');
    expect(await bar.getAttribute('aria-valuenow')).toBe('0');
    expect(await bar.getAttribute('aria-valuetext')).toBe('0.0% of 5%');
    await row('Expert advisors').getByText('No deals').waitFor();
    await row('Expert advisors').getByText('OK', { exact: true }).waitFor();
    await row('Leverage')
      .getByText(/^1:\d+, at most 1:30$/)
      .waitFor();
    expect(await card().getByRole('listitem').count()).toBe(3);
    // A funded account has no targets, so nothing says what it takes.
    expect(
      await card()
        .getByText(/more profit|more trading day/)
        .count(),
    ).toBe(0);
    await shot(page, 'programs-objectives-01-ok-1280');

    await page.setViewportSize({ width: 375, height: 812 });
    await card().scrollIntoViewIfNeeded();
    await expectNoSideScroll(page);
    await shot(page, 'programs-objectives-02-ok-375');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('toasts the trader at 80% of the loss limit, and the card turns to Warning', async () => {
    // 4.24% below the deposit: 85% of the 5% allowed, in the middle of the 80% level, so the walk
    // that follows neither leaves it nor reaches 90% while the card is read. The toast's figure is
    // the one risk saw on the update that crossed the level (4.24, or a little more as the equity walks).
    await driveAndSeeWarning(9576, 80, /^Maximum loss at 80% of its limit \(4\.2\d?% of 5%\)$/);
    await shot(page, 'programs-objectives-03-warning-toast');
    const loss = row('Maximum loss');
    // The equity walks on after the drive: on a slow machine it may leave the 80% band before the
    // card is read, so each look first puts it back at 85% (a level reached again raises nothing new).
    await expect
      .poll(
        async () => {
          await driveEquity(admin.request, mt5AccountId, 9576);
          return loss.getByText('Warning', { exact: true }).isVisible();
        },
        { timeout: 20000, interval: 2500 },
      )
      .toBe(true);
    await loss.getByText(/^4\.\d\d?% of 5%$/).waitFor();
    await shot(page, 'programs-objectives-04-warning-card');
  });

  it('toasts again at 90%, and the 80% warning is not repeated', async () => {
    await toasts(page)
      .getByText(/at 80% of its limit/)
      .waitFor({ state: 'detached', timeout: 15000 });
    // 4.55%: 91% of the limit.
    await driveAndSeeWarning(9545, 90, /^Maximum loss at 90% of its limit \(4\.[5-9]\d?% of 5%\)$/);
    expect(
      await toasts(page)
        .getByText(/at 80% of its limit/)
        .count(),
    ).toBe(0);
  });

  it('shows the breach past 5%: Breached, the loss bar full', async () => {
    await driveEquity(admin.request, mt5AccountId, 9450);
    const loss = row('Maximum loss');
    await loss.getByText('Breached', { exact: true }).waitFor({ timeout: 20000 });
    await loss.getByText(/^5\.\d\d?% of 5%$/).waitFor();
    expect(await loss.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('5');
    await page.getByRole('group', { name: 'Account Health' }).getByText('Account Breached').waitFor({ timeout: 15000 });
    await shot(page, 'programs-objectives-05-breached-1280');

    await page.setViewportSize({ width: 375, height: 812 });
    await card().scrollIntoViewIfNeeded();
    await expectNoSideScroll(page);
    await shot(page, 'programs-objectives-06-breached-375');
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
