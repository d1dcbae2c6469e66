import { type BrowserServer, chromium } from 'playwright-core';

/**
 * Debian's Chromium, headless, with nothing that reaches beyond this machine, started once for the
 * whole run: every spec connects to it (browser.ts) instead of launching a browser of its own. A
 * launch and a close cost each of the 47 files seconds of two busy cores; a connection costs
 * milliseconds. Each spec still works in contexts of its own, closed when it disconnects.
 */
export function startChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
}
