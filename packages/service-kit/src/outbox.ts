import { randomUUID } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { z } from 'zod';
import { type Envelope, type EventDefinition, subjectOfEvent } from '@prop/contracts/events/envelope';
import type { KitTables } from './kit-migrations.ts';

/** An event's envelope, its data parsed by the event's contract (which throws on data it refuses). */
export function createEnvelope<TType extends string, TData extends z.ZodType>(
  definition: EventDefinition<TType, TData>,
  data: z.input<TData>,
  now: Date,
): Envelope<TType, z.output<TData>> {
  return envelopeOf(definition, definition.data.parse(data), now);
}

/**
 * An envelope of data already of its contract's output type, not parsed again here: for a producer
 * whose every reader parses each item on its own, at a rate where the producer's parse is a large
 * share of its work (the equity publisher).
 */
export function envelopeOf<TType extends string, TData extends z.ZodType>(
  definition: EventDefinition<TType, TData>,
  data: z.output<TData>,
  now: Date,
): Envelope<TType, z.output<TData>> {
  return {
    id: randomUUID(),
    type: definition.type,
    occurredAt: now.toISOString(),
    version: definition.version,
    data,
  };
}

/** An event as the outbox stores it; the id is the envelope's, and the Nats-Msg-Id it is published with. */
export interface OutboxRow {
  id: string;
  /** Without the namespace. */
  subject: string;
  /** The envelope as JSON text. */
  envelope: string;
}

/** `partitions` is the configured count, needed by partitioned events only. */
export function outboxRowOf(
  definition: EventDefinition<string, z.ZodType>,
  envelope: Envelope,
  partitions?: number,
): OutboxRow {
  return {
    id: envelope.id,
    subject: subjectOfRow(definition, envelope, partitions),
    envelope: JSON.stringify(envelope),
  };
}

function subjectOfRow(definition: EventDefinition<string, z.ZodType>, envelope: Envelope, partitions?: number): string {
  if (!definition.partitionKey) return definition.subject;
  if (partitions === undefined) throw new Error(`${definition.type} is partitioned: the partition count is needed`);
  return subjectOfEvent(definition, envelope.data, partitions);
}

/**
 * Records an event in the same transaction as the change it describes; the relay publishes it.
 * Either both the change and the event exist, or neither does.
 */
export async function writeEvent<DB extends KitTables, TType extends string, TData extends z.ZodType>(
  db: Transaction<DB> | Kysely<DB>,
  definition: EventDefinition<TType, TData>,
  data: z.input<TData>,
  now: Date,
  partitions?: number,
): Promise<Envelope<TType, z.output<TData>>> {
  const envelope = createEnvelope(definition, data, now);
  await insertOutboxRow(db, outboxRowOf(definition, envelope, partitions));
  return envelope;
}

/** When a writer's claim on a row stored now runs out: the statement's own time plus `seconds`. */
export const claimEndingIn = (seconds: number) => sql<Date>`clock_timestamp() + make_interval(secs => ${seconds})`;

/**
 * Stores an event's row. A row `claimedForSeconds` is its writer's to publish (`publishClaimed`)
 * for that long from the insert: no drain takes it before.
 */
export async function insertOutboxRow<DB extends KitTables>(
  db: Transaction<DB> | Kysely<DB>,
  row: OutboxRow,
  claimedForSeconds?: number,
): Promise<void> {
  // Kysely's types are invariant in the schema; the outbox table is the same in every service.
  const trx = db as unknown as Kysely<KitTables>;
  // The insert's own time, not the transaction's start: a transaction that waited on a row lock
  // writes its event after the one it waited for, and the relay publishes in this order.
  await trx
    .insertInto('outbox')
    .values({
      ...row,
      created_at: sql`clock_timestamp()`,
      ...(claimedForSeconds !== undefined && { claimed_until: claimEndingIn(claimedForSeconds) }),
    })
    .execute();
}
