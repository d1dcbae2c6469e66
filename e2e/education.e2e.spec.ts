import type { Browser, Page, Request, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openBrowser, screenshot } from './browser.ts';
import { newTrader, registerTrader } from './trader.ts';

/** Every file of the giveaway video: the player offers the mp4 first, then the webm. */
const VIDEO_FILE = '**/videos/monthly-giveaway.{mp4,webm}';
const VIDEO_TITLE = 'Monthly €10K+ Giveaway: Win Trading Capital';
const DUTCH_ERROR = 'Deze video kan niet inline worden afgespeeld.';
const DUTCH_LINK = 'Open de video in een nieuw tabblad';

/**
 * Holds the video file's request until released, so the 'Video laden...' overlay can be seen
 * before the first frame arrives, however fast the machine. Releasing waits for the held requests
 * to be continued before the route goes: a plain unroute would race them, as Playwright itself
 * continues a request whose handler is removed, and the handler's own continue then throws
 * 'Route is already handled!'. This is the page's only route whenever it is released.
 */
async function holdVideo(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(VIDEO_FILE, async (route: Route) => {
    await released;
    await route.continue();
  });
  return {
    release: async () => {
      release();
      // Bounded: waiting on the held requests has no timeout of its own.
      let timer: ReturnType<typeof setTimeout> | undefined;
      const stuck = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('the held video requests were not continued within 10 s')), 10_000);
      });
      try {
        await Promise.race([page.unrouteAll({ behavior: 'wait' }), stuck]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

describe('the Trading Education page: stats, filter and the giveaway video in its player', () => {
  let browser: Browser;
  let page: Page;
  const apiCalls: string[] = [];
  const recordApiCall = (request: Request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
  };

  beforeAll(async () => {
    browser = await openBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const trader = newTrader();
    await registerTrader(page.request, trader);
    const login = await page.request.post(`${baseUrl()}/api/login`, {
      data: { email: trader.email, password: trader.password },
    });
    expect(login.status()).toBe(200);
  });
  afterAll(() => browser?.close());

  it('shows the title, the subtitle and the four stat cards, and the page itself calls no server', async () => {
    await page.goto(`${baseUrl()}/education`);
    await page.getByRole('heading', { name: 'Trading Education', level: 1 }).waitFor({ timeout: 15000 });
    // From here on everything is the page's own doing: the signed-in user was read while loading.
    page.on('request', recordApiCall);
    await page.getByText('Learn from professional traders and improve your skills').waitFor();
    const stats = { 'Total Videos': '1', Categories: '5', 'Total Views': '18,750', 'Avg Rating': '4.9' };
    for (const [label, value] of Object.entries(stats)) {
      await page.getByRole('group', { name: label }).getByText(value, { exact: true }).waitFor();
    }
    const toggle = page.getByRole('button', { name: 'Close sidebar' });
    await toggle.click();
    await page.getByRole('button', { name: 'Open sidebar' }).click();
    await page.getByRole('button', { name: 'Close sidebar' }).waitFor();
  });

  it('shows the giveaway card with its banner, duration, level, rating, views, category and actions', async () => {
    const card = page.getByRole('article', { name: VIDEO_TITLE });
    for (const text of ['GIVEAWAY', 'LIVE', 'Win Trading Capital!', 'Monthly €10K+ Giveaway Program', '12:45']) {
      await card.getByText(text, { exact: true }).waitFor();
    }
    // The star and '4.9' are shown; ' rating' is there for screen readers, so the text is read as in the player.
    await card.getByText('4.9 rating', { exact: true }).waitFor();
    await card.getByText('18,750 views').waitFor();
    await card.getByText('Beginner', { exact: true }).waitFor();
    await card.getByText('Giveaways', { exact: true }).waitFor();
    expect(await card.getByRole('img').count()).toBe(0);
    const download = card.getByRole('link', { name: `Download ${VIDEO_TITLE}` });
    expect(await download.getAttribute('target')).toBe('_blank');
    const file = await page.request.get(new URL((await download.getAttribute('href')) ?? '', baseUrl()).href);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('video/webm');
    expect((await file.body()).byteLength).toBeGreaterThan(10_000);
    await screenshot(page, 'education-01-library');
  });

  it('filters the cards by category; All shows everything', async () => {
    const filters = page.getByRole('group', { name: 'Video categories' });
    const card = page.getByRole('article', { name: VIDEO_TITLE });
    await filters.getByRole('button', { name: 'Trading Basics' }).click();
    expect(await filters.getByRole('button', { name: 'Trading Basics' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByText('No videos in this category yet').waitFor();
    await card.waitFor({ state: 'detached' });
    await screenshot(page, 'education-02-filtered-empty');
    await filters.getByRole('button', { name: 'Giveaways' }).click();
    await card.waitFor();
    await filters.getByRole('button', { name: 'Psychology' }).click();
    await card.waitFor({ state: 'detached' });
    await filters.getByRole('button', { name: 'All' }).click();
    await card.waitFor();
    expect(await filters.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
  });

  it("plays the video: 'Video laden...' until the first frame, then the clip runs", async () => {
    const held = await holdVideo(page);
    await page.getByRole('article', { name: VIDEO_TITLE }).getByRole('button', { name: 'Watch Video' }).click();
    const dialog = page.getByRole('dialog', { name: VIDEO_TITLE });
    const overlay = dialog.getByRole('status').getByText('Video laden...');
    await overlay.waitFor();
    await dialog.getByText('Everything about our monthly giveaway program', { exact: false }).waitFor();
    for (const text of ['12:45', '4.9 rating', '18,750 views']) await dialog.getByText(text).waitFor();
    expect(await dialog.getByRole('link', { name: 'Download Video' }).getAttribute('target')).toBe('_blank');
    await screenshot(page, 'education-03-loading');

    await held.release();
    await overlay.waitFor({ state: 'detached', timeout: 20000 });
    const video = dialog.locator('video');
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20000 })
      .toBeGreaterThan(0.5);
    await screenshot(page, 'education-04-playing');
  });

  it('closing the dialog resets it, and a video that cannot be played gives way to the Dutch message and its link', async () => {
    await page.getByRole('dialog', { name: VIDEO_TITLE }).getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.route(VIDEO_FILE, (route) => route.abort('failed'));
    // A click anywhere on the card opens it, here on its banner's headline. The card's title button
    // is stretched over the whole card, so it is what the pointer hits there: the click goes to the
    // card at the headline's spot, and Playwright still checks the card is what receives it.
    const card = page.getByRole('article', { name: VIDEO_TITLE });
    const cardBox = await card.boundingBox();
    const headlineBox = await card.getByText('Win Trading Capital!', { exact: true }).boundingBox();
    if (!cardBox || !headlineBox) throw new Error('the card or its banner headline has no box');
    await card.click({
      position: {
        x: headlineBox.x - cardBox.x + headlineBox.width / 2,
        y: headlineBox.y - cardBox.y + headlineBox.height / 2,
      },
    });
    const dialog = page.getByRole('dialog', { name: VIDEO_TITLE });
    const fallback = dialog.getByRole('alert');
    await fallback.getByText(DUTCH_ERROR).waitFor({ timeout: 20000 });
    const link = fallback.getByRole('link', { name: DUTCH_LINK });
    expect(await link.getAttribute('href')).toBe('/videos/monthly-giveaway.webm');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await dialog.locator('video').count()).toBe(0);
    await screenshot(page, 'education-05-fallback');
    await page.unroute(VIDEO_FILE);

    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // Focus is back on the card's own button, and the keyboard opens the card again.
    const opener = card.getByRole('button', { name: VIDEO_TITLE, exact: true });
    expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);
    const held = await holdVideo(page);
    await page.keyboard.press('Enter');
    const reopened = page.getByRole('dialog', { name: VIDEO_TITLE });
    await reopened.getByRole('status').getByText('Video laden...').waitFor();
    expect(await reopened.getByText(DUTCH_ERROR).count()).toBe(0);
    await held.release();
    await reopened.getByText('Video laden...').waitFor({ state: 'detached', timeout: 20000 });
    await reopened.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });

  it('made no server call of its own', () => {
    page.off('request', recordApiCall);
    expect(apiCalls).toEqual([]);
  });

  it('fits a 375 px wide screen', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    // The app takes its phone layout when the resize is reported (matchMedia's change event, at the
    // next frame): until then the desktop sidebar still sits beside the content, a state never
    // painted. Below 768 px the sidebar is a closed overlay, so its toggle now offers to open it.
    await page.getByRole('button', { name: 'Open sidebar' }).waitFor();
    await page.getByRole('article', { name: VIDEO_TITLE }).waitFor();
    const { overflow, wide } = await page.evaluate(async () => {
      // Measured in the next frame, the first one painted at this width.
      await new Promise((resolve) => requestAnimationFrame(resolve));
      // The elements reaching past the right edge, named, so a failure says what widens the page.
      const edge = window.innerWidth;
      const wide = Array.from(document.querySelectorAll('body *'))
        .filter((element) => element.getBoundingClientRect().right > edge + 0.5)
        .map((element) => {
          const rect = element.getBoundingClientRect();
          const text = (element.textContent ?? '').trim().slice(0, 40);
          return `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ${Math.round(rect.left)}..${Math.round(rect.right)} ${getComputedStyle(element).position} "${text}"`;
        });
      return { overflow: document.documentElement.scrollWidth - edge, wide };
    });
    expect(overflow, wide.join('\n')).toBeLessThanOrEqual(0);
    await screenshot(page, 'education-06-mobile');
    await page.getByRole('article', { name: VIDEO_TITLE }).getByRole('button', { name: 'Watch Video' }).click();
    await page
      .getByRole('dialog', { name: VIDEO_TITLE })
      .getByText('Video laden...')
      .waitFor({ state: 'detached', timeout: 20000 });
    await screenshot(page, 'education-07-mobile-player');
  });
});
