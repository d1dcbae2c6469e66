import { auditRecordSchema } from '../audit.ts';
import { defineEvent } from './envelope.ts';

/**
 * An admin action, published by the service that performed it on its own stream (through its
 * outbox, so the record exists exactly when the action does); the audit service keeps them all.
 */
export const adminActionRecorded = (service: string) =>
  defineEvent(service, 'audit.recorded', 'AdminActionRecorded', auditRecordSchema);
