import { readFileSync } from 'node:fs';
import { type BrowserServer, chromium } from 'playwright-core';

const EXECUTABLE = '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];

/**
 * What this Chromium's headless window loads beside every new context's page, which no test uses:
 * the address bar's suggestions popup, two WebUI pages preloaded into a renderer of their own. A
 * new context and its page cost 2.1 s of CPU with them and 0.6 s without (five of each, twice).
 */
const UNUSED_WINDOW_PARTS = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'PreloadTopChromeWebUI'];

/**
 * Debian's Chromium, headless, with nothing that reaches beyond this machine, started once for the
 * whole run: every spec connects to it (browser.ts) instead of launching a browser of its own. A
 * launch and a close cost each of the 47 files seconds of two busy cores; a connection costs
 * milliseconds. Each spec still works in contexts of its own, closed when it disconnects.
 */
export async function startChromiumServer(): Promise<BrowserServer> {
  const disabled = [...(await playwrightsDisabledFeatures()), ...UNUSED_WINDOW_PARTS];
  return chromium.launchServer({
    executablePath: EXECUTABLE,
    headless: true,
    args: [...ARGS, `--disable-features=${disabled.join(',')}`],
  });
}

/**
 * The features Playwright disables itself. Chromium reads only the last `--disable-features` it is
 * given, so ours must name them too: read from the command line of a browser started to show them,
 * they follow Playwright's upgrades.
 */
async function playwrightsDisabledFeatures(): Promise<string[]> {
  const probe = await chromium.launchServer({ executablePath: EXECUTABLE, headless: true, args: ARGS });
  try {
    // Debian's /usr/bin/chromium is a script that execs the browser: the process is the browser.
    const args = readFileSync(`/proc/${probe.process().pid}/cmdline`, 'utf8').split('\0');
    const features = args.findLast((arg) => arg.startsWith('--disable-features='));
    return features ? features.slice('--disable-features='.length).split(',').filter(Boolean) : [];
  } finally {
    await probe.close();
  }
}
