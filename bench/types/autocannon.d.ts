// The part of autocannon 8's programmatic API the benchmarks use (the package ships no types, and
// installing @types/autocannon is not wanted for a bench).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface RequestParams {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  }

  interface Request extends RequestParams {
    setupRequest?: (request: RequestParams, context: Record<string, unknown>) => RequestParams;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }

  interface Options {
    url: string;
    connections?: number;
    overallRate?: number;
    duration?: number;
    timeout?: number;
    pipelining?: number;
    requests?: Request[];
  }

  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p99: number;
    max: number;
    total: number;
  }

  interface Result {
    duration: number;
    latency: Histogram;
    requests: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }

  interface Instance extends EventEmitter, PromiseLike<Result> {
    stop(): void;
  }

  function autocannon(options: Options): Instance;
  export default autocannon;
}
