import { batchUpdatesOf, equityBatch } from '@prop/contracts/events/accounts';
import { subjectFilterOf } from '@prop/contracts/events/envelope';
import { type Nats, subjectFor } from '@prop/service-kit/nats';

/**
 * Counts the equity updates the simulator publishes per partition (the subject's last token), a
 * plain subscription beside risk's consumers: what each partition's owner has to judge.
 */
export function countPartitionUpdates(nats: Nats, namespace: string) {
  const counts = new Map<number, number>();
  const subscription = nats.nc.subscribe(subjectFor(namespace, subjectFilterOf(equityBatch)), {
    callback: (error, message) => {
      if (error) return;
      const partition = Number(message.subject.slice(message.subject.lastIndexOf('.') + 1));
      const updates = batchUpdatesOf((message.json() as { data: unknown }).data).length;
      counts.set(partition, (counts.get(partition) ?? 0) + updates);
    },
  });
  return {
    stop(): Map<number, number> {
      subscription.unsubscribe();
      return counts;
    },
  };
}
