import type { Consumer, ConsumerMessages } from '@nats-io/jetstream';

/**
 * Stops an ordered consumer's reads and removes it from the server. Closing the reads alone leaves
 * the consumer there, its messages counted as pending, until its five-minute inactivity threshold:
 * a reader started at each takeover, restart or listing would leave one behind each time.
 */
export async function stopOrderedReads(consumer: Consumer, messages: ConsumerMessages): Promise<void> {
  await messages.close();
  await consumer.delete().catch(() => undefined);
}
