import type { Kysely, Transaction } from 'kysely';
import type { AuditRecord, SystemAuditActor } from '@prop/contracts/audit';
import { adminActionRecorded } from '@prop/contracts/events/audit';
import type { Actor } from './actor.ts';
import type { ServiceName } from './config.ts';
import { forbidden } from './errors.ts';
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

/** Who an entry names and the request it came with; null when this actor may not be audited. */
function auditorOf(actor: Actor, by: SystemAuditActor | undefined): { actorId: string; requestId: string } | null {
  switch (actor.kind) {
    case 'admin':
      return { actorId: actor.userId, requestId: actor.requestId };
    case 'trader':
      return null;
    case 'visitor':
      return by ? { actorId: by.id, requestId: actor.requestId } : null;
    case 'system':
      return by ? { actorId: by.id, requestId: `system-${actor.name}` } : null;
  }
}

/**
 * Records what an admin did, in the transaction that does it: the entry exists exactly when the
 * action does. Who comes from the verified caller (the actor), never from the request body. Only
 * an admin's actions are audited, and the platform's own (a provider's webhook, a job) when `by`
 * names the system actor responsible; a trader's are refused.
 */
export async function recordAdminAction<DB extends KitTables>(
  db: Transaction<DB> | Kysely<DB>,
  actor: Actor,
  service: ServiceName,
  action: AdminAction,
  now: Date,
  by?: SystemAuditActor,
): Promise<void> {
  const auditor = auditorOf(actor, by);
  if (!auditor) throw forbidden();
  await writeEvent(
    db,
    adminActionRecorded(service),
    {
      ...action,
      ...auditor,
      before: withoutSecrets(action.before) as State,
      after: withoutSecrets(action.after) as State,
    },
    now,
  );
}
