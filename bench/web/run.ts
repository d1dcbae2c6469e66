import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type Browser, chromium } from 'playwright-core';
import { median } from '../lib/percentiles.ts';
import { type BuiltApp, isLazyChunk, jsBeforeRender, readBuild } from './chunks.ts';
import { startStaticServer } from './server.ts';

const { values } = parseArgs({
  options: {
    loads: { type: 'string', default: '5' },
    chromium: { type: 'string', default: '/usr/bin/chromium' },
    'keep-build': { type: 'boolean', default: false },
  },
});

const TARGET_KB = 170;
const loads = Number(values.loads);
const repo = fileURLToPath(new URL('../../', import.meta.url));
const log = (line: string) => console.log(`[web] ${line}`);

type AppName = 'trader' | 'admin';
interface RouteCase {
  app: AppName;
  path: string;
  signedIn: boolean;
  /** the route's component module (manifest key); counted as a lazy chunk when the build splits it out */
  module: string;
  /** text the route's main heading starts with, so a 404 or an error screen is never measured as the route */
  heading: string;
}

/** Every route of both apps (web-trader/src/config/paths.ts, web-admin/src/config/paths.ts). */
const ROUTES: RouteCase[] = [
  { app: 'trader', path: '/', signedIn: false, module: 'src/app/routes/landing.tsx', heading: '' },
  {
    app: 'trader',
    path: '/dashboard',
    signedIn: true,
    module: 'src/app/routes/dashboard.tsx',
    heading: 'Welcome back',
  },
  {
    app: 'trader',
    path: '/trading-journal',
    signedIn: true,
    module: 'src/app/routes/trading-journal.tsx',
    heading: 'Trading Journal',
  },
  { app: 'trader', path: '/purchase', signedIn: true, module: 'src/app/routes/purchase.tsx', heading: 'Buy Account' },
  {
    app: 'trader',
    path: '/economic-calendar',
    signedIn: true,
    module: 'src/app/routes/economic-calendar.tsx',
    heading: 'Economic Calendar',
  },
  {
    app: 'trader',
    path: '/education',
    signedIn: true,
    module: 'src/app/routes/education.tsx',
    heading: 'Trading Education',
  },
  { app: 'trader', path: '/help-desk', signedIn: true, module: 'src/app/routes/help-desk.tsx', heading: 'Help' },
  { app: 'trader', path: '/settings', signedIn: true, module: 'src/app/routes/settings.tsx', heading: 'Account' },
  { app: 'admin', path: '/admin/', signedIn: false, module: 'src/app/routes/sign-in.tsx', heading: 'Admin Sign In' },
  { app: 'admin', path: '/admin/dashboard', signedIn: true, module: 'src/app/routes/dashboard.tsx', heading: 'Admin' },
  { app: 'admin', path: '/admin/kyc', signedIn: true, module: 'src/app/routes/kyc.tsx', heading: 'KYC' },
  {
    app: 'admin',
    path: '/admin/withdrawals',
    signedIn: true,
    module: 'src/app/routes/withdrawals.tsx',
    heading: 'Withdrawal Requests',
  },
  {
    app: 'admin',
    path: '/admin/purchases',
    signedIn: true,
    module: 'src/app/routes/purchases.tsx',
    heading: 'Funding Purchases',
  },
  { app: 'admin', path: '/admin/breaches', signedIn: true, module: 'src/app/routes/dashboard.tsx', heading: 'Admin' },
  {
    app: 'admin',
    path: '/admin/support',
    signedIn: true,
    module: 'src/app/routes/support.tsx',
    heading: 'Support Tickets',
  },
  { app: 'admin', path: '/admin/brevo', signedIn: true, module: 'src/app/routes/brevo.tsx', heading: 'Email' },
  { app: 'admin', path: '/admin/audit', signedIn: true, module: 'src/app/routes/audit-log.tsx', heading: 'Audit Log' },
  { app: 'admin', path: '/admin/security', signedIn: true, module: 'src/app/routes/security.tsx', heading: 'Security' },
  {
    app: 'admin',
    path: '/admin/users/3f1d2c4b-5a6e-4f70-8a9b-0c1d2e3f4a5b',
    signedIn: true,
    module: 'src/app/routes/user-details.tsx',
    heading: 'User details',
  },
];

