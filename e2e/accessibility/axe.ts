import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: the European Accessibility Act's yardstick. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

export interface AxePageResult {
  page: string;
  rulesRun: number;
  rulesApplicable: number;
  passes: number;
  violations: number;
  blocking: number;
}

/**
 * Runs axe on what the page shows now and fails on any serious or critical violation, naming the
 * rule, its help text and the offending elements. Every page's figures are kept for the summary.
 */
export async function expectAccessible(page: Page, label: string, results: AxePageResult[]): Promise<void> {
  // Only violations are read node by node: the other result types keep every rule but one node
  // each, which spares axe a selector for every element that passed (its documented speed-up).
  // options() replaces what withTags() set, so it comes first. Legacy mode runs axe once over the
  // page and its same-origin frames, instead of in each frame and then in a blank page it opens to
  // merge their results: the same rules on every page, half axe's time (this spec alone,
  // clustered: 172 s of axe to 90 s), and only cross-origin frames unchecked (neither app has one).
  const report = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_22_AA)
    .setLegacyMode()
    .analyze();
  const blocking = report.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  results.push({
    page: label,
    rulesApplicable: report.passes.length + report.violations.length + report.incomplete.length,
    rulesRun: report.passes.length + report.violations.length + report.incomplete.length + report.inapplicable.length,
    passes: report.passes.length,
    violations: report.violations.length,
    blocking: blocking.length,
  });
  const described = blocking.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
        .slice(0, 5)
        .map(
          (node) =>
            `    ${node.target.join(' ')} ${node.html.slice(0, 160)} — ${node.failureSummary?.replaceAll('\n', ' ')}`,
        )
        .join('\n')}`,
  );
  expect.soft(described, `${label}: serious or critical accessibility violations`).toEqual([]);
}

/** One line per page checked: the rules axe ran there and what it found. */
export function printAxeSummary(results: AxePageResult[]): void {
  const width = Math.max(...results.map((result) => result.page.length), 4);
  const lines = [
    `${'page'.padEnd(width)}  rules run  applicable  passed  violations  serious/critical`,
    ...results.map(
      (result) =>
        `${result.page.padEnd(width)}  ${String(result.rulesRun).padStart(9)}  ${String(result.rulesApplicable).padStart(10)}  ${String(result.passes).padStart(6)}  ${String(result.violations).padStart(10)}  ${String(result.blocking).padStart(16)}`,
    ),
  ];
  console.log(`axe, WCAG 2.2 AA, ${results.length} page states\n${lines.join('\n')}`);
}
