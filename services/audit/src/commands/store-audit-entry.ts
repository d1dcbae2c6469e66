import type { AdminActionRecordedEvent } from '@prop/contracts/events/audit';
import type { CommandScope } from '@prop/service-kit/command';
import { insertEntry } from '../db/audit-entries.ts';
import type { AuditDb } from '../db/types.ts';

/**
 * Keeps one admin action a service recorded, at the time that service recorded it; the same event
 * delivered twice is stored once. Runs in the consumer's transaction.
 */
export async function storeAuditEntry(
  scope: CommandScope<AuditDb>,
  service: string,
  event: AdminActionRecordedEvent,
): Promise<void> {
  await insertEntry(scope.trx, { id: event.id, service, at: event.occurredAt, record: event.data });
}
