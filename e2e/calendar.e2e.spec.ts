import type { ListedEconomicEvent } from '../packages/contracts/src/calendar.ts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectNoSideScroll, openBrowser, screenshot } from './browser.ts';
import { newTrader, registerTrader } from './trader.ts';

/** The firm's zone (FIRM_TIME_ZONE's default), where the server's "today" starts; the trader reads there too. */
const TIME_ZONE = 'Europe/Amsterdam';
const localDate = (instant: string | Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(instant),
  );
const localTime = (instant: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));

/** The global setup seeds the sample week onto this week and the next, so today has events whatever the day. */
describe("the economic calendar shows today's events from the seeded sample week", () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await openBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: TIME_ZONE });
    page = await context.newPage();
    const trader = newTrader();
    await registerTrader(page.request, trader);
    const login = await page.request.post(`${baseUrl()}/api/login`, {
      data: { email: trader.email, password: trader.password },
    });
    expect(login.status()).toBe(200);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it("lists today's events with time, importance, country, currency, title, previous, forecast and actual", async () => {
    // The expected events are the page's own read, and its "today" the browser's clock, fixed once the
    // server has answered and before the page shows the list: the server lists from the start of its
    // own day, so the page's day is that one or a later one, never one left out, wherever the firm's
    // midnight falls.
    let pageToday = '';
    await page.route(
      '**/api/economic-events',
      async (route) => {
        const response = await route.fetch();
        const now = new Date();
        await page.clock.setFixedTime(now);
        pageToday = localDate(now);
        await route.fulfill({ response });
      },
      { times: 1 },
    );
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/economic-events'));
    await page.goto(`${baseUrl()}/economic-calendar`);
    const listed = await answered;
    expect(listed.status()).toBe(200);
    const todays = ((await listed.json()) as ListedEconomicEvent[]).filter(
      (event) => localDate(event.time) === pageToday,
    );
    expect(todays.length).toBeGreaterThan(0);
    await page.getByRole('heading', { name: 'Economic Calendar', level: 1 }).waitFor({ timeout: 15000 });
    const today = page.getByRole('list', { name: "Today's events" });
    await today.waitFor({ timeout: 15000 });
    const rows = today.getByRole('listitem');
    expect(await rows.count()).toBe(todays.length);

    const [first] = todays;
    if (!first) throw new Error('no event today');
    const row = rows.first();
    expect(await row.locator('time').textContent()).toBe(localTime(first.time));
    const importance = { HIGH: 'High', MEDIUM: 'Medium', LOW: 'Low' }[first.importance];
    await row.getByText(`${importance} importance`).waitFor();
    for (const text of [first.country, first.currency, first.title]) {
      await row.getByText(text, { exact: true }).first().waitFor();
    }
    const figures = await row.locator('dd').allTextContents();
    expect(figures).toEqual([first.actual, first.forecast, first.previous].map((figure) => figure ?? '—'));

    await page.getByRole('note').getByText('Sample data.').waitFor();
    await page.getByRole('heading', { name: 'Upcoming Events' }).waitFor();
    expect(await page.getByRole('list', { name: /^Events on / }).count()).toBeGreaterThan(0);
    await screenshot(page, 'calendar-01-today');
  });

  it('reads the events again every 60 s', async () => {
    await page.clock.install();
    // Each read is stamped on the page's own (fake) clock when it starts, so the interval between
    // two reads is measured exactly, however long the machine takes between the test's steps.
    await page.addInitScript(() => {
      const reads: number[] = [];
      Object.assign(window, { economicEventReads: reads });
      const original = window.fetch;
      window.fetch = (input, init) => {
        const url = input instanceof Request ? input.url : String(input);
        if (url.endsWith('/api/economic-events')) reads.push(Date.now());
        return original(input, init);
      };
    });
    const reads = () => page.evaluate(() => (window as unknown as { economicEventReads: number[] }).economicEventReads);
    await page.goto(`${baseUrl()}/economic-calendar`);
    await page.getByRole('list', { name: "Today's events" }).waitFor({ timeout: 15000 });
    expect(await reads()).toHaveLength(1);

    // The minute passes with every timer firing in its turn. A jump (fastForward) would fire all the
    // timers it passes at its end, in the order they were made: the refresh, made at mount, would then
    // run before the 2-s de-duplication of the first read ended, and be folded into that read.
    await page.clock.runFor(61_000);
    await expect.poll(async () => (await reads()).length, { timeout: 15000 }).toBeGreaterThanOrEqual(2);
    const [first = 0, second = 0] = await reads();
    // A minute after the first read, however long the steps above took (SWR starts its timer as that
    // read starts, so the two may differ by a few milliseconds either way).
    expect(second - first).toBeGreaterThanOrEqual(59_500);
  });

  it('fits a 375 px wide screen, each event stacking its figures', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${baseUrl()}/economic-calendar`);
    const first = page.getByRole('list', { name: "Today's events" }).getByRole('listitem').first();
    await first.waitFor({ timeout: 15000 });
    await first.getByText('Actual', { exact: true }).waitFor();
    await expectNoSideScroll(page);
    await screenshot(page, 'calendar-02-mobile');
  });
});
