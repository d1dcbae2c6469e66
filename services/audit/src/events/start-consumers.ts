import type { Transaction } from 'kysely';
import { auditRecordSchema } from '@prop/contracts/audit';
import type { Envelope } from '@prop/contracts/events/envelope';
import { SERVICE_NAMES } from '@prop/service-kit/config';
import { startConsumer } from '@prop/service-kit/consumer';
import type { ServiceDeps } from '@prop/service-kit/service-deps';
import { insertEntry } from '../db/audit-entries.ts';
import type { AuditDb } from '../db/types.ts';

/** Every service that performs admin actions records them on its own stream. */
export const AUDITED_SERVICES = SERVICE_NAMES.filter((service) => service !== 'audit');

/** One durable consumer per service stream (NATS 2.9 filters a consumer on one subject). */
export async function startAuditConsumers(deps: ServiceDeps<AuditDb>): Promise<() => Promise<void>> {
  const stops = await Promise.all(
    AUDITED_SERVICES.map((service) =>
      startConsumer<AuditDb>({
        nats: deps.nats,
        db: deps.db,
        namespace: deps.config.NAMESPACE,
        log: deps.log,
        stream: service,
        durable: `audit-${service}`,
        subject: `${service}.audit.recorded`,
        handle: (event: Envelope, trx: Transaction<AuditDb>) =>
          insertEntry(trx, {
            id: event.id,
            service,
            at: event.occurredAt,
            record: auditRecordSchema.parse(event.data),
          }),
      }),
    ),
  );
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
