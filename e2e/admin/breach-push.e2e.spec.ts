import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openBrowser, type ReceivedPush, recordPushes, screenshot } from '../browser.ts';
import { linkFreeMt5Account, newTrader, registerTrader } from '../trader.ts';
import { signInAdmin } from '../admin-session.ts';

const BREACHES_PATH = '/api/admin/drawdown-breaches';
/** How long after a push its read may reach the network, on a busy machine. */
const PUSH_TO_READ_MS = 1000;

/**
 * The admin breach panel shows a new breach from the `breach_update` push, not from its poll: once
 * the panel has loaded, the page's timers are frozen (no poll can fire), and the breach still appears,
 * read after the push reached the page. Its speed is for a bench to measure (bench/ws-fanout): on
 * the clustered platform of a busy two-core machine the read and render took 1,154 ms once.
 */
describe('the admin breach panel receives a new breach through /ws', () => {
  let browser: Browser;
  let page: Page;
  const trader = newTrader();
  const fullName = `${trader.firstName} ${trader.lastName}`;
  let mt5AccountId = '';
  /**
   * When the page asked for the breaches list, and every breach_update it was pushed: other specs'
   * breaches reach every admin and each reads the list once.
   */
  const listReads: number[] = [];
  let breachPushes: ReceivedPush[] = [];

  beforeAll(async () => {
    browser = await openBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const userId = await registerTrader(page.request, trader);

    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname === BREACHES_PATH) listReads.push(Date.now());
    });
    breachPushes = recordPushes(page, 'breach_update');
    // The page's clock is fake from the start, so its timers (SWR's polls) can be frozen later.
    await page.clock.install();

    await signInAdmin(page);

    // The admin session of this context links the trader to a free MT5 account with 25,000.
    mt5AccountId = await linkFreeMt5Account(page.request, userId, '25000');
  });

  afterAll(async () => {
    // Leave no active breach behind for the specs that expect an empty breaches panel.
    if (page) {
      const listed = await page.request.get(`${baseUrl()}${BREACHES_PATH}`);
      const breaches = listed.ok() ? ((await listed.json()) as { id: string; mt5AccountId: string }[]) : [];
      for (const breach of breaches.filter((candidate) => candidate.mt5AccountId === mt5AccountId)) {
        await page.request.post(`${baseUrl()}/api/admin/resolve-breach`, { data: { breachId: breach.id } });
      }
    }
    await browser?.close();
  });

  it('shows the breach from its push while no poll runs', async () => {
    const panel = page.locator('[aria-labelledby="breaches-title"]');
    await panel.getByText(/active (breach|breaches) · live/).waitFor({ timeout: 10000 });
    expect(listReads.length).toBeGreaterThan(0);

    // Freeze the page's timers: from here on no poll can read the list.
    await page.clock.pauseAt(Date.now() + 1000);
    await page.waitForTimeout(500);
    const readsWhenFrozen = listReads.length;
    await page.waitForTimeout(2500);
    // A read while frozen is a poll unless a push (of any account: the specs run side by side) came
    // just before it.
    const polls = listReads
      .slice(readsWhenFrozen)
      .filter((readAt) => !breachPushes.some(({ at }) => at <= readAt && readAt - at < PUSH_TO_READ_MS));
    expect(polls, 'the panel still polls with its timers frozen').toEqual([]);

    const driven = await page.request.post(
      `${baseUrl()}/api/admin/mt5-accounts/${encodeURIComponent(mt5AccountId)}/equity`,
      { data: { equity: 23600 } },
    );
    expect(driven.ok()).toBe(true);

    const item = page
      .getByRole('list', { name: 'Active drawdown breaches' })
      .getByRole('listitem', { name: `Breach of ${fullName}` });
    await item.waitFor({ timeout: 20000 });
    await item.getByText(trader.email).waitFor();
    await item.getByText('5.60% drawdown').waitFor();

    const pushedAt = breachPushes.find(({ data }) => data.mt5AccountId === mt5AccountId)?.at;
    expect(pushedAt, 'no breach_update of the account reached the page').toBeDefined();
    // With the timers frozen, the read that brought the breach was the push's.
    const pushReads = listReads.slice(readsWhenFrozen).filter((readAt) => readAt >= (pushedAt ?? 0));
    expect(pushReads.length).toBeGreaterThan(0);
    await screenshot(page, 'admin-breach-push-01-shown');
  });
});
