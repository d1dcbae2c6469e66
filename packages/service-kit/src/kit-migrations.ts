import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Tables every service has: the transactional outbox, the record of handled events and the kit's
 * own count of redeliveries. A kit migration added later sorts among the service's executed ones,
 * so the migrator runs them unordered (migrate.ts).
 */
export const kitMigrations: Record<string, Migration> = {
  '0000_kit_outbox': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('outbox')
        .addColumn('id', 'uuid', (column) => column.primaryKey())
        .addColumn('subject', 'text', (column) => column.notNull())
        .addColumn('envelope', 'jsonb', (column) => column.notNull())
        .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .addColumn('published_at', 'timestamptz')
        .execute();
      await sql`create index outbox_unpublished on outbox (created_at) where published_at is null`.execute(db);
    },
  },
  // The writer's claim on an event it publishes itself (OutboxRelay.publishClaimed): drains leave it alone until then.
  '0001_kit_outbox_claims': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('outbox').addColumn('claimed_until', 'timestamptz').execute();
    },
  },
  '0000_kit_processed_events': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('processed_events')
        .addColumn('consumer', 'text', (column) => column.notNull())
        .addColumn('event_id', 'uuid', (column) => column.notNull())
        .addColumn('processed_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('processed_events_pk', ['consumer', 'event_id'])
        .execute();
    },
  },
  '0000_kit_redeliveries': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('redeliveries')
        .addColumn('consumer', 'text', (column) => column.notNull())
        .addColumn('event_id', 'uuid', (column) => column.notNull())
        .addColumn('deliveries', 'integer', (column) => column.notNull())
        .addColumn('counted_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('redeliveries_pk', ['consumer', 'event_id'])
        .execute();
    },
  },
};

export interface KitTables {
  outbox: {
    id: string;
    subject: string;
    envelope: unknown;
    created_at: import('kysely').Generated<Date>;
    published_at: Date | null;
    claimed_until: Date | null;
  };
  processed_events: {
    consumer: string;
    event_id: string;
    processed_at: import('kysely').Generated<Date>;
  };
  redeliveries: {
    consumer: string;
    event_id: string;
    deliveries: number;
    counted_at: import('kysely').Generated<Date>;
  };
}
