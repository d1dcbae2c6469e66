import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyOf, moneyText } from '../packages/contracts/src/money.ts';
import type { Position } from '../packages/contracts/src/trading.ts';
import { addDays, instantAt, localDateOf } from '../packages/service-kit/src/time-zone.ts';
import { formatPercent, formatSignedMoney } from '../packages/ui/src/journal/journal-format.ts';
import { isMarketOpen } from '../services/accounts/src/mt5/simulator/trading/market-hours.ts';
import { SYMBOLS } from '../services/accounts/src/mt5/simulator/trading/symbols.ts';
import { signInAdmin } from './admin-session.ts';
import { baseUrl, downloaded, expectNoSideScroll, openBrowser, screenshot } from './browser.ts';
import { type CsvRow, parseCsv } from './csv.ts';
import { linkFreeMt5Account, newTrader, registerTrader, signInTrader } from './trader.ts';

/** The firm's zone (FIRM_TIME_ZONE's default): the journal's days and date filters are its dates. */
const FIRM_ZONE = 'Europe/Amsterdam';
const SYMBOL = 'BTCUSD';
/** One live trade, then enough for two pages of ten. */
const TRADES = 12;
/**
 * What the admin does reaches the journal once the accounts service has read the account: at once on
 * the simulator's hint, or at its next periodic read (TRADING_POLL_MS, 30 s) when the hint came while
 * a read was under way.
 */
const INGESTED_MS = 40_000;
/**
 * The trades close on the platform's clock, which every spec shares and so stays real, yet their
 * trading day, the day the page marks as today and `today` here must be one date in the firm's zone:
 * a file that could run into the firm's midnight waits for it to pass first. From the file's start
 * to its last look at a day (the calendar test) took 66 s here beside another spec; ten minutes
 * leave room for a slower machine and for ingestions that wait for the 30 s periodic read.
 */
const SAME_DAY_MS = 10 * 60_000;

const dateIn = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: FIRM_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
const nextDate = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Waits for the firm's next midnight when it is nearer than `ms`. */
async function clearOfMidnight(ms: number): Promise<void> {
  const now = Date.now();
  const untilMidnight = instantAt(addDays(localDateOf(now, FIRM_ZONE), 1), 0, FIRM_ZONE).getTime() - now;
  if (untilMidnight < ms) await new Promise((resolve) => setTimeout(resolve, untilMidnight + 1000));
}

/**
 * The trading journal of a linked trader, fed through the simulator's control: the admin opens and
 * closes BTCUSD positions (its market never closes) and moves its price so trades win and lose.
 */
