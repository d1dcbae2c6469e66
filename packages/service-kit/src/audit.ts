import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { AuditRecord } from '@prop/contracts/audit';
import { adminActionRecorded } from '@prop/contracts/events/audit';
import { requireAdmin } from './caller.ts';
import type { ServiceName } from './config.ts';
import type { KitTables } from './kit-migrations.ts';
import { writeEvent } from './outbox.ts';

const SECRET_FIELD = /pass(word)?|secret|token|api[-_]?key|hash/i;
export const REDACTED = '[redacted]';

/** The state as the audit log may keep it: any field named like a secret is replaced, at any depth. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [key, SECRET_FIELD.test(key) ? REDACTED : withoutSecrets(field)]),
  );
}

type State = Record<string, unknown> | null;
export type AdminAction = Omit<AuditRecord, 'actorId' | 'requestId' | 'before' | 'after'> & {
  before: State;
  after: State;
};

/**
 * Records what the calling admin did, in the transaction that does it: the entry exists exactly
 * when the action does. Who comes from the verified caller, never from the request body.
 */
export async function recordAdminAction<DB extends KitTables>(
  db: Transaction<DB> | Kysely<DB>,
  request: FastifyRequest,
  service: ServiceName,
  action: AdminAction,
): Promise<void> {
  const admin = requireAdmin(request);
  await writeEvent(db, adminActionRecorded(service), {
    ...action,
    actorId: admin.userId,
    requestId: request.id,
    before: withoutSecrets(action.before) as State,
    after: withoutSecrets(action.after) as State,
  });
}
