import { type Kysely, sql } from 'kysely';
import { partitionKeyOf } from '@prop/contracts/partitions';

/** Rows keyed per statement while the column is filled: a few hundred kilobytes of SQL each. */
const KEYS_A_STATEMENT = 5000;

/**
 * Each account's partition key (docs/decisions/013), so a replica taking a partition reads only
 * that partition's rows: `partition_key % ACCOUNT_PARTITIONS = p`. The key is the full 32-bit hash,
 * not the partition, so it stays right when the partition count changes. Existing rows are keyed
 * here with the same function every process uses.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('risk_accounts').addColumn('partition_key', 'bigint').execute();
  const rows = await sql<{ account_id: string; mt5_account_id: string }>`
    select account_id, mt5_account_id from risk_accounts`.execute(db);
  for (let start = 0; start < rows.rows.length; start += KEYS_A_STATEMENT) {
    const keys = rows.rows
      .slice(start, start + KEYS_A_STATEMENT)
      .map((row) => sql`(${row.account_id}::uuid, ${partitionKeyOf(row.mt5_account_id)}::bigint)`);
    await sql`update risk_accounts set partition_key = keyed.key
      from (values ${sql.join(keys)}) as keyed(account_id, key)
      where risk_accounts.account_id = keyed.account_id`.execute(db);
  }
  await db.schema
    .alterTable('risk_accounts')
    .alterColumn('partition_key', (column) => column.setNotNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('risk_accounts').dropColumn('partition_key').execute();
}
