import { randomUUID } from 'node:crypto';
import type { JetStreamClient } from '@nats-io/jetstream';
import type { z } from 'zod';
import { type EventDefinition, subjectOfEvent } from '@prop/contracts/events/envelope';
import { DEFAULT_ACCOUNT_PARTITIONS } from '@prop/contracts/partitions';
import { subjectFor } from '../nats.ts';
import { createEnvelope } from '../outbox.ts';

/**
 * Publishes an event as its producing service's outbox relay would: on the namespace's subject
 * (a partitioned one's in its partition of the default count, unless `partitions` is given),
 * its id as Nats-Msg-Id. Given an `id` already used, the same event reaches the stream again
 * (under another message id, past JetStream's de-duplication), as a consumer sees a redelivery.
 */
export async function publishEvent<TType extends string, TData extends z.ZodType>(
  js: JetStreamClient,
  namespace: string,
  definition: EventDefinition<TType, TData>,
  data: z.input<TData>,
  options: { occurredAt?: Date; id?: string; partitions?: number } = {},
) {
  const { occurredAt, id, partitions = DEFAULT_ACCOUNT_PARTITIONS } = options;
  const envelope = { ...createEnvelope(definition, data, occurredAt ?? new Date()), ...(id && { id }) };
  const subject = subjectOfEvent(definition, envelope.data, partitions);
  await js.publish(subjectFor(namespace, subject), JSON.stringify(envelope), {
    msgID: id ? randomUUID() : envelope.id,
  });
  return envelope;
}

/** `publishEvent` bound to one connection and namespace, taking the time the event occurred. */
export function eventPublisher(js: JetStreamClient, namespace: string) {
  return <TType extends string, TData extends z.ZodType>(
    definition: EventDefinition<TType, TData>,
    data: z.input<TData>,
    occurredAt = new Date(),
  ) => publishEvent(js, namespace, definition, data, { occurredAt });
}