describe('the trading journal of a linked trader, and the same journal in the back office', () => {
  let browser: Browser;
  let traderContext: BrowserContext;
  let adminContext: BrowserContext;
  let page: Page;
  let adminPage: Page;
  let admin: APIRequestContext;
  let userId = '';
  let mt5AccountId = '';
  const person = newTrader();
  /** Position ids in the order they closed. */
  const closed: string[] = [];
  let today = '';

  const control = (path: string) => `${baseUrl()}/api/admin/mt5-accounts/${encodeURIComponent(mt5AccountId)}${path}`;

  async function openPosition(symbol: string, type: 'BUY' | 'SELL'): Promise<Position> {
    const opened = await admin.post(control('/positions'), { data: { symbol, type, volume: 0.1 } });
    expect(opened.status(), await opened.text()).toBe(201);
    return (await opened.json()) as Position;
  }

  async function closePosition(id: string): Promise<void> {
    const closing = await admin.delete(control(`/positions/${encodeURIComponent(id)}`));
    expect(closing.status(), await closing.text()).toBe(204);
    closed.push(id);
  }

  async function movePrice(symbol: string, price: number): Promise<void> {
    const moved = await admin.post(`${baseUrl()}/api/admin/mt5-prices`, { data: { symbol, price } });
    expect(moved.status(), await moved.text()).toBe(204);
  }

  const card = (target: Page, name: string) => target.getByRole('region', { name, exact: true });
  const figure = (target: Page, name: string) => target.getByRole('group', { name, exact: true });
  const tradeRows = (target: Page) => card(target, 'Closed Trades').locator('[data-position-id]');
  const rowIds = async (rows: Locator) =>
    Promise.all((await rows.all()).map((row) => row.getAttribute('data-position-id')));
  const rowOf = (target: Page, name: string, positionId: string) =>
    card(target, name).locator(`[data-position-id="${positionId}"]`);

  /** The floating profit an open position's row shows, as a number. */
  async function shownProfit(positionId: string): Promise<number> {
    const text = (await rowOf(page, 'Open Positions', positionId).locator('td').last().textContent()) ?? '';
    return Number(text.replace(/[^\d.-]/g, ''));
  }

  /**
   * Opens a BUY, moves the price from its open price (`gain` decides whether the trade wins) and
   * closes it, each step seen on the trader's page without a reload before the next is taken: the
   * ingestion reads an account when the simulator hints at activity, and a hint that comes while a
   * read is under way waits for the next periodic read.
   */
  async function roundTrip(symbol: string, gain: boolean): Promise<void> {
    const position = await openPosition(symbol, 'BUY');
    await rowOf(page, 'Open Positions', position.id).waitFor({ timeout: INGESTED_MS });
    await movePrice(symbol, position.openPrice + (gain ? 2000 : -1000));
    await expect
      .poll(() => shownProfit(position.id), { timeout: INGESTED_MS })
      .toSatisfy((profit: number) => (gain ? profit > 100 : profit < -50));
    await closePosition(position.id);
    await rowOf(page, 'Closed Trades', position.id).waitFor({ timeout: INGESTED_MS });
  }

  async function downloadCsv(target: Page): Promise<CsvRow[]> {
    const [download] = await Promise.all([
      target.waitForEvent('download'),
      card(target, 'Closed Trades').getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^trades-\d{4}-\d{2}-\d{2}\.csv$/);
    return parseCsv((await downloaded(download)).toString('utf8'));
  }

  async function applyFilters(target: Page, filters: { symbol?: string; from?: string; to?: string }) {
    const form = target.getByRole('form', { name: 'Filter closed trades' });
    await form.getByLabel('Symbol').fill(filters.symbol ?? '');
    await form.getByLabel('From').fill(filters.from ?? '');
    await form.getByLabel('To').fill(filters.to ?? '');
    await form.getByRole('button', { name: 'Apply filters' }).click();
  }

  beforeAll(async () => {
    await clearOfMidnight(SAME_DAY_MS);
    today = dateIn(new Date());
    browser = await openBrowser();
    traderContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: FIRM_ZONE });
    adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: FIRM_ZONE });
    page = await traderContext.newPage();
    adminPage = await adminContext.newPage();
    userId = await registerTrader(page.request, person);
    await signInAdmin(adminPage);
    admin = adminPage.request;
    mt5AccountId = await linkFreeMt5Account(admin, userId, '10000');
    await signInTrader(page, person);
  }, SAME_DAY_MS + 120_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('is the sidebar entry after Dashboard, and starts with empty states', async () => {
    const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
    expect((await links.allTextContents()).slice(0, 3)).toEqual(['Dashboard', 'Trading Journal', 'Buy Account']);
    await links.getByText('Trading Journal').click();
    await page.waitForURL(/\/trading-journal$/);
    await page.getByRole('heading', { level: 1, name: 'Trading Journal' }).waitFor();
    await card(page, 'Statistics').getByText('No closed trades yet').waitFor({ timeout: 15000 });
    await card(page, 'Open Positions').getByText('No open positions').waitFor();
    await card(page, 'Closed Trades').getByText('No closed trades yet').waitFor();
  });

  it('shows a position the admin opens without a reload, and moves it to the closed trades when closed', {
    timeout: 180_000,
  }, async () => {
    const position = await openPosition(SYMBOL, 'BUY');
    const row = rowOf(page, 'Open Positions', position.id);
    await row.waitFor({ timeout: INGESTED_MS });
    expect(await row.textContent()).toContain(SYMBOL);
    await row.getByText('Buy', { exact: true }).waitFor();
    await screenshot(page, 'trading-journal-01-open-position');

    // The profit follows the price: the row is read again as the account's figures move.
    await movePrice(SYMBOL, position.openPrice + 1000);
    await expect.poll(() => shownProfit(position.id), { timeout: INGESTED_MS }).toBeGreaterThan(50);
    await closePosition(position.id);
    await row.waitFor({ state: 'detached', timeout: INGESTED_MS });
    await tradeRows(page).first().waitFor({ timeout: INGESTED_MS });
    expect(await rowIds(tradeRows(page))).toEqual([position.id]);
    await figure(page, 'Closed trades').getByText('1', { exact: true }).waitFor({ timeout: INGESTED_MS });
  });

  it('lists closed trades newest first, with statistics, calendar and CSV that agree with them', {
    timeout: 600_000,
  }, async () => {
    for (let index = 1; index < TRADES; index += 1) await roundTrip(SYMBOL, index % 3 !== 0);
    expect(await tradeRows(page).count()).toBe(TRADES);
    expect(await rowIds(tradeRows(page))).toEqual([...closed].reverse());

    const rows = await downloadCsv(page);
    expect(rows.map((row) => row.positionId)).toEqual(await rowIds(tradeRows(page)));
    expect(new Set(rows.map((row) => row.symbol))).toEqual(new Set([SYMBOL]));

    const nets = rows.map((row) => moneyOf(row.netProfit ?? ''));
    const wins = nets.filter((net) => net > 0n).length;
    const losses = nets.filter((net) => net < 0n).length;
    expect(wins).toBeGreaterThan(0);
    expect(losses).toBeGreaterThan(0);
    const net = moneyText(nets.reduce((sum, value) => sum + value, 0n));
    await figure(page, 'Closed trades').getByText(String(TRADES), { exact: true }).waitFor({ timeout: 10000 });
    await figure(page, 'Closed trades')
      .getByText(`${wins} wins, ${losses} ${losses === 1 ? 'loss' : 'losses'}`)
      .waitFor();
    await figure(page, 'Win rate')
      .getByText(formatPercent(Math.round((wins / TRADES) * 10000) / 100), { exact: true })
      .waitFor();
    await figure(page, 'Net profit').getByText(formatSignedMoney(net, 'USD'), { exact: true }).waitFor();
    await figure(page, 'Lots traded')
      .getByText((TRADES * 0.1).toFixed(2), { exact: true })
      .waitFor();
    await figure(page, 'Trading days').getByText('1', { exact: true }).waitFor();

    const day = card(page, 'Daily Results').locator('[aria-current="date"]');
    await day.getByText(`${TRADES} trades`).waitFor({ timeout: 10000 });
    await day.getByText(formatSignedMoney(net, 'USD')).waitFor();
    await day.getByText(`${(TRADES * 0.1).toFixed(2)} lots`).waitFor();
    await screenshot(page, 'trading-journal-02-trades-1280');
  });

  it('explains each statistic on hover and on keyboard focus', async () => {
    await page.getByRole('button', { name: 'Win rate', exact: true }).hover();
    await page
      .getByRole('tooltip')
      .getByText(/share of closed trades that ended with a positive/)
      .waitFor();
    await page.mouse.move(0, 0);
    await page.getByRole('tooltip').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Win rate', exact: true }).focus();
    await page.keyboard.press('Tab');
    const profitFactor = page.getByRole('button', { name: 'Profit factor', exact: true });
    await expect.poll(() => profitFactor.evaluate((element) => element === document.activeElement)).toBe(true);
    const tip = page.getByRole('tooltip');
    await tip.getByText(/Gross profit divided by gross loss/).waitFor();
    expect(await profitFactor.getAttribute('aria-describedby')).toBe(await tip.getAttribute('id'));
    await page.keyboard.press('Escape');
  });

  it('pages through the trades with the cursor, ten at a time', async () => {
    const perPage = card(page, 'Closed Trades').getByLabel('Trades per page');
    await perPage.selectOption('10');
    await expect.poll(() => tradeRows(page).count(), { timeout: 10000 }).toBe(10);
    expect(await rowIds(tradeRows(page))).toEqual([...closed].reverse().slice(0, 10));
    await card(page, 'Closed Trades').getByText('10 trades shown').waitFor();
    await card(page, 'Closed Trades').getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => tradeRows(page).count(), { timeout: 10000 }).toBe(TRADES);
    expect(await rowIds(tradeRows(page))).toEqual([...closed].reverse());
    await card(page, 'Closed Trades').getByText(`${TRADES} trades shown, the whole list`).waitFor();
    expect(await card(page, 'Closed Trades').getByRole('button', { name: 'Load more' }).count()).toBe(0);
    expect((await downloadCsv(page)).length).toBe(TRADES);
    await perPage.selectOption('25');
  });

  it('filters by symbol and by dates, and exports exactly the rows listed', { timeout: 120_000 }, async () => {
    let other: string | null = null;
    // EURUSD closes at weekends; when its market stays open until the trade is closed, a trade of it
    // shows the filter telling symbols apart (one opened in the seconds before Friday's close could not
    // be closed: the close waits for the page to show it open).
    const now = Date.now();
    if (isMarketOpen(SYMBOLS.EURUSD, now) && isMarketOpen(SYMBOLS.EURUSD, now + 2 * INGESTED_MS)) {
      other = (await openPosition('EURUSD', 'SELL')).id;
      await rowOf(page, 'Open Positions', other).waitFor({ timeout: INGESTED_MS });
      await closePosition(other);
      await rowOf(page, 'Closed Trades', other).waitFor({ timeout: INGESTED_MS });
    }
    const all = other ? TRADES + 1 : TRADES;

    await applyFilters(page, { symbol: SYMBOL.toLowerCase() });
    await expect.poll(() => tradeRows(page).count(), { timeout: 10000 }).toBe(TRADES);
    const listed = await rowIds(tradeRows(page));
    const exported = await downloadCsv(page);
    expect(exported.map((row) => row.positionId)).toEqual(listed);
    expect(new Set(exported.map((row) => row.symbol))).toEqual(new Set([SYMBOL]));

    await applyFilters(page, { symbol: 'XAUUSD' });
    await card(page, 'Closed Trades').getByText('No trades match these filters').waitFor({ timeout: 10000 });
    expect(await downloadCsv(page)).toEqual([]);

    await applyFilters(page, { from: today, to: today });
    await expect.poll(() => tradeRows(page).count(), { timeout: 10000 }).toBe(all);
    expect((await downloadCsv(page)).length).toBe(all);

    await applyFilters(page, { from: nextDate(today) });
    await card(page, 'Closed Trades').getByText('No trades match these filters').waitFor({ timeout: 10000 });
    expect(await downloadCsv(page)).toEqual([]);

    await card(page, 'Closed Trades').getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => tradeRows(page).count(), { timeout: 10000 }).toBe(all);
  });

  it('moves the calendar between months and the chart between its ranges', { timeout: 180_000 }, async () => {
    const calendar = card(page, 'Daily Results');
    const month = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    const shown = (date: string) => month.format(new Date(`${date}T00:00:00Z`));
    await calendar.getByText(shown(today), { exact: true }).waitFor();
    await calendar.getByRole('button', { name: 'Previous month' }).click();
    await calendar.getByText(/^No trades closed in /).waitFor({ timeout: 10000 });
    await calendar.getByRole('button', { name: 'Next month' }).click();
    await calendar
      .locator('[aria-current="date"]')
      .getByText(/\d+ trades/)
      .waitFor({ timeout: 10000 });

    const chart = card(page, 'Balance & Equity');
    const caption = () => chart.locator('figcaption').textContent();
    // The account may have been another trader's earlier in the run (the first free one is taken):
    // its chart then starts at that holder's unlinking, from the first whole minute after it, so it
    // can be empty until that minute is written (EQUITY_HISTORY_FLUSH_MS) and read again (10 s).
    // Every range reads the same minutes then, so once one shows a range, each does.
    await expect.poll(caption, { timeout: 90_000 }).toMatch(/Over the last month equity ranged from/);
    const ranges = chart.getByRole('group', { name: 'Chart range' });
    for (const [button, span] of [
      ['1D', 'the last day'],
      ['1W', 'the last week'],
      ['All', 'the life of the account'],
      ['1M', 'the last month'],
    ] as const) {
      await ranges.getByRole('button', { name: button, exact: true }).click();
      expect(await ranges.getByRole('button', { name: button, exact: true }).getAttribute('aria-pressed')).toBe('true');
      await expect.poll(caption, { timeout: 15000 }).toMatch(new RegExp(`Over ${span} equity ranged from`));
    }
    // The picture: the lazily loaded chart draws its canvases inside a box hidden from assistive technology.
    const box = chart.locator('[aria-hidden="true"]').filter({ has: page.locator('canvas') });
    await box.waitFor({ timeout: 10000 });
    expect(await box.locator('a, button, [tabindex]').count()).toBe(0);
    await screenshot(page, 'trading-journal-03-calendar-chart');
  });

  it('fits a 375 px screen, its tables as stacked cards', { timeout: 120_000 }, async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('list', { name: 'Closed trades list' }).waitFor();
    await expect
      .poll(() => page.getByRole('list', { name: 'Closed trades list' }).getByRole('listitem').count())
      .toBeGreaterThanOrEqual(TRADES);
    await page.getByRole('list', { name: /^Trading days of / }).waitFor();
    await expectNoSideScroll(page);
    await screenshot(page, 'trading-journal-04-mobile');

    const position = await openPosition(SYMBOL, 'SELL');
    await page
      .getByRole('list', { name: 'Open positions list' })
      .locator(`[data-position-id="${position.id}"]`)
      .waitFor({ timeout: INGESTED_MS });
    await expectNoSideScroll(page);
    await screenshot(page, 'trading-journal-05-mobile-position');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('puts the lifetime chart on the dashboard in place of the session chart', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { name: `Welcome back, ${person.firstName}!` }).waitFor();
    const chart = card(page, 'Balance & Equity');
    await chart.getByRole('button', { name: '1D', exact: true, pressed: true }).waitFor({ timeout: 10000 });
    await chart.getByText(/^Latest balance \$[\d,.]+, equity/).waitFor({ timeout: 15000 });
    expect(await page.getByText('Equity this session').count()).toBe(0);
  });

  it('shows the admin the same journal on the user’s page, with its CSV', { timeout: 120_000 }, async () => {
    await adminPage.goto(`${baseUrl()}/admin/users/${userId}`);
    const journal = adminPage.getByRole('region', { name: 'Trading journal', exact: true });
    await journal.waitFor();
    await journal.getByRole('heading', { level: 3, name: 'Statistics' }).waitFor();
    const all = await (await page.request.get(`${baseUrl()}/api/account/trades?limit=200`)).json();
    const traderIds = (all as { trades: { positionId: string }[] }).trades.map((trade) => trade.positionId);
    await expect.poll(() => tradeRows(adminPage).count(), { timeout: 15000 }).toBe(traderIds.length);
    expect(await rowIds(tradeRows(adminPage))).toEqual(traderIds);
    await figure(adminPage, 'Closed trades').getByText(String(traderIds.length), { exact: true }).waitFor();
    expect((await downloadCsv(adminPage)).map((row) => row.positionId)).toEqual(traderIds);

    // A position opened now appears within the page's 2 s reading, beside those the trader has open.
    const position = await openPosition(SYMBOL, 'BUY');
    await rowOf(adminPage, 'Open Positions', position.id).waitFor({ timeout: INGESTED_MS });
    const open = (await (await page.request.get(`${baseUrl()}/api/account/positions`)).json()) as Position[];
    expect(await card(adminPage, 'Open Positions').locator('[data-position-id]').count()).toBe(open.length);
    await screenshot(adminPage, 'trading-journal-06-admin-1280');

    await adminPage.setViewportSize({ width: 375, height: 800 });
    await adminPage.getByRole('list', { name: 'Closed trades list' }).waitFor();
    await expectNoSideScroll(adminPage);
    await screenshot(adminPage, 'trading-journal-07-admin-375');
  });
});
