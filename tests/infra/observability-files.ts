import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parser } from '@prometheus-io/lezer-promql';
import { parse } from 'yaml';
import { z } from 'zod';

/**
 * The Prometheus alert rules and the Grafana dashboard of infra/, loaded and checked the way
 * Prometheus and Grafana would read them, and the metric names they ask for: the unit spec checks
 * their shape and syntax, the platform's metrics spec that every name is served.
 */
const root = path.resolve(import.meta.dirname, '../..');

/** A Prometheus duration as rule files take it: `30s`, `5m`, `1h30m`. */
export const PROMETHEUS_DURATION = /^((\d+)y)?((\d+)w)?((\d+)d)?((\d+)h)?((\d+)m)?((\d+)s)?((\d+)ms)?$/;
const duration = z
  .string()
  .regex(PROMETHEUS_DURATION)
  .refine((text) => text !== '', 'an empty duration');

const alertRule = z.strictObject({
  alert: z.string().regex(/^[A-Z][A-Za-z0-9]+$/),
  expr: z.string().min(1),
  for: duration.optional(),
  labels: z.strictObject({ severity: z.enum(['critical', 'warning', 'info']) }),
  annotations: z.strictObject({
    summary: z.string().min(1),
    description: z.string().min(1),
    runbook: z.string().min(1),
  }),
});

export const ruleFileSchema = z.strictObject({
  groups: z
    .array(z.strictObject({ name: z.string().min(1), interval: duration.optional(), rules: z.array(alertRule).min(1) }))
    .min(1),
});

export type RuleFile = z.infer<typeof ruleFileSchema>;

/** Every query goes to the data source picked in the dashboard's `datasource` variable. */
// biome-ignore lint/suspicious/noTemplateCurlyInString: Grafana's variable syntax, not a template string
const datasource = z.object({ type: z.literal('prometheus'), uid: z.literal('${datasource}') });
const gridPos = z.object({
  h: z.number().int().positive(),
  w: z.number().int().min(1).max(24),
  x: z.number().int().min(0).max(23),
  y: z.number().int().min(0),
});
const target = z.object({ refId: z.string().min(1), datasource, expr: z.string().min(1), legendFormat: z.string() });

/** The fields of Grafana's dashboard model (schemaVersion 41) this dashboard relies on. */
export const dashboardSchema = z.object({
  uid: z.string().regex(/^[a-zA-Z0-9_-]{1,40}$/),
  title: z.string().min(1),
  schemaVersion: z.number().int().min(39),
  time: z.object({ from: z.string(), to: z.string() }),
  templating: z.object({
    list: z.array(
      z.discriminatedUnion('type', [
        z.object({ type: z.literal('datasource'), name: z.literal('datasource'), query: z.literal('prometheus') }),
        z.object({
          type: z.literal('query'),
          name: z.string().regex(/^\w+$/),
          datasource,
          query: z.object({ query: z.string().min(1), refId: z.string() }),
          definition: z.string().min(1),
        }),
      ]),
    ),
  }),
  panels: z
    .array(
      z.discriminatedUnion('type', [
        z.object({ id: z.number().int(), type: z.literal('row'), title: z.string().min(1), gridPos }),
        z.object({
          id: z.number().int(),
          type: z.enum(['timeseries', 'stat']),
          title: z.string().min(1),
          description: z.string().min(1),
          datasource,
          gridPos,
          targets: z.array(target).min(1),
        }),
      ]),
    )
    .min(1),
});

export type Dashboard = z.infer<typeof dashboardSchema>;

export const readAlertRules = (): unknown =>
  parse(readFileSync(path.join(root, 'infra/prometheus/alerts.yaml'), 'utf8'));
export const readDashboard = (): unknown =>
  JSON.parse(readFileSync(path.join(root, 'infra/grafana/prop-platform-dashboard.json'), 'utf8'));

/** Where the parser Prometheus's own UI uses found a syntax error in a PromQL expression. */
export function promqlErrors(expr: string): number[] {
  const errors: number[] = [];
  parser.parse(expr).iterate({
    enter: (node) => {
      if (node.type.isError) errors.push(node.from);
    },
  });
  return errors;
}

/** The metric names an expression selects. */
export function metricNamesOf(expr: string): string[] {
  const names: string[] = [];
  parser.parse(expr).iterate({
    enter: (node) => {
      if (node.name === 'Identifier' && node.node.parent?.name === 'VectorSelector') {
        names.push(expr.slice(node.from, node.to));
      }
    },
  });
  return names;
}

/**
 * A panel's expression as Grafana sends it to Prometheus: its range variables become durations
 * (`$namespace` and the like sit inside label values, where PromQL takes any text).
 */
export const asPromql = (expr: string) => expr.replaceAll(/\$__(rate_interval|interval|range)\b/g, '5m');

/** The series selector of a `label_values(selector, label)` variable query. */
export function selectorOfVariable(query: string): string {
  const match = /^label_values\((.+),\s*\w+\)$/.exec(query);
  if (!match?.[1]) throw new Error(`not a label_values query: ${query}`);
  return match[1];
}

/** Every PromQL expression of the dashboard: its panels' targets and its variables' selectors. */
export function dashboardExprs(dashboard: Dashboard): string[] {
  const panels = dashboard.panels.flatMap((panel) =>
    'targets' in panel ? panel.targets.map((target) => asPromql(target.expr)) : [],
  );
  const variables = dashboard.templating.list.flatMap((variable) =>
    variable.type === 'query' ? [selectorOfVariable(variable.query.query)] : [],
  );
  return [...panels, ...variables];
}

export const alertExprs = (rules: RuleFile) => rules.groups.flatMap((group) => group.rules.map((rule) => rule.expr));

/** Series Prometheus makes itself for every target; no process serves them. */
const MADE_BY_PROMETHEUS = new Set(['up']);

/** Every metric name the alert rules and the dashboard ask for that the processes must serve. */
export function referencedMetricNames(): string[] {
  const exprs = [
    ...alertExprs(ruleFileSchema.parse(readAlertRules())),
    ...dashboardExprs(dashboardSchema.parse(readDashboard())),
  ];
  const names = exprs.flatMap(metricNamesOf).filter((name) => !MADE_BY_PROMETHEUS.has(name));
  return [...new Set(names)].sort();
}

/**
 * The series names a scrape serves, from its `# TYPE` lines: a histogram's `_bucket`, `_sum` and
 * `_count`, a summary's `_sum` and `_count`, every other metric under its own name.
 */
export function servedMetricNames(scrape: string): Set<string> {
  const names = new Set<string>();
  for (const [, name, type] of scrape.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    if (!name) continue;
    names.add(name);
    if (type === 'histogram') for (const suffix of ['_bucket', '_sum', '_count']) names.add(`${name}${suffix}`);
    if (type === 'summary') for (const suffix of ['_sum', '_count']) names.add(`${name}${suffix}`);
  }
  return names;
}
