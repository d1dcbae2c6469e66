import { freshGet } from './fresh-get.ts';

/**
 * Prometheus text from a process's /metrics, which answers only to the metrics token; replicated,
 * each scrape goes to the next replica (see `freshGet`).
 */
export async function scrapeMetrics(baseUrl: string, metricsToken: string): Promise<string> {
  const response = await freshGet(`${baseUrl}/metrics`, { authorization: `Bearer ${metricsToken}` });
  if (response.status !== 200) throw new Error(`GET ${baseUrl}/metrics: ${response.status}`);
  return response.body;
}

/** The sum of a metric's samples whose labels contain every given `name="value"` pair. */
export function sumOf(text: string, metric: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([name, value]) => `${name}="${value}"`);
  let sum = 0;
  for (const line of text.split('\n')) {
    if (!(line.startsWith(`${metric}{`) || line.startsWith(`${metric} `))) continue;
    if (!wanted.every((pair) => line.includes(pair))) continue;
    sum += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return sum;
}
