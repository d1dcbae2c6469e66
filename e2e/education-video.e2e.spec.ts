import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openBrowser, screenshot } from './browser.ts';
import { newTrader, registerTrader } from './trader.ts';

const VIDEO_TITLE = 'Monthly €10K+ Giveaway: Win Trading Capital';
const MP4 = '/videos/monthly-giveaway.mp4';
const WEBM = '/videos/monthly-giveaway.webm';
/** The spec's declared types, MP4 first, then the WebM fallback every current browser plays. */
const DECLARED = [
  { src: MP4, type: 'video/mp4' },
  { src: MP4, type: 'video/quicktime' },
  { src: MP4, type: 'video/mov' },
  { src: WEBM, type: 'video/webm' },
];

/** '12:45' in seconds. */
function seconds(duration: string): number {
  const [minutes, rest] = duration.split(':');
  return Number(minutes) * 60 + Number(rest);
}

/** The duration the browser reads from a file's metadata, in a detached <video>; NaN if it cannot play it. */
function fileDuration(page: Page, src: string): Promise<number> {
  return page.evaluate(
    (url) =>
      new Promise<number>((resolve) => {
        const video = document.createElement('video');
        video.preload = 'metadata';
        video.muted = true;
        video.onloadedmetadata = () => resolve(video.duration);
        video.onerror = () => resolve(Number.NaN);
        video.src = url;
      }),
    src,
  );
}

describe('the education video: the spec source types, MP4 first, and a file as long as its card', () => {
  let browser: Browser;
  let page: Page;

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

  it('serves both files: an MP4 and a WebM', async () => {
    for (const [path, type] of [
      [MP4, 'video/mp4'],
      [WEBM, 'video/webm'],
    ]) {
      const file = await page.request.get(`${baseUrl()}${path}`);
      expect(file.status(), path).toBe(200);
      expect(file.headers()['content-type'], path).toBe(type);
      // A real sample, kept small: it is committed with the app.
      const size = (await file.body()).byteLength;
      expect(size, path).toBeGreaterThan(10_000);
      expect(size, path).toBeLessThan(2_000_000);
    }
  });

  it('declares the sources in order, MP4 first, and plays the first one the browser accepts, for as long as the card says', async () => {
    await page.goto(`${baseUrl()}/education`);
    const card = page.getByRole('article', { name: VIDEO_TITLE });
    await card.getByText('12:45', { exact: true }).waitFor({ timeout: 15000 });
    const cardSeconds = seconds('12:45');
    expect(cardSeconds).toBe(765);

    await card.getByRole('button', { name: 'Watch Video' }).click();
    const dialog = page.getByRole('dialog', { name: VIDEO_TITLE });
    await dialog.getByText('12:45').waitFor();
    const video = dialog.locator('video');
    await video.waitFor();

    const sources = await video
      .locator('source')
      .evaluateAll((elements) =>
        elements.map((element) => ({ src: element.getAttribute('src'), type: element.getAttribute('type') })),
      );
    expect(sources).toEqual(DECLARED);

    // The browser takes the first source whose type it may play: which one depends on its codecs
    // (a Chromium without H.264 skips the MP4 and plays the WebM).
    const verdicts = await video.evaluate(
      (element: HTMLVideoElement, types: string[]) => types.map((type) => element.canPlayType(type)),
      DECLARED.map((source) => source.type),
    );
    expect(verdicts.at(-1), 'the WebM fallback').not.toBe('');
    const chosen = DECLARED[verdicts.findIndex((verdict) => verdict !== '')];
    if (!chosen) throw new Error('the browser accepts none of the declared types');

    await dialog.getByText('Video laden...').waitFor({ state: 'detached', timeout: 20000 });
    const currentSrc = await video.evaluate((element: HTMLVideoElement) => element.currentSrc);
    expect(new URL(currentSrc).pathname).toBe(chosen.src);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20000 })
      .toBeGreaterThan(0.5);
    const duration = await video.evaluate((element: HTMLVideoElement) => element.duration);
    expect(Math.abs(duration - cardSeconds), `played ${currentSrc}: ${duration} s`).toBeLessThanOrEqual(1);
    await screenshot(page, 'education-video-01-playing');
  });

  it('every file this browser can play is as long as the card says', async () => {
    const files = [...new Set(DECLARED.map((source) => source.src))];
    const playable = await page.evaluate((declared) => {
      const probe = document.createElement('video');
      return declared.filter((source) => probe.canPlayType(source.type) !== '').map((source) => source.src);
    }, DECLARED);
    expect(playable).toContain(WEBM);
    for (const src of files.filter((file) => playable.includes(file))) {
      const duration = await fileDuration(page, src);
      expect(Math.abs(duration - 765), `${src}: ${duration} s`).toBeLessThanOrEqual(1);
    }
  });
});
