import type { Consumer, ConsumerMessages } from '@nats-io/jetstream';

/**
 * Stops an ordered consumer's reads and asks the server to remove it. Closing the reads alone
 * leaves the consumer there, its messages counted as pending, until its five-minute inactivity
 * threshold: a reader started at each takeover, restart or listing would leave one behind each
 * time. The removal is not waited for: with NATS unreachable, which is when a replica loses its
 * partitions, it would hold each release for the API's five-second timeout.
 */
export async function stopOrderedReads(consumer: Consumer, messages: ConsumerMessages): Promise<void> {
  await messages.close();
  void consumer.delete().catch(() => undefined);
}
