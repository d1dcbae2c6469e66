import autocannon from 'autocannon';
import type { Trader } from '../lib/traders.ts';
import { summarise } from '../lib/percentiles.ts';
import { cpuSeconds } from '../lib/process-cpu.ts';

export interface LoadOptions {
  url: string;
  /** Requests per second, fixed (autocannon -R): a slow answer shows as a lower achieved rate. */
  rate: number;
  seconds: number;
  connections: number;
  traders: Trader[];
  /** The processes answering (replicas share the port), whose CPU is measured over the step. */
  serverPids: number[];
}

export interface LoadResult {
  target: number;
  achieved: number;
  /** autocannon's own figures (with its coordinated-omission correction, as `autocannon -R` prints). */
  p50: number;
  p99: number;
  max: number;
  /** The same answers timed one by one, without the correction. */
  rawP99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** 200 answers that were not this very trader's account. */
  wrongBodies: number;
  /** Share of a core used by the answering processes together and by this load generator. */
  serverCpu: number;
  loadCpu: number;
}

interface Context {
  mt5AccountId?: string;
}

/**
 * GET /api/account at a fixed rate over `connections` keep-alive connections; every request carries
 * the next trader's session cookie in turn, so all the traders poll, and each answer is checked to
 * be 200 with that trader's own account.
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const { traders } = options;
  let next = 0;
  let wrongBodies = 0;
  const raw: number[] = [];
  const serverCpu = () => options.serverPids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  const serverCpuBefore = serverCpu();
  const loadCpuBefore = process.cpuUsage();
  const started = performance.now();
  const instance = autocannon({
    url: `${options.url}/api/account`,
    connections: options.connections,
    overallRate: options.rate,
    duration: options.seconds,
    timeout: 10,
    requests: [
      {
        method: 'GET',
        setupRequest: (request, context: Context) => {
          const trader = traders[next++ % traders.length] as Trader;
          context.mt5AccountId = trader.mt5AccountId;
          return { ...request, headers: { cookie: trader.cookie } };
        },
        onResponse: (status, body, context: Context) => {
          if (status === 200 && !body.includes(`"mt5AccountId":"${context.mt5AccountId}"`)) wrongBodies++;
        },
      },
    ],
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => raw.push(responseTime));
  const result = await instance;
  const seconds = (performance.now() - started) / 1000;
  const loadCpu = process.cpuUsage(loadCpuBefore);
  return {
    target: options.rate,
    achieved: result.requests.total / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    rawP99: summarise(raw).p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    wrongBodies,
    serverCpu: (serverCpu() - serverCpuBefore) / seconds,
    loadCpu: (loadCpu.user + loadCpu.system) / 1e6 / seconds,
  };
}
