import type { Insertable, Kysely, Transaction } from 'kysely';
import type { MarketingDb, SentEmailsTable } from './types.ts';

type Db = Kysely<MarketingDb> | Transaction<MarketingDb>;

export async function wasSent(db: Db, key: string): Promise<boolean> {
  const row = await db.selectFrom('sent_emails').select('id').where('id', '=', key).executeTakeFirst();
  return row !== undefined;
}

/** Records a sent e-mail; a second record of the same key (two workers racing) changes nothing. */
export async function recordSentEmail(db: Db, row: Insertable<SentEmailsTable>): Promise<void> {
  await db
    .insertInto('sent_emails')
    .values(row)
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}
