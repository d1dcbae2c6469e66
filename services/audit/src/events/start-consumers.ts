import { adminActionRecorded } from '@prop/contracts/events/audit';
import { SERVICE_NAMES } from '@prop/service-kit/config';
import { onEvent } from '@prop/service-kit/on-event';
import type { ServiceDeps } from '@prop/service-kit/service-deps';
import { storeAuditEntry } from '../commands/store-audit-entry.ts';
import type { AuditDb } from '../db/types.ts';

/** Every service that performs admin actions records them on its own stream. */
export const AUDITED_SERVICES = SERVICE_NAMES.filter((service) => service !== 'audit');

/**
 * One durable consumer per service stream (NATS 2.9 filters a consumer on one subject), each
 * storing the admin actions that service recorded. The durable names are kept across releases.
 */
export async function startAuditConsumers(deps: ServiceDeps<AuditDb>): Promise<() => Promise<void>> {
  const stops = await Promise.all(
    AUDITED_SERVICES.map((service) =>
      onEvent(deps.runtime, adminActionRecorded(service), { durable: `audit-${service}` }, (event, scope) =>
        storeAuditEntry(scope, service, event),
      ),
    ),
  );
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
