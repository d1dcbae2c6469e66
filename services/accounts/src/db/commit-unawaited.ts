import { sql, type Transaction } from 'kysely';

/**
 * This transaction's commit returns before PostgreSQL has flushed it to disk
 * (`synchronous_commit = off` for it alone). For the feed's periodic writes, which the next write
 * seconds later supersedes: a crash of PostgreSQL itself (not of this process) can lose their last
 * fraction of a second (the WAL writer flushes within three of its 200 ms rounds), never part of a
 * transaction and never one out of order. At 50,000 accounts they were about 20 commits a second,
 * each waiting for its own flush of the write-ahead log while risk's breaches waited for theirs.
 * Never for a transaction that writes events: the relay could publish an event whose row is lost.
 */
export async function commitUnawaited<DB>(trx: Transaction<DB>): Promise<void> {
  await sql`set local synchronous_commit = off`.execute(trx);
}
