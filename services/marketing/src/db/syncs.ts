import { type Kysely, sql, type Transaction } from 'kysely';
import type { ContactRow, MarketingDb, SyncOutcome, SyncRow } from './types.ts';

type Db = Kysely<MarketingDb> | Transaction<MarketingDb>;

/**
 * Starts a sync of every user who consented to marketing, or finds the one already running (the unique index on the
 * running sync makes a concurrent second start wait for the first and then do nothing). A running sync that ended
 * between the two (another replica's job can finish a small one at once) no longer holds the index: start anew.
 */
export async function insertOrFindRunningSync(
  trx: Transaction<MarketingDb>,
  startedBy: string,
): Promise<{ sync: SyncRow; started: boolean }> {
  for (;;) {
    const inserted = await trx
      .insertInto('syncs')
      .values({ started_by: startedBy })
      .onConflict((conflict) => conflict.expression(sql`(true)`).where('status', '=', 'running').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) {
      await trx
        .insertInto('sync_results')
        .columns(['sync_id', 'user_id'])
        .expression((eb) =>
          eb
            .selectFrom('contacts')
            .select([eb.val(inserted.id).as('sync_id'), 'user_id'])
            .where('marketing_consent', '=', true),
        )
        .execute();
      return { sync: inserted, started: true };
    }
    const running = await trx.selectFrom('syncs').selectAll().where('status', '=', 'running').executeTakeFirst();
    if (running) return { sync: running, started: false };
  }
}

export function findSync(db: Db, syncId: string): Promise<SyncRow | undefined> {
  return db.selectFrom('syncs').selectAll().where('id', '=', syncId).executeTakeFirst();
}

export function latestSync(db: Db): Promise<SyncRow | undefined> {
  return db.selectFrom('syncs').selectAll().orderBy('started_at', 'desc').limit(1).executeTakeFirst();
}

export async function countOutcomes(db: Db, syncId: string): Promise<Record<SyncOutcome, number>> {
  const rows = await db
    .selectFrom('sync_results')
    .select(['outcome', (eb) => eb.fn.countAll<string>().as('count')])
    .where('sync_id', '=', syncId)
    .groupBy('outcome')
    .execute();
  const counts = { pending: 0, synced: 0, failed: 0 };
  for (const row of rows) counts[row.outcome] = Number(row.count);
  return counts;
}

/** The next users of a sync still to send, with what they are sent as. */
export function nextPending(db: Db, syncId: string, limit: number): Promise<ContactRow[]> {
  return db
    .selectFrom('sync_results')
    .innerJoin('contacts', 'contacts.user_id', 'sync_results.user_id')
    .selectAll('contacts')
    .where('sync_results.sync_id', '=', syncId)
    .where('sync_results.outcome', '=', 'pending')
    .orderBy('contacts.user_id')
    .limit(limit)
    .execute();
}

/** Records one outcome for several users of a sync; a user forgotten meanwhile has no row left to record. */
export async function recordOutcomes(
  db: Db,
  result: { syncId: string; userIds: readonly string[]; outcome: Exclude<SyncOutcome, 'pending'>; error?: string },
): Promise<void> {
  if (result.userIds.length === 0) return;
  await db
    .updateTable('sync_results')
    .set({ outcome: result.outcome, error: result.error ?? null })
    .where('sync_id', '=', result.syncId)
    .where('user_id', 'in', result.userIds)
    .execute();
}

export async function finishSync(db: Db, syncId: string, at: Date): Promise<void> {
  await db
    .updateTable('syncs')
    .set({ status: 'finished', finished_at: at })
    .where('id', '=', syncId)
    .where('status', '=', 'running')
    .execute();
}
