import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partitionKeyOf } from '@prop/contracts/partitions';
import { createDb } from '@prop/service-kit/db';
import { createTestNamespace } from '@prop/service-kit/testing/namespace';
import { MIGRATIONS_FOLDER } from '../src/config.ts';

const KEYING = '0012_partition_key.ts';

type Migration = { up: (db: Kysely<unknown>) => Promise<void> };
const migration = (file: string): Promise<Migration> => import(pathToFileURL(path.join(MIGRATIONS_FOLDER, file)).href);

describe('the partition key migration', () => {
  const ns = createTestNamespace('risk');
  const db = createDb<unknown>({ url: ns.env.DATABASE_URL as string, schema: ns.schema });

  beforeAll(async () => {
    await sql`create schema ${sql.id(ns.schema)}`.execute(db);
    const earlier = (await readdir(MIGRATIONS_FOLDER)).filter((file) => file.endsWith('.ts') && file < KEYING).sort();
    for (const file of earlier) await (await migration(file)).up(db);
  });
  afterAll(async () => {
    await db.destroy();
    await ns.cleanup();
  });

  it('keys every account already linked, over more rows than one statement keys, as the services key new ones', async () => {
    await sql`insert into risk_accounts
        (account_id, user_id, mt5_account_id, funding_balance, account_type, max_drawdown_bps, linked_at, unlinked_at)
      select gen_random_uuid(), gen_random_uuid(), 'mt5-' || n, 10000, 'Instant Funding', 1000, now(),
        case when n % 7 = 0 then now() end
      from generate_series(1, 12001) as n`.execute(db);

    await (await migration(KEYING)).up(db);

    const rows = await sql<{ mt5_account_id: string; partition_key: string }>`
      select mt5_account_id, partition_key from risk_accounts`.execute(db);
    expect(rows.rows).toHaveLength(12001);
    for (const row of rows.rows) expect(Number(row.partition_key)).toBe(partitionKeyOf(row.mt5_account_id));
    await expect(
      sql`insert into risk_accounts (account_id, user_id, mt5_account_id, funding_balance, account_type, max_drawdown_bps, linked_at)
        values (gen_random_uuid(), gen_random_uuid(), 'unkeyed', 10000, 'Instant Funding', 1000, now())`.execute(db),
    ).rejects.toThrow(/partition_key/);
  });
});
