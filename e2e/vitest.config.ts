import { defineConfig } from 'vitest/config';
import { specOrder } from '../tests/spec-order.ts';

const SPECS = 'e2e/**/*.e2e.spec.ts';

/**
 * The specs that change or read what every other spec shares, so they run one at a time once the
 * others are done, in this order:
 * - the admin's MT5 screen, which starts from an empty breaches panel and counts every MT5 account;
 * - the route fuzz, which sends requests of every shape to every route and starts real work such as
 *   a Brevo sync, so the specs that read the firm as their own flows left it run before it;
 * - the audit log, which checks what every other spec did as an admin.
 */
const ALONE = ['e2e/admin-mt5.e2e.spec.ts', 'e2e/security/route-fuzz.e2e.spec.ts', 'e2e/audit-log.e2e.spec.ts'];
const inOrder = ALONE.map((file) => new RegExp(`${file.replaceAll('.', '\\.')}$`));

/**
 * Both projects' own: a project that extends this config would run the global setup again. A
 * worker keeps its modules (Playwright, the helpers) from file to file rather than loading them
 * afresh for each of the 47: every spec opens its own browser connection, contexts, traders and
 * data, and the helpers keep no state of their own.
 */
const perProject = { testTimeout: 60000, hookTimeout: 120000, isolate: false };

/**
 * Browser tests: the built apps behind the real gateway, with the real services, in Chromium. One
 * platform for all (the global setup runs once for both projects); the flows, each working on
 * traders and data of its own, two files at a time, then the specs above alone.
 */
export default defineConfig({
  test: {
    globalSetup: ['e2e/global-setup.ts'],
    // vitest sorts each group's files with the run's one sequencer: the flows longest first, as vitest
    // does, and the specs above in their order.
    sequence: { sequencer: specOrder({ last: inOrder }) },
    // Two files at once on two cores: a browser test mostly waits on the platform, the page and the
    // simulator's ticks. Clustered on this machine: 1,000 s one at a time from the sources, 604 to
    // 860 s two at a time on the built platform. In CI, on other machines: 903 s one at a time from the
    // sources, 1,194 s two at a time built, the accessibility spec 638 s of it beside the others (160
    // to 208 s alone); which pays there is yet to be measured on one machine.
    maxWorkers: 2,
    projects: [
      { test: { name: 'flows', include: [SPECS], exclude: ALONE, sequence: { groupOrder: 0 }, ...perProject } },
      {
        test: {
          name: 'alone',
          include: ALONE,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          ...perProject,
        },
      },
    ],
  },
});
