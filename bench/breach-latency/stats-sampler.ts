import { freshGet } from '../lib/fresh-get.ts';
import { median, summarise } from '../lib/percentiles.ts';
import { cpuSeconds } from '../lib/process-cpu.ts';

interface RiskStats {
  accounts: number;
  updatesJudged: number;
  updatesIgnored: number;
  lagMs: number | null;
}

export interface KeepingUp {
  /** How far the newest judged update trails the clock, sampled every 250 ms, every replica in turn. */
  lag: ReturnType<typeof summarise>;
  /** Median lag of the window's last third minus that of its first third: growing lag shows here. */
  lagGrowthMs: number;
  /** Share of one core each process used, in the order of the pids given. */
  cpuShares: number[];
  seconds: number;
}

/** GET /stats; replicated, each read goes to the next replica (see `freshGet`). */
export async function readRiskStats(riskUrl: string): Promise<RiskStats> {
  return JSON.parse((await freshGet(`${riskUrl}/stats`)).body) as RiskStats;
}

/** Samples risk's lag (/stats) until stopped, and the CPU time of each of its processes; then says whether it kept up. */
export function startStatsSampler(riskUrl: string, pids: number[], everyMs = 250) {
  const lags: number[] = [];
  const cpuBefore = pids.map(cpuSeconds);
  const startedMs = Date.now();
  const take = async () => {
    lags.push((await readRiskStats(riskUrl)).lagMs ?? 0);
  };
  const timer = setInterval(() => void take().catch(() => undefined), everyMs);
  return {
    async stop(): Promise<KeepingUp> {
      clearInterval(timer);
      await take();
      const seconds = (Date.now() - startedMs) / 1000;
      if (lags.length < 3) throw new Error('too few samples of risk /stats');
      const third = Math.floor(lags.length / 3);
      return {
        lag: summarise(lags),
        lagGrowthMs: median(lags.slice(-third)) - median(lags.slice(0, third)),
        cpuShares: pids.map((pid, index) => (cpuSeconds(pid) - (cpuBefore[index] ?? 0)) / seconds),
        seconds,
      };
    },
  };
}
