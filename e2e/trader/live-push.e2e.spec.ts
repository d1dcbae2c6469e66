import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { accountsEndpoints } from '../../packages/contracts/src/endpoints/accounts.ts';
import { urlOf } from '../../packages/contracts/src/endpoints/define.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import demo from '../../services/identity/demo-accounts.json' with { type: 'json' };
import { baseUrl, openBrowser, type ReceivedPush, recordPushes, screenshot } from '../browser.ts';
import { linkFreeMt5Account, newTrader, registerTrader, signInTrader } from '../trader.ts';

const ACCOUNT_PATH = urlOf(accountsEndpoints.getAccount);
/** How long the pushes are counted, and how often the admin moves the equity meanwhile. */
const WINDOW_MS = 6000;
const DRIVE_EVERY_MS = 250;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const dollars = (value: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).format(value);

describe("the trader's dashboard follows its figures from /ws pushes, not from a GET per push", () => {
  let browser: Browser;
  let traderContext: BrowserContext;
  let adminContext: BrowserContext;
  let page: Page;
  let admin: APIRequestContext;
  let userId = '';
  let mt5AccountId = '';
  const trader = newTrader();
  /** Every account_update pushed to the page, and every GET of the account it sent, with their times. */
  let accountPushes: ReceivedPush[] = [];
  /** The pushes that carry figures: an equity tick. */
  const pushes = () => accountPushes.filter(({ data }) => data.equity !== undefined);
  const accountGets: number[] = [];

  beforeAll(async () => {
    browser = await openBrowser();
    traderContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await traderContext.newPage();
    userId = await registerTrader(page.request, trader);

    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname === ACCOUNT_PATH) accountGets.push(Date.now());
    });
    accountPushes = recordPushes(page, 'account_update');

    // The admin works from a context of its own, so its session never mixes with the trader's.
    adminContext = await browser.newContext();
    admin = adminContext.request;
    const signedIn = await admin.post(`${baseUrl()}/api/admin/login`, {
      data: { email: demo.SEED_ADMIN_EMAIL, password: demo.SEED_ADMIN_PASSWORD },
    });
    expect(signedIn.status()).toBe(200);
    mt5AccountId = await linkFreeMt5Account(admin, userId, '25000');
  });
  afterAll(async () => {
    // Free the MT5 account again for the specs that look for one.
    await admin?.post(`${baseUrl()}/api/admin/unlink-mt5`, { data: { userId } });
    await traderContext?.close();
    await adminContext?.close();
    await browser?.close();
  });

  /** Moves the equity in profit (never near a drawdown), each move an immediate push. */
  async function driveEquity(equity: number): Promise<void> {
    const driven = await admin.post(`${baseUrl()}/api/admin/mt5-accounts/${encodeURIComponent(mt5AccountId)}/equity`, {
      data: { equity },
    });
    expect(driven.status()).toBeLessThan(300);
  }

  const currentEquity = () => page.getByRole('group', { name: 'Current Equity' });

  it('signs in and shows the live MT5 figures', async () => {
    await signInTrader(page, trader);
    await page.getByRole('group', { name: 'Initial Deposit' }).getByText('€25,000.00').waitFor({ timeout: 10000 });
    await currentEquity()
      .getByText(/\$[\d,]+\.\d\d/)
      .waitFor({ timeout: 10000 });
    await expect.poll(() => pushes().length, { timeout: 10000 }).toBeGreaterThan(0);
  });

  it('sends no GET of the account per push: only the 1 s poll, however many pushes arrive', async () => {
    const start = Date.now();
    let step = 0;
    while (Date.now() - start < WINDOW_MS) {
      await driveEquity(25_100 + (step++ % 20) * 10);
      await sleep(DRIVE_EVERY_MS);
    }
    const end = Date.now();
    const pushed = pushes().filter(({ at }) => at >= start && at <= end).length;
    const gets = accountGets.filter((at) => at >= start && at <= end).length;
    // A GET per push would make at least `pushed` requests; the poll alone makes one a second.
    expect(pushed).toBeGreaterThanOrEqual(WINDOW_MS / 1000 + 8);
    expect(gets).toBeLessThanOrEqual(Math.ceil((end - start) / 1000) + 1);
    expect(gets).toBeLessThan(pushed / 2);
  });

  it('shows each pushed figure while no GET of the account is answered', async () => {
    // From here on every GET of the account is held unanswered: only the pushes can move the figures.
    await page.route(`**${ACCOUNT_PATH}`, () => undefined);
    const seen = new Set<string>();
    const start = Date.now();
    for (let step = 0; step < 8; step++) {
      await driveEquity(25_500 + step * 37.25);
      await sleep(400);
      seen.add((await currentEquity().textContent()) ?? '');
    }
    expect(seen.size).toBeGreaterThanOrEqual(3);
    await expect
      .poll(async () => {
        const latest = pushes().at(-1);
        const shown = await currentEquity().textContent();
        const figure = latest && dollars(Number(latest.data.equity), String(latest.data.currency));
        return Boolean(latest && figure && latest.at >= start && shown?.includes(figure));
      })
      .toBe(true);
    await screenshot(page, 'live-push-01-figures-from-pushes');
    await page.unroute(`**${ACCOUNT_PATH}`);
  });
});
