import { describe, expect, it } from 'vitest';
import {
  alertExprs,
  asPromql,
  dashboardExprs,
  dashboardSchema,
  metricNamesOf,
  promqlErrors,
  readAlertRules,
  readDashboard,
  referencedMetricNames,
  ruleFileSchema,
  servedMetricNames,
} from './observability-files.ts';

describe('infra/prometheus/alerts.yaml', () => {
  const rules = ruleFileSchema.parse(readAlertRules());

  it('is a Prometheus rule file whose every alert has a severity, a summary, a description and a runbook hint', () => {
    const names = rules.groups.flatMap((group) => group.rules.map((rule) => rule.alert));
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining([
        'ProcessDown',
        'ProcessNotReady',
        'HighServerErrorRate',
        'HighRequestLatencyP99',
        'OutboxBacklogGrowing',
        'ConsumerLagHigh',
        'EventsGivenUp',
        'JobsFailing',
        'Mt5ProviderErrors',
        'SnapshotsStale',
        'NoEquityUpdates',
        'EmailSendFailures',
        'StripeWebhookErrors',
      ]),
    );
  });

  it('has only expressions PromQL’s parser reads without an error', () => {
    for (const expr of alertExprs(rules)) expect({ expr, errors: promqlErrors(expr) }).toEqual({ expr, errors: [] });
  });

  it('alerts on dead-lettered events under the name the kit counts them by', () => {
    const givenUp = rules.groups.flatMap((group) => group.rules).find((rule) => rule.alert === 'EventsGivenUp');
    expect(metricNamesOf(givenUp?.expr ?? '')).toEqual(['events_given_up_total']);
  });

  it('refuses a `for` that is not a Prometheus duration', () => {
    const broken = { groups: [{ name: 'g', rules: [{ ...rules.groups[0]?.rules[0], for: '5 minutes' }] }] };
    expect(ruleFileSchema.safeParse(broken).success).toBe(false);
  });
});

describe('infra/grafana/prop-platform-dashboard.json', () => {
  const dashboard = dashboardSchema.parse(readDashboard());

  it('is a current Grafana dashboard chosen by namespace and service', () => {
    expect(dashboard.schemaVersion).toBeGreaterThanOrEqual(39);
    expect(dashboard.templating.list.map((variable) => variable.name)).toEqual(['datasource', 'namespace', 'service']);
    const ids = dashboard.panels.map((panel) => panel.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has only panel and variable queries PromQL’s parser reads without an error', () => {
    for (const expr of dashboardExprs(dashboard)) {
      expect({ expr, errors: promqlErrors(expr) }).toEqual({ expr, errors: [] });
    }
  });

  it('shows every metric the alerts watch', () => {
    const shown = new Set(dashboardExprs(dashboard).flatMap(metricNamesOf));
    const watched = alertExprs(ruleFileSchema.parse(readAlertRules())).flatMap(metricNamesOf);
    expect(watched.filter((name) => !shown.has(name))).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('finds the error in a broken expression, and none in a sound one', () => {
    expect(promqlErrors('sum(rate(http_request_duration_seconds_count[5m])')).not.toEqual([]);
    expect(promqlErrors('rate(x[5 minutes])')).not.toEqual([]);
    expect(promqlErrors('sum by (service) (rate(http_request_duration_seconds_count[5m])) > 0')).toEqual([]);
  });

  it('reads a Grafana range variable as a duration, so the panel query parses', () => {
    const expr = 'rate(jobs_finished_total{namespace=~"$namespace"}[$__rate_interval])';
    expect(promqlErrors(expr)).not.toEqual([]);
    expect(promqlErrors(asPromql(expr))).toEqual([]);
  });

  it('names the metrics an expression selects, not its labels or functions', () => {
    expect(metricNamesOf('sum by (le) (rate(a_bucket{job="b"}[5m])) / on (c) d_total and up == 0')).toEqual([
      'a_bucket',
      'd_total',
      'up',
    ]);
  });

  it('reads the series a scrape serves from its TYPE lines, histograms with their parts', () => {
    const scrape = ['# HELP t_seconds t', '# TYPE t_seconds histogram', '# TYPE c_total counter', 'c_total 1'].join(
      '\n',
    );
    expect([...servedMetricNames(scrape)].sort()).toEqual([
      'c_total',
      't_seconds',
      't_seconds_bucket',
      't_seconds_count',
      't_seconds_sum',
    ]);
  });

  it('collects the names the alerts and the dashboard ask for, Prometheus’s own `up` left out', () => {
    const names = referencedMetricNames();
    expect(names).toContain('events_given_up_total');
    expect(names).toContain('accounts_snapshot_oldest_age_seconds');
    expect(names).not.toContain('up');
  });
});
