import { allPartitions } from '@prop/contracts/partitions';
import { scrapeMetrics, sumOf } from '../lib/metrics.ts';

const PUBLISHED = 'accounts_equity_updates_published_total';

async function publishedByPartition(accountsUrl: string, metricsToken: string, partitions: number) {
  const text = await scrapeMetrics(accountsUrl, metricsToken);
  return allPartitions(partitions).map((partition) => sumOf(text, PUBLISHED, { partition: String(partition) }));
}

/**
 * Counts the equity updates accounts publishes per partition while the window runs: what each
 * partition's owner has to judge. Read from accounts' own counter (one process holds the
 * simulator), not by a subscription to the ticks, which had this bench's process read every
 * update on the cores it measures and NATS deliver each one a second time.
 */
export async function countPartitionUpdates(accountsUrl: string, metricsToken: string, partitions: number) {
  const before = await publishedByPartition(accountsUrl, metricsToken, partitions);
  return {
    async stop(): Promise<Map<number, number>> {
      const after = await publishedByPartition(accountsUrl, metricsToken, partitions);
      return new Map(after.map((count, partition) => [partition, count - (before[partition] ?? 0)]));
    },
  };
}
