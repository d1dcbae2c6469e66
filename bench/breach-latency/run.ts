import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { natsClusterWanted, replicaCounts, replicaOptions, replicasLabel, sideBySide } from '../lib/replica-runs.ts';
import { type RunResult, runScenario, type ScenarioResult } from './scenario.ts';

const { values } = parseArgs({
  options: {
    accounts: { type: 'string', default: '1000,10000' },
    breaches: { type: 'string', default: '200' },
    deals: { type: 'string', default: '200' },
    pack: { type: 'string', default: 'two-step' },
    seconds: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '10' },
    ...replicaOptions,
  },
});

const log = (line: string) => console.log(`[breach-latency] ${line}`);
const ms = (value: number) => `${value.toFixed(0)} ms`;
const counts = replicaCounts(values.replicas);
const BAR_P99_MS = 25;

function runReport(run: RunResult): string[] {
  const { latency, toWrite, dealLatency, keepingUp } = run;
  const missed = run.driven - run.received + (run.dealsDriven - run.dealsReceived);
  const met = latency.p99 <= BAR_P99_MS && missed === 0 && run.doubled === 0;
  return [
    `  ${replicasLabel(run.replicas)}:`,
    `    breaches: ${run.received} of ${run.driven} driven received, ${run.dealsReceived} of ${run.dealsDriven} expert deals; missed ${missed}, accounts breached twice ${run.doubled} (${run.duplicates} duplicate deliveries)`,
    `    warm-up (before the window, not in its figures): ${run.warmUp.verdicts} of ${run.warmUp.expected} verdicts, the first ${ms(run.warmUp.firstMs)}, p50 ${ms(run.warmUp.latency.p50)}, max ${ms(run.warmUp.latency.max)}`,
    `    update published -> risk.breach.detected: p50 ${ms(latency.p50)}, p99 ${ms(latency.p99)}, max ${ms(latency.max)}`,
    ...(run.dealsDriven > 0
      ? [
          `    deal recorded -> risk.breach.detected:   p50 ${ms(dealLatency.p50)}, p99 ${ms(dealLatency.p99)}, max ${ms(dealLatency.max)}`,
        ]
      : []),
    `    update published -> breach write began:   p50 ${ms(toWrite.p50)}, p99 ${ms(toWrite.p99)}, max ${ms(toWrite.max)}`,
    `    lag (newest judged update vs now, every process in turn): p50 ${ms(keepingUp.lag.p50)}, p99 ${ms(keepingUp.lag.p99)}, max ${ms(keepingUp.lag.max)}; growth over the run ${ms(keepingUp.lagGrowthMs)}`,
    `    accounts' event-loop delay (its /metrics over the window): p99 ${ms(run.accountsLoop.p99)}, max ${ms(run.accountsLoop.max)}`,
    ...run.perReplica.map(
      (replica) =>
        `    pid ${replica.pid}: ${replica.partitions} partitions, ${replica.updatesPerSecond.toFixed(0)} updates/s, ${(replica.cpuShare * 100).toFixed(0)}% of a core, breach p99 ${ms(replica.latency.p99)} (${replica.latency.count} breaches)`,
    ),
    ...(run.ownershipMoved ? ['    a partition changed owner during the window'] : []),
    `    slowest verdicts: ${run.slowest.map((breach) => `${ms(breach.ms)} (${breach.rule}) at ${breach.atSeconds.toFixed(1)} s, ${breach.receivedAt.toISOString().slice(11, 21)}`).join(', ')}`,
    `    bar (update -> verdict p99 <= ${BAR_P99_MS} ms, none missed, none doubled): ${met ? 'MET' : 'NOT MET'}`,
  ];
}

function report(result: ScenarioResult): string {
  const { runs } = result;
  const sum = (run: RunResult, figure: (replica: RunResult['perReplica'][number]) => number) =>
    run.perReplica.reduce((total, replica) => total + figure(replica), 0);
  const row = (label: string, figure: (run: RunResult) => number, format = ms) => ({
    label,
    values: runs.map(figure),
    format,
  });
  const perSecond = (value: number) => `${value.toFixed(0)}/s`;
  const percent = (value: number) => `${(value * 100).toFixed(0)}%`;
  return [
    `accounts x 1 update/s: ${result.accounts} (pack: ${result.pack})`,
    ...runs.flatMap(runReport),
    sideBySide(counts, [
      row('update -> verdict p50', (run) => run.latency.p50),
      row('update -> verdict p99', (run) => run.latency.p99),
      row('deal -> verdict p99', (run) => run.dealLatency.p99),
      row('lag p99', (run) => run.keepingUp.lag.p99),
      row("accounts' event-loop delay max", (run) => run.accountsLoop.max),
      row('updates on owned partitions, all', (run) => sum(run, (replica) => replica.updatesPerSecond), perSecond),
      row(
        'updates on owned partitions, each',
        (run) => sum(run, (replica) => replica.updatesPerSecond) / run.replicas,
        perSecond,
      ),
      row('CPU, all processes (of a core)', (run) => sum(run, (replica) => replica.cpuShare), percent),
      row('CPU per process (of a core)', (run) => sum(run, (replica) => replica.cpuShare) / run.replicas, percent),
    ])
      .split('\n')
      .map((line) => `  ${line}`)
      .join('\n'),
  ].join('\n');
}

const results: ScenarioResult[] = [];
for (const accounts of values.accounts.split(',').map(Number)) {
  results.push(
    await runScenario({
      accounts,
      breaches: Number(values.breaches),
      dealBreaches: Number(values.deals),
      pack: values.pack === 'none' ? 'none' : 'two-step',
      seconds: Number(values.seconds),
      warmupSeconds: Number(values.warmup),
      replicaCounts: counts,
      natsCluster: natsClusterWanted(values.nats),
      log,
    }),
  );
}
console.log(
  `\nload average while running: ${loadavg()
    .map((value) => value.toFixed(1))
    .join(
      ' ',
    )} (2 cores); NATS: ${values.nats === 'cluster' ? '3-server cluster, streams in 3 copies' : 'the local server'}`,
);
for (const result of results) console.log(report(result));
