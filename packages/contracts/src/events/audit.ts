import { auditRecordSchema } from '../audit.ts';
import { defineEvent, type EventOf } from './envelope.ts';

/**
 * An admin action, published by the service that performed it on its own stream (through its
 * outbox, so the record exists exactly when the action does); the audit service keeps them all.
 */
export const adminActionRecorded = (service: string) =>
  defineEvent(service, 'audit.recorded', 'AdminActionRecorded', auditRecordSchema);

/**
 * The audit events, one list per publishing service: the audit service's consumers subscribe by
 * these definitions.
 */
export const auditEvents = (service: string) => [adminActionRecorded(service)] as const;

/** An admin action as recorded on any service's stream, with its parsed data. */
export type AdminActionRecordedEvent = EventOf<ReturnType<typeof adminActionRecorded>>;

/** An audit event with its parsed data, discriminated by `type`. */
export type AuditEvent = AdminActionRecordedEvent;
