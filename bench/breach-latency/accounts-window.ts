import { allPartitions } from '@prop/contracts/partitions';
import { EVENT_LOOP_RESOLUTION_MS } from '@prop/service-kit/metrics';
import { scrapeMetrics, sumOf } from '../lib/metrics.ts';

const PUBLISHED = 'accounts_equity_updates_published_total';

/** What accounts did while the window ran. */
export interface AccountsWindow {
  /** Equity updates published per partition: what each partition's owner had to judge. */
  perPartition: Map<number, number>;
  /**
   * Accounts' event-loop delay over the window, in ms: a stall holds the simulator's slices back,
   * and they follow after it.
   */
  loop: { p99: number; max: number };
}

async function scrape(accountsUrl: string, metricsToken: string, partitions: number) {
  const text = await scrapeMetrics(accountsUrl, metricsToken);
  const loopMs = (name: string) => Math.max(0, sumOf(text, name) * 1000 - EVENT_LOOP_RESOLUTION_MS);
  return {
    published: allPartitions(partitions).map((partition) => sumOf(text, PUBLISHED, { partition: String(partition) })),
    loop: { p99: loopMs('nodejs_eventloop_lag_p99_seconds'), max: loopMs('nodejs_eventloop_lag_max_seconds') },
  };
}

/**
 * Reads accounts' own metrics as the window starts and as it ends (one process holds the
 * simulator): the updates it published per partition, counted there rather than by a subscription
 * to the ticks, which had this bench's process read every update on the cores it measures and NATS
 * deliver each one a second time; and its event-loop delay, which prom-client gathers from one
 * scrape to the next.
 */
export async function watchAccounts(accountsUrl: string, metricsToken: string, partitions: number) {
  const before = await scrape(accountsUrl, metricsToken, partitions);
  return {
    async stop(): Promise<AccountsWindow> {
      const after = await scrape(accountsUrl, metricsToken, partitions);
      return {
        perPartition: new Map(
          after.published.map((count, partition) => [partition, count - (before.published[partition] ?? 0)]),
        ),
        loop: after.loop,
      };
    },
  };
}
