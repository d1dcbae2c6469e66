import autocannon from 'autocannon';
import { median, summarise } from '../lib/percentiles.ts';
import { cpuSeconds } from '../lib/process-cpu.ts';

export interface ReadLoadOptions {
  /** The gateway's address and the path with its query. */
  url: string;
  path: string;
  /** The signed-in trader's Cookie header. */
  cookie: string;
  /** Requests per second, evenly spaced: one keep-alive connection per request a second. */
  rate: number;
  seconds: number;
  /** The process answering behind the gateway, whose CPU is measured over the step. */
  serverPid: number;
}

export interface ReadLoadResult {
  achieved: number;
  /** Corrected for coordinated omission: an answer later than its connection's next turn counts the turns it held up. */
  p50: number;
  p99: number;
  max: number;
  /** The answers alone, uncorrected. */
  rawP99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Share of a core the answering process used. */
  serverCpu: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A latency with the requests it held up: a connection that sends every `intervalMs` and waited
 * `ms` for an answer would have sent one request per interval meanwhile, each waiting that much less.
 */
function withHeldUp(ms: number, intervalMs: number): number[] {
  const samples = [ms];
  for (let missed = ms - intervalMs; missed >= intervalMs; missed -= intervalMs) samples.push(missed);
  return samples;
}

/**
 * GET `path` as the one trader through the gateway, `rate` requests a second evenly spaced.
 * autocannon's rate is a budget per connection and second whose timers all start together, so
 * ten connections at ten a second send ten requests at once every second; here each connection is
 * an autocannon instance of its own at one request a second, started 1/rate s after the previous.
 */
export async function runReadLoad(options: ReadLoadOptions): Promise<ReadLoadResult> {
  const latencies: number[] = [];
  const raw: number[] = [];
  const cpuBefore = cpuSeconds(options.serverPid);
  const started = performance.now();
  const connection = async (index: number) => {
    await sleep((index * 1000) / options.rate);
    const instance = autocannon({
      url: `${options.url}${options.path}`,
      connections: 1,
      overallRate: 1,
      duration: options.seconds,
      timeout: 30,
      requests: [{ method: 'GET', headers: { cookie: options.cookie } }],
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      raw.push(responseTime);
      latencies.push(...withHeldUp(responseTime, 1000));
    });
    const result = await instance;
    return result;
  };
  const results = await Promise.all(Array.from({ length: options.rate }, (_, index) => connection(index)));
  const elapsed = (performance.now() - started) / 1000;
  const total = (pick: (result: (typeof results)[number]) => number) =>
    results.reduce((sum, result) => sum + pick(result), 0);
  const corrected = summarise(latencies);
  return {
    achieved: total((result) => result.requests.total) / options.seconds,
    p50: corrected.p50,
    p99: corrected.p99,
    max: corrected.max,
    rawP99: summarise(raw).p99,
    errors: total((result) => result.errors),
    timeouts: total((result) => result.timeouts),
    non2xx: total((result) => result.non2xx),
    serverCpu: (cpuSeconds(options.serverPid) - cpuBefore) / elapsed,
  };
}

/**
 * One request at a time, `times` times: the median is what the read costs with nothing queued
 * before it; the body's size comes with it. Fails on any answer but 200.
 */
export async function timeAlone(
  url: string,
  path: string,
  cookie: string,
  times: number,
): Promise<{ ms: number; bytes: number }> {
  const took: number[] = [];
  let bytes = 0;
  for (let index = 0; index < times; index++) {
    const started = performance.now();
    const response = await fetch(`${url}${path}`, { headers: { cookie } });
    const body = await response.text();
    took.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`GET ${path}: ${response.status} ${body.slice(0, 200)}`);
    bytes = body.length;
  }
  return { ms: median(took), bytes };
}

/**
 * Waits until the process is idle (under a tenth of a core over a second): answers a step left
 * queued behind it, after its load generator stopped waiting, would otherwise run into the next step.
 */
export async function untilIdle(pid: number, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const before = cpuSeconds(pid);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (cpuSeconds(pid) - before < 0.1) return;
    if (Date.now() > deadline) throw new Error(`process ${pid} still busy after ${timeoutMs / 1000} s`);
  }
}
