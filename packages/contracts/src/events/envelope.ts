import { z } from 'zod';
import { partitionOf } from '../partitions.ts';

/** Every event on NATS: `id` is also the JetStream Nats-Msg-Id, so a re-publish is de-duplicated. */
export const envelopeSchema = z.object({
  id: z.string().uuid(),
  type: z.string(),
  occurredAt: z.string(),
  version: z.number().int().positive(),
  data: z.unknown(),
});
export type Envelope<TType extends string = string, TData = unknown> = {
  id: string;
  type: TType;
  occurredAt: string;
  version: number;
  data: TData;
};

/** The envelope of a message's text; undefined when the text is not JSON or not an envelope. */
export function envelopeOfText(text: string): Envelope | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  return envelopeSchema.safeParse(json).data;
}

/** An event definition: the subject it is published on (after the service prefix) and its data. */
export interface EventDefinition<TType extends string, TData extends z.ZodType> {
  service: string;
  type: TType;
  /** A partitioned event's subject without its partition token. */
  subject: string;
  version: number;
  data: TData;
  /**
   * Set on partitioned events (partitions.ts): the MT5 account whose partition the event is
   * published in, as `<subject>.<partition>`.
   */
  partitionKey?: (data: z.output<TData>) => string;
}

export function defineEvent<TType extends string, TData extends z.ZodType>(
  service: string,
  event: string,
  type: TType,
  data: TData,
  version = 1,
): EventDefinition<TType, TData> {
  return { service, type, subject: `${service}.${event}`, version, data };
}

/** An event published in the partition of the MT5 account `partitionKey` names. */
export function definePartitionedEvent<TType extends string, TData extends z.ZodType>(
  service: string,
  event: string,
  type: TType,
  data: TData,
  partitionKey: (data: z.output<TData>) => string,
  version = 1,
): EventDefinition<TType, TData> {
  return { ...defineEvent(service, event, type, data, version), partitionKey };
}

/** The subject an event is published on: a partitioned one's carries its MT5 account's partition. */
export function subjectOfEvent<TData extends z.ZodType>(
  definition: EventDefinition<string, TData>,
  data: z.output<TData>,
  partitions: number,
): string {
  if (!definition.partitionKey) return definition.subject;
  return partitionSubject(definition, partitionOf(definition.partitionKey(data), partitions));
}

/** Where a partitioned event of one partition is published. */
export function partitionSubject(definition: AnyEventDefinition, partition: number): string {
  return `${definition.subject}.${partition}`;
}

/** The filter that receives a definition's events: of every partition for a partitioned one. */
export function subjectFilterOf(definition: AnyEventDefinition): string {
  return definition.partitionKey ? `${definition.subject}.*` : definition.subject;
}

/**
 * The definition subject a received subject (namespace removed) is of: a partitioned event's
 * without its partition token, any other unchanged. `partitioned` lists partitioned subjects.
 */
export function definitionSubjectOf(subject: string, partitioned: ReadonlySet<string>): string {
  const cut = subject.lastIndexOf('.');
  return cut > 0 && partitioned.has(subject.slice(0, cut)) ? subject.slice(0, cut) : subject;
}

// biome-ignore lint/suspicious/noExplicitAny: a definition of any event, as lists of them are held
export type AnyEventDefinition = EventDefinition<string, any>;

/** The envelope of one of a list of definitions, discriminated by `type`. */
export type EventOf<TDefinition extends AnyEventDefinition> =
  TDefinition extends EventDefinition<infer TType, infer TData> ? Envelope<TType, z.output<TData>> : never;
