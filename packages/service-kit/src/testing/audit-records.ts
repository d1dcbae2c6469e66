import type { Kysely } from 'kysely';
import type { AuditRecord } from '@prop/contracts/audit';
import type { Envelope } from '@prop/contracts/events/envelope';
import type { KitTables } from '../kit-migrations.ts';

/** The admin actions a service recorded (its outbox keeps them), oldest first, about one target. */
export async function auditRecordsAbout<DB extends KitTables>(
  db: Kysely<DB>,
  targetId: string,
): Promise<AuditRecord[]> {
  const rows = await (db as unknown as Kysely<KitTables>)
    .selectFrom('outbox')
    .select('envelope')
    .where('subject', 'like', '%.audit.recorded')
    .orderBy('created_at')
    .execute();
  return rows
    .map((row) => (row.envelope as Envelope<string, AuditRecord>).data)
    .filter((record) => record.target.id === targetId);
}
