import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { type Browser, chromium, type Download, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { watchAdminActions } from './admin-actions.ts';

const SCREENSHOTS = path.resolve(import.meta.dirname, '../test-artifacts/screenshots');

export const baseUrl = () => inject('baseUrl');

/**
 * The run's one Chromium (chromium-server.ts), connected to for this spec; closing the browser
 * closes the spec's contexts and the connection. Every context it opens (newPage opens one too)
 * records the admin changes its pages make, for the audit-log spec.
 */
export async function openBrowser(): Promise<Browser> {
  const browser = await chromium.connect(inject('chromiumEndpoint'));
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    watchAdminActions(context);
    return context;
  };
  return browser;
}

/**
 * The bytes of a file the page downloaded. Read through the connection: the run's one Chromium
 * (chromium-server.ts) keeps downloads where only it can see them, so `download.path()` is refused.
 */
export async function downloaded(download: Download): Promise<Buffer> {
  return buffer(await download.createReadStream());
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/**
 * The page is no wider than its viewport: no sideways scrolling on a phone. Read until the layout
 * has settled after a resize or navigation (a chart takes its width from a ResizeObserver a frame
 * or so later), so a page that stays too wide fails and one caught mid-resize does not.
 */
export async function expectNoSideScroll(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

/** One message a page's /ws socket received: when it came, and its data. */
export interface ReceivedPush {
  at: number;
  data: Record<string, unknown>;
}

/**
 * Records the `type` messages every /ws socket of the page receives, from now on: call it before the
 * page opens its socket. Answers the list, which grows as they come.
 */
export function recordPushes(page: Page, type: string): ReceivedPush[] {
  const received: ReceivedPush[] = [];
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      const text = typeof payload === 'string' ? payload : payload.toString('utf8');
      if (!text.includes(`"${type}"`)) return;
      const message = JSON.parse(text) as { type: string; data: Record<string, unknown> };
      if (message.type === type) received.push({ at: Date.now(), data: message.data });
    });
  });
  return received;
}
