import { parseArgs } from 'node:util';
import { loadavg } from 'node:os';
import { runScenario, type ScenarioResult } from './scenario.ts';

const { values } = parseArgs({
  options: {
    accounts: { type: 'string', default: '1000,10000' },
    breaches: { type: 'string', default: '200' },
    deals: { type: 'string', default: '200' },
    pack: { type: 'string', default: 'two-step' },
    seconds: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '10' },
  },
});

const log = (line: string) => console.log(`[breach-latency] ${line}`);
const ms = (value: number) => `${value.toFixed(0)} ms`;

function report(result: ScenarioResult): string {
  const { latency, toWrite, keepingUp } = result;
  const { dealLatency } = result;
  return [
    `accounts x 1 update/s: ${result.accounts} (pack: ${result.pack})`,
    `  breaches: ${result.received} of ${result.driven} driven received (${result.duplicates} duplicate deliveries)`,
    `  update published -> risk.breach.detected: p50 ${ms(latency.p50)}, p99 ${ms(latency.p99)}, max ${ms(latency.max)}`,
    ...(result.dealsDriven > 0
      ? [
          `  expert deals: ${result.dealsReceived} of ${result.dealsDriven} breached`,
          `  deal recorded -> risk.breach.detected:   p50 ${ms(dealLatency.p50)}, p99 ${ms(dealLatency.p99)}, max ${ms(dealLatency.max)}`,
        ]
      : []),
    `  update published -> breach write began:   p50 ${ms(toWrite.p50)}, p99 ${ms(toWrite.p99)}, max ${ms(toWrite.max)}`,
    `  risk took ${keepingUp.updatesPerSecond.toFixed(0)} updates/s using ${(keepingUp.cpuShare * 100).toFixed(0)}% of a core`,
    `  lag (newest judged update vs now): p50 ${ms(keepingUp.lag.p50)}, p99 ${ms(keepingUp.lag.p99)}, max ${ms(keepingUp.lag.max)}; growth over the run ${ms(keepingUp.lagGrowthMs)}`,
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
      log,
    }),
  );
}
console.log(
  `\nload average while running: ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')} (2 cores)`,
);
for (const result of results) console.log(report(result));
