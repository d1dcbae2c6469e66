import { type Kysely, type OperationNodeSource, sql, type Transaction } from 'kysely';
import type { z } from 'zod';
import type { Envelope, EventDefinition } from '@prop/contracts/events/envelope';
import type { Actor } from './actor.ts';
import type { SystemAuditActor } from '@prop/contracts/audit';
import { type AdminAction, recordAdminAction } from './audit.ts';
import type { Clock } from './clock.ts';
import type { ServiceName } from './config.ts';
import type { KitTables } from './kit-migrations.ts';
import { claimEndingIn, createEnvelope, insertOutboxRow, type OutboxRow, outboxRowOf, writeEvent } from './outbox.ts';
import { type OutboxRelay, WRITER_CLAIM_SECONDS } from './outbox-relay.ts';

/** What a service gives the command runner once, at start. */
export interface CommandRuntime<DB> {
  service: ServiceName;
  db: Kysely<DB>;
  clock: Clock;
  /**
   * The outbox relay: asked to publish once a transaction that wrote events has committed, and to
   * publish at once the events emitted `atOnce`.
   */
  relay: Pick<OutboxRelay, 'kick' | 'publishClaimed'>;
  /** ACCOUNT_PARTITIONS: where partitioned events are published; only services emitting them need it. */
  partitions?: number;
}

/**
 * The relay of a script that writes without NATS (a seed, the admin CLI): what it emits waits in
 * the outbox for the service's own relay. An event emitted `atOnce` would wait there until its
 * claim ran out, so such scripts emit none.
 */
export const outboxOnlyRelay: CommandRuntime<unknown>['relay'] = { kick: () => {}, publishClaimed: async () => {} };

/** What a command's body gets: one transaction, one instant, and the only ways to emit and audit. */
export interface CommandScope<DB> {
  trx: Transaction<DB>;
  /** The command's time, read once from the clock: every row and event of the command carries it. */
  now: Date;
  actor: Actor;
  /**
   * Writes an event, typed and checked by its definition, to the outbox in this transaction. With
   * `atOnce`, its writer publishes it as soon as the transaction commits (claimed, as an insert
   * command's event), where a drain would first look for it and lock it: for a verdict, whose time
   * to the trader is what the firm promises. It may then go out before events committed earlier
   * that a drain has yet to publish.
   */
  emit<TType extends string, TData extends z.ZodType>(
    definition: EventDefinition<TType, TData>,
    data: z.input<TData>,
    options?: EmitOptions,
  ): Promise<Envelope<TType, z.output<TData>>>;
  /**
   * Records the acting admin's change in the audit log, in this transaction; with `by`, a change
   * the platform made on its own, named as that system actor.
   */
  audit(action: AdminAction, by?: SystemAuditActor): Promise<void>;
  /** Runs once the transaction has committed (never when it rolls back). */
  afterCommit(effect: () => void): void;
}

export interface EmitOptions {
  atOnce?: boolean;
}

interface ScopeEffects {
  /** Events left to the relay's drain: it is kicked after the commit. */
  drained: number;
  /** Events this process publishes after the commit, in the order emitted. */
  atOnce: OutboxRow[];
  afterCommit: Array<() => void>;
}

const noEffects = (): ScopeEffects => ({ drained: 0, atOnce: [], afterCommit: [] });

function scopeOf<DB extends KitTables>(
  runtime: CommandRuntime<DB>,
  trx: Transaction<DB>,
  actor: Actor,
  effects: ScopeEffects,
): CommandScope<DB> {
  const now = runtime.clock.now();
  return {
    trx,
    now,
    actor,
    emit: async (definition, data, options) => {
      if (!options?.atOnce) {
        effects.drained += 1;
        return writeEvent(trx, definition, data, now, runtime.partitions);
      }
      const envelope = createEnvelope(definition, data, now);
      const row = outboxRowOf(definition, envelope, runtime.partitions);
      await insertOutboxRow(trx, row, WRITER_CLAIM_SECONDS);
      effects.atOnce.push(row);
      return envelope;
    },
    audit: (action, by) => {
      effects.drained += 1;
      return recordAdminAction(trx, actor, runtime.service, action, now, by);
    },
    afterCommit: (effect) => {
      effects.afterCommit.push(effect);
    },
  };
}

