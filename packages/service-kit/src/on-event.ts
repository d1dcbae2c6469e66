import type { Logger } from 'pino';
import type { z } from 'zod';
import {
  type AnyEventDefinition,
  type Envelope,
  type EventDefinition,
  type EventOf,
  partitionSubject,
  subjectFilterOf,
} from '@prop/contracts/events/envelope';
import { systemActor } from './actor.ts';
import { type CommandRuntime, type CommandScope, runCommandIn } from './command.ts';
import { startConsumer } from './consumer.ts';
import type { KitTables } from './kit-migrations.ts';
import type { Nats } from './nats.ts';

type AnyDefinition = AnyEventDefinition;
export type { EventOf };

/** What reacting to events needs: the command runtime plus the broker and a logger. */
export interface HandlerRuntime<DB> extends CommandRuntime<DB> {
  nats: Nats;
  namespace: string;
  log: Pick<Logger, 'error' | 'warn'>;
}

export interface OnEventsOptions<TDefinitions extends readonly AnyDefinition[]> {
  /** Durable consumer name, unique per consuming service and purpose; kept across releases. */
  durable: string;
  /** The events this consumer handles, all of one service; they are delivered in publishing order. */
  events: TDefinitions;
  maxDeliver?: number;
  /** Only this partition's events of a partitioned event (the replica owning the partition reads them). */
  partition?: number;
  /** The durable this one replaces: created for the first time, this one starts where that one stopped. */
  startAfter?: { durable: string };
  /**
   * The events this consumer is for, of those its subject brings: the others are settled as skipped
   * (recorded, not handled), without the handler's transaction.
   */
  only?: (event: EventOf<TDefinitions[number]>) => boolean;
}

/**
 * The NATS filter that covers every definition: its subject (every partition's) when there is one, else the subjects'
 * common leading tokens with `>` (the NATS server we target filters a consumer on one subject).
 */
export function filterSubjectOf(definitions: readonly AnyDefinition[]): string {
  const [first, ...rest] = definitions.map((definition) => definition.subject.split('.'));
  if (!first) throw new Error('a consumer needs at least one event');
  if (rest.length === 0) return subjectFilterOf(definitions[0] as AnyDefinition);
  let shared = first.length - 1;
  for (const tokens of rest) {
    let same = 0;
    while (same < shared && same < tokens.length - 1 && tokens[same] === first[same]) same += 1;
    shared = same;
  }
  if (shared === 0) throw new Error('the events of one consumer share no subject prefix');
  return `${first.slice(0, shared).join('.')}.>`;
}

function partitionFilterOf(options: OnEventsOptions<readonly AnyDefinition[]>): string {
  const [definition, ...others] = options.events;
  if (!definition?.partitionKey || others.length > 0) {
    throw new Error(`${options.durable}: a partition's consumer reads one partitioned event`);
  }
  return partitionSubject(definition, options.partition as number);
}

/**
 * Registers a durable, idempotent consumer for a list of event definitions. Each event's data is
 * parsed with its definition's schema; bad data is logged with the event id, counted and
 * terminated (never retried, never handled). The handler runs inside the transaction that records
 * the event as processed, with the same scope as a command: what it emits is published after the
 * commit. Returns the function that stops the consumer.
 */
export async function onEvents<DB extends KitTables, const TDefinitions extends readonly AnyDefinition[]>(
  runtime: HandlerRuntime<DB>,
  options: OnEventsOptions<TDefinitions>,
  handle: (event: EventOf<TDefinitions[number]>, scope: CommandScope<DB>) => Promise<void>,
): Promise<() => Promise<void>> {
  const services = new Set(options.events.map((definition) => definition.service));
  if (services.size !== 1) throw new Error(`the events of ${options.durable} come from more than one service`);
  const byType = new Map<string, AnyDefinition>(options.events.map((definition) => [definition.type, definition]));
  const parsed = new WeakMap<Envelope, unknown>();
  const actor = systemActor(options.durable);
  return startConsumer({
    nats: runtime.nats,
    db: runtime.db,
    namespace: runtime.namespace,
    log: runtime.log,
    stream: [...services][0] as string,
    durable: options.durable,
    subject: options.partition === undefined ? filterSubjectOf(options.events) : partitionFilterOf(options),
    maxDeliver: options.maxDeliver,
    startAfter: options.startAfter,
    screen: (event) => {
      const definition = byType.get(event.type);
      if (!definition) return 'skip';
      const data = definition.data.safeParse(event.data);
      if (!data.success) return 'refuse';
      if (options.only && !options.only({ ...event, data: data.data } as EventOf<TDefinitions[number]>)) return 'skip';
      parsed.set(event, data.data);
      return 'handle';
    },
    handle: (event, trx) =>
      runCommandIn(runtime, trx, actor, (scope) =>
        handle({ ...event, data: parsed.get(event) } as EventOf<TDefinitions[number]>, scope),
      ),
  });
}

/** `onEvents` for a single event definition. */
export function onEvent<DB extends KitTables, TType extends string, TData extends z.ZodType>(
  runtime: HandlerRuntime<DB>,
  definition: EventDefinition<TType, TData>,
  options: Omit<OnEventsOptions<readonly [EventDefinition<TType, TData>]>, 'events'>,
  handle: (event: Envelope<TType, z.output<TData>>, scope: CommandScope<DB>) => Promise<void>,
): Promise<() => Promise<void>> {
  return onEvents(runtime, { ...options, events: [definition] as const }, handle as never);
}
