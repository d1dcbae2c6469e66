import { type Kysely, sql, type Transaction } from 'kysely';
import type { AuditEntry, AuditRecord } from '@prop/contracts/audit';
import type { Cursor } from '../domain/cursor.ts';
import type { AuditDb, AuditEntryRow } from './types.ts';

/** Stores one recorded action; the same event twice is stored once. */
export async function insertEntry(
  db: Kysely<AuditDb> | Transaction<AuditDb>,
  entry: { id: string; service: string; at: string; record: AuditRecord },
): Promise<void> {
  const { record } = entry;
  await db
    .insertInto('audit_entries')
    .values({
      id: entry.id,
      service: entry.service,
      at: entry.at,
      actor_id: record.actorId,
      action: record.action,
      target_type: record.target.type,
      target_id: record.target.id,
      before: record.before === null ? null : JSON.stringify(record.before),
      after: record.after === null ? null : JSON.stringify(record.after),
      request_id: record.requestId,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

export interface EntryFilter {
  action?: string;
  actorId?: string;
  targetId?: string;
  after?: Cursor;
}

/** Newest first; `after` continues below a previous page's last entry. Every match: the CSV reads it whole. */
export function entriesQuery(db: Kysely<AuditDb>, filter: EntryFilter) {
  let query = db.selectFrom('audit_entries').selectAll();
  if (filter.action) query = query.where('action', '=', filter.action);
  if (filter.actorId) query = query.where('actor_id', '=', filter.actorId);
  if (filter.targetId) query = query.where('target_id', '=', filter.targetId);
  if (filter.after) {
    const { at, id } = filter.after;
    query = query.where(sql<boolean>`(at, id) < (${at.toISOString()}::timestamptz, ${id}::uuid)`);
  }
  return query.orderBy('at', 'desc').orderBy('id', 'desc');
}

export function listEntries(db: Kysely<AuditDb>, filter: EntryFilter & { limit: number }): Promise<AuditEntryRow[]> {
  return entriesQuery(db, filter).limit(filter.limit).execute();
}

export function toAuditEntry(row: AuditEntryRow): AuditEntry {
  return {
    id: row.id,
    service: row.service,
    at: row.at.toISOString(),
    actorId: row.actor_id,
    action: row.action as AuditEntry['action'],
    target: { type: row.target_type as AuditEntry['target']['type'], id: row.target_id },
    before: row.before as AuditEntry['before'],
    after: row.after as AuditEntry['after'],
    requestId: row.request_id,
  };
}