function settle(runtime: CommandRuntime<unknown>, effects: ScopeEffects): void {
  if (effects.drained > 0) runtime.relay.kick();
  // One after another, in the order emitted; `publishClaimed` never throws.
  void effects.atOnce.reduce<Promise<void>>(
    (published, row) => published.then(() => runtime.relay.publishClaimed(row)),
    Promise.resolve(),
  );
  for (const effect of effects.afterCommit) effect();
}

/**
 * The one way to write: opens the transaction, reads the clock once, gives the body `emit` and
 * `audit`, and after the commit asks the relay to publish what was emitted. Either the change, its
 * events and its audit entry all exist, or none does.
 */
export async function runCommand<DB extends KitTables, T>(
  runtime: CommandRuntime<DB>,
  actor: Actor,
  body: (scope: CommandScope<DB>) => Promise<T>,
): Promise<T> {
  const effects = noEffects();
  const result = await runtime.db.transaction().execute((trx) => body(scopeOf(runtime, trx, actor, effects)));
  settle(runtime as CommandRuntime<unknown>, effects);
  return result;
}

/**
 * A command inside a transaction someone else opened and commits (the event consumer's, which also
 * records the event as processed). Returns what to run once that transaction has committed.
 */
export async function runCommandIn<DB extends KitTables>(
  runtime: CommandRuntime<DB>,
  trx: Transaction<DB>,
  actor: Actor,
  body: (scope: CommandScope<DB>) => Promise<void>,
): Promise<() => void> {
  const effects = noEffects();
  await body(scopeOf(runtime, trx, actor, effects));
  return () => settle(runtime as CommandRuntime<unknown>, effects);
}

/** One insert that may store a row or none, and the event to write only when it stored one. */
export interface InsertWithEvent<DB, TType extends string, TData extends z.ZodType> {
  /** The insert, `returning` something: a row returned is a row stored (`on conflict do nothing` may store none). */
  insert: (db: Kysely<DB>) => OperationNodeSource;
  definition: EventDefinition<TType, TData>;
  data: z.input<TData>;
}

/** What an insert command runs with: the relay publishes its event at once. */
export interface InsertRuntime<DB> extends Pick<CommandRuntime<DB>, 'db' | 'clock' | 'partitions'> {
  relay: Pick<OutboxRelay, 'publishClaimed'>;
}

/**
 * A command whose whole write is one insert and the event it causes, sent as one statement: the
 * insert in a WITH, and the outbox row selected from what it returned. A statement is atomic by
 * itself, so either both rows exist or neither does, as in `runCommand`, in one round trip where a
 * transaction takes four (BEGIN, the insert, the event, COMMIT). For a write on a latency path
 * (risk's breach on an equity update, timed from the update to the published verdict): the event
 * is stored claimed by this process, which publishes it as soon as the statement returns, once
 * (`publishClaimed`); the outbox is the net if that fails. Returns the event as the outbox holds
 * it, or undefined when the insert stored nothing.
 */
export async function runInsertCommand<DB extends KitTables, TType extends string, TData extends z.ZodType>(
  runtime: InsertRuntime<DB>,
  { insert, definition, data }: InsertWithEvent<DB, TType, TData>,
): Promise<OutboxRow | undefined> {
  const row = outboxRowOf(definition, createEnvelope(definition, data, runtime.clock.now()), runtime.partitions);
  // The insert's own time, as writeEvent stamps it: the relay publishes in this order.
  const written = await sql<{ id: string }>`
    with changed as (${insert(runtime.db)})
    insert into outbox (id, subject, envelope, created_at, claimed_until)
    select ${row.id}::uuid, ${row.subject}, ${row.envelope}::jsonb, clock_timestamp(),
      ${claimEndingIn(WRITER_CLAIM_SECONDS)} from changed
    returning id`.execute(runtime.db);
  if (written.rows.length === 0) return undefined;
  await runtime.relay.publishClaimed(row);
  return row;
}
