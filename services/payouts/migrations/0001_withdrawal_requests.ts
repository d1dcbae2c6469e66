import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // user_id and account_id name records of other services; no foreign key crosses a service's schema.
  await db.schema
    .createTable('withdrawal_requests')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (column) => column.notNull())
    .addColumn('status', 'text', (column) =>
      column.notNull().defaultTo('pending').check(sql`status in ('pending', 'approved', 'rejected')`),
    )
    // Total profit and the trader's share, computed here from the account snapshot below.
    .addColumn('amount', sql`numeric(14, 2)`, (column) => column.notNull().check(sql`amount > 0`))
    .addColumn('profit_share_amount', sql`numeric(14, 2)`, (column) =>
      column.notNull().check(sql`profit_share_amount > 0 and profit_share_amount <= amount`),
    )
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('bank_details', 'jsonb', (column) => column.notNull())
    // The snapshot the amounts were computed from, so a decision can be checked later.
    .addColumn('account_id', 'uuid', (column) => column.notNull())
    .addColumn('mt5_account_id', 'text', (column) => column.notNull())
    .addColumn('equity', sql`numeric(14, 2)`, (column) => column.notNull())
    .addColumn('funding_balance', sql`numeric(14, 2)`, (column) => column.notNull())
    .addColumn('snapshot_at', 'timestamptz', (column) => column.notNull())
    // The client's key for this submission and a digest of what it sent: a retry gets the same request.
    .addColumn('idempotency_key', 'uuid', (column) => column.notNull())
    .addColumn('request_digest', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('processed_at', 'timestamptz')
    .addColumn('processed_by', 'uuid')
    .addColumn('admin_notes', 'text')
    .addUniqueConstraint('withdrawal_requests_idempotency', ['user_id', 'idempotency_key'])
    .addCheckConstraint(
      'withdrawal_decided_fully',
      sql`(status = 'pending') = (processed_at is null) and (processed_at is null) = (processed_by is null)`,
    )
    .execute();
  // At most one request under review per trader, whatever races the code loses.
  await sql`create unique index withdrawal_requests_one_pending on withdrawal_requests (user_id) where status = 'pending'`.execute(
    db,
  );
  await sql`create index withdrawal_requests_by_user on withdrawal_requests (user_id, created_at desc)`.execute(db);
  await sql`create index withdrawal_requests_processed on withdrawal_requests (processed_at desc) where status <> 'pending'`.execute(
    db,
  );

  // Every state a request took, who put it there and why: the request row holds only the latest.
  await db.schema
    .createTable('withdrawal_history')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('request_id', 'uuid', (column) => column.notNull().references('withdrawal_requests.id'))
    .addColumn('status', 'text', (column) => column.notNull().check(sql`status in ('pending', 'approved', 'rejected')`))
    .addColumn('actor_id', 'uuid', (column) => column.notNull())
    .addColumn('actor_role', 'text', (column) => column.notNull().check(sql`actor_role in ('trader', 'admin')`))
    .addColumn('notes', 'text')
    .addColumn('at', 'timestamptz', (column) => column.notNull())
    .execute();
  await sql`create index withdrawal_history_of_request on withdrawal_history (request_id, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('withdrawal_history').execute();
  await db.schema.dropTable('withdrawal_requests').execute();
}
