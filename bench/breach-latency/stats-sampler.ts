import { cpuSeconds } from '../lib/process-cpu.ts';
import { median, summarise } from '../lib/percentiles.ts';

interface RiskStats {
  accounts: number;
  updatesJudged: number;
  updatesIgnored: number;
  lagMs: number | null;
}

interface Sample {
  atMs: number;
  updates: number;
  lagMs: number;
  cpu: number;
}

export interface KeepingUp {
  /** Updates risk took per second over the window (judged or ignored). */
  updatesPerSecond: number;
  /** How far risk's newest judged update trails the clock, sampled every 250 ms. */
  lag: ReturnType<typeof summarise>;
  /** Median lag of the window's last third minus that of its first third: growing lag shows here. */
  lagGrowthMs: number;
  /** Share of one core the risk process used. */
  cpuShare: number;
}

export function readRiskStats(riskUrl: string): Promise<RiskStats> {
  return fetch(`${riskUrl}/stats`).then((response) => response.json() as Promise<RiskStats>);
}

/** Samples risk's /stats and its CPU time until stopped; then says whether it kept up. */
export function startStatsSampler(riskUrl: string, riskPid: number, everyMs = 250) {
  const samples: Sample[] = [];
  const take = async () => {
    const stats = await readRiskStats(riskUrl);
    samples.push({
      atMs: Date.now(),
      updates: stats.updatesJudged + stats.updatesIgnored,
      lagMs: stats.lagMs ?? 0,
      cpu: cpuSeconds(riskPid),
    });
  };
  const timer = setInterval(() => void take().catch(() => undefined), everyMs);
  return {
    async stop(): Promise<KeepingUp> {
      clearInterval(timer);
      await take();
      const first = samples[0];
      const last = samples.at(-1);
      if (!first || !last || last === first) throw new Error('too few samples of risk /stats');
      const seconds = (last.atMs - first.atMs) / 1000;
      const third = Math.max(1, Math.floor(samples.length / 3));
      const lags = samples.map((sample) => sample.lagMs);
      return {
        updatesPerSecond: (last.updates - first.updates) / seconds,
        lag: summarise(lags),
        lagGrowthMs: median(lags.slice(-third)) - median(lags.slice(0, third)),
        cpuShare: (last.cpu - first.cpu) / seconds,
      };
    },
  };
}
