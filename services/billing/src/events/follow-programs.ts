import { programVersioned } from '@prop/contracts/events/programs';
import { type HandlerRuntime, onEvents } from '@prop/service-kit/on-event';
import { saveProgramVersion } from '../db/program-versions.ts';
import type { BillingDb } from '../db/types.ts';

/** Every program version the programs service announces, kept to price purchases of it. */
export function followPrograms(runtime: HandlerRuntime<BillingDb>) {
  return onEvents(runtime, { durable: 'billing-programs', events: [programVersioned] }, async (event, { trx }) => {
    await saveProgramVersion(trx, event.data.program);
  });
}