/** Builds one app with Vite into `outDir` (not the app's own dist/, which the e2e suite serves), with its manifest. */
async function build(appDir: string, outDir: string) {
  const child = spawn(
    'pnpm',
    ['exec', 'vite', 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
    {
      cwd: join(repo, appDir),
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`vite build of ${appDir} exited with ${code}`);
}

/**
 * Runs in the page before its scripts: the time (ms since navigation start) when the first <h1> with text is laid
 * out, and the largest-contentful-paint candidate at that moment.
 */
const PROBE = `
  window.__bench = { heading: null, text: '', lcp: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const check = () => {
    if (window.__bench.heading !== null) return;
    const h1 = document.querySelector('h1');
    if (!h1 || !h1.textContent.trim() || h1.getBoundingClientRect().height === 0) return;
    window.__bench.heading = performance.now();
    window.__bench.text = h1.textContent.trim();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
`;

interface Probe {
  heading: number | null;
  text: string;
  lcp: number;
  js: { name: string; end: number }[];
}

/** One cold load (new context, empty cache): time to the route's main heading, and the JS fetched by then. */
async function loadOnce(browser: Browser, url: string): Promise<Probe> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(PROBE);
    await page.goto(url, { waitUntil: 'commit' });
    await page
      .waitForFunction('window.__bench && window.__bench.heading !== null', undefined, { timeout: 15_000 })
      .catch((error: unknown) => {
        throw new Error(`${url}: no <h1> with text within 15 s`, { cause: error });
      });
    // let the LCP entry for the heading's paint arrive
    await page.waitForTimeout(300);
    return (await page.evaluate(`({
      ...window.__bench,
      js: performance.getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => ({ name: new URL(entry.name).pathname, end: entry.responseEnd })),
    })`)) as Probe;
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

async function main() {
  const out = await mkdtemp(join(tmpdir(), 'bench-web-'));
  try {
    const dirs = { trader: join(out, 'web-trader'), admin: join(out, 'web-admin') };
    log(`building web-trader and web-admin with vite (--manifest) into ${out}`);
    await build('web-trader', dirs.trader);
    await build('web-admin', dirs.admin);
    const builds: Record<AppName, { app: BuiltApp; base: string }> = {
      trader: { app: await readBuild(dirs.trader, '/'), base: '/' },
      admin: { app: await readBuild(dirs.admin, '/admin/'), base: '/admin/' },
    };

    const server = await startStaticServer(dirs.trader, dirs.admin);
    const browser = await chromium.launch({
      executablePath: values.chromium,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    });
    const rows: string[][] = [];
    try {
      log(
        `${loads} cold loads per route in Chromium (1280x800) from ${server.url}; load average ${loadavg()
          .map((n) => n.toFixed(1))
          .join(' ')}`,
      );
      for (const route of ROUTES) {
        const { app, base } = builds[route.app];
        const lazy = isLazyChunk(app, route.module) ? route.module : undefined;
        const js = jsBeforeRender(app, lazy);
        server.setSignedIn(route.signedIn);
        const times: number[] = [];
        const lcps: number[] = [];
        const fetched: number[] = [];
        let text = '';
        for (let i = 0; i < loads; i++) {
          const probe = await loadOnce(browser, server.url + route.path);
          if (probe.heading === null) throw new Error(`${route.path}: no heading`);
          text = probe.text;
          if (!text.startsWith(route.heading) || /^(404|Sorry)/.test(text))
            throw new Error(`${route.path}: heading "${text}" is not the route's`);
          times.push(probe.heading);
          lcps.push(probe.lcp);
          // the JS the browser had fetched when the heading appeared, gzip sizes as in the table
          const headingAt = probe.heading;
          const bytes = probe.js
            .filter((entry) => entry.end <= headingAt)
            .reduce((sum, entry) => sum + (app.gzipBytes.get(entry.name.slice(base.length)) ?? 0), 0);
          fetched.push(bytes);
        }
        rows.push([
          route.app,
          route.path.replace(/[0-9a-f-]{36}$/, ':userId'),
          route.signedIn ? 'in' : 'out',
          kb(js.gzipBytes),
          lazy ? kb(js.lazyGzipBytes) : '-',
          kb(median(fetched)),
          median(times).toFixed(0),
          median(lcps).toFixed(0),
          text.length > 34 ? `${text.slice(0, 33)}…` : text,
        ]);
      }
    } finally {
      await browser.close();
      await server.close();
    }

    const header = [
      'app',
      'route',
      'session',
      'JS before render (kB gzip)',
      'of it lazy route chunk',
      'JS fetched by heading',
      'first content median (ms)',
      'LCP median (ms)',
      'heading',
    ];
    const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => (row[i] ?? '').length)));
    const line = (cells: string[]) =>
      cells
        .map((cell, i) => (i >= 3 && i <= 7 ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
        .join('  ');
    console.log(line(header));
    for (const row of rows) console.log(line(row));

    for (const name of ['trader', 'admin'] as const) {
      const { app } = builds[name];
      const initial = [...app.initial].map((file) => `${file} ${kb(app.gzipBytes.get(file) ?? 0)}`);
      log(`${name}: loaded by index.html before any route: ${initial.join(', ')}`);
    }
    const dashboard = jsBeforeRender(
      builds.trader.app,
      isLazyChunk(builds.trader.app, 'src/app/routes/dashboard.tsx') ? 'src/app/routes/dashboard.tsx' : undefined,
    );
    const met = dashboard.gzipBytes / 1000 <= TARGET_KB;
    log(
      `target (issue 16): <= ${TARGET_KB} kB gzip before the trader dashboard renders: ${kb(dashboard.gzipBytes)} kB, ${met ? 'MET' : 'NOT MET'}`,
    );
    if (values['keep-build']) log(`builds kept in ${out}`);
  } finally {
    if (!values['keep-build']) await rm(out, { recursive: true, force: true });
  }
}

await main();
