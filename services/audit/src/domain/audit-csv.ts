import { systemAuditActorName } from '@prop/contracts/audit';
import type { CsvColumn } from '@prop/service-kit/csv';
import { utc } from '@prop/service-kit/csv-export';
import type { AuditEntryRow } from '../db/types.ts';

const json = (state: unknown) => (state === null ? null : JSON.stringify(state));

/** The audit log as a CSV: every field of an entry, the states as JSON, times in UTC. */
export const AUDIT_CSV_COLUMNS: readonly CsvColumn<AuditEntryRow>[] = [
  { header: 'Entry ID', value: (row) => row.id },
  { header: 'At (UTC)', value: (row) => utc(row.at) },
  { header: 'Service', value: (row) => row.service },
  { header: 'Actor ID', value: (row) => row.actor_id },
  { header: 'System actor', value: (row) => systemAuditActorName(row.actor_id) },
  { header: 'Action', value: (row) => row.action },
  { header: 'Target type', value: (row) => row.target_type },
  { header: 'Target ID', value: (row) => row.target_id },
  { header: 'Before', value: (row) => json(row.before) },
  { header: 'After', value: (row) => json(row.after) },
  { header: 'Request ID', value: (row) => row.request_id },
];
