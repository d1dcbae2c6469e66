import type { ColumnType, Selectable } from 'kysely';
import type { KitTables } from '@prop/service-kit/kit-migrations';

type Json = ColumnType<unknown, string | null, never>;

export interface AuditEntriesTable {
  id: string;
  service: string;
  at: ColumnType<Date, Date | string, never>;
  actor_id: string;
  action: string;
  target_type: string;
  target_id: string;
  before: Json;
  after: Json;
  request_id: string;
}

export interface AuditDb extends KitTables {
  audit_entries: AuditEntriesTable;
}

export type AuditEntryRow = Selectable<AuditEntriesTable>;
