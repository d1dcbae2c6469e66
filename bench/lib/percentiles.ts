export interface Summary {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

/** Nearest-rank percentiles of a sample (empty: zeros). */
export function summarise(values: number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0;
  return { count: sorted.length, p50: rank(0.5), p99: rank(0.99), max: sorted.at(-1) ?? 0 };
}

export function median(values: number[]): number {
  return summarise(values).p50;
}
