import type { AnyEventDefinition } from '@prop/contracts/events/envelope';
import { onEvents } from '@prop/service-kit/on-event';
import type { ServiceDeps } from '@prop/service-kit/service-deps';
import { localDateTexts } from '@prop/service-kit/time-zone';
import type { ReportingDb } from '../db/types.ts';
import { projectEvent } from './project-event.ts';
import { DEMO_EVENTS, DEMO_SOURCE, durableOf, REPORTED_EVENTS, type ReportedEvent } from './reported-events.ts';

/** Every source the reports read: each service's stream, and the demo seed's copies on our own. */
export const SOURCES: [string, readonly AnyEventDefinition[]][] = [
  ...Object.entries(REPORTED_EVENTS),
  [DEMO_SOURCE, DEMO_EVENTS],
];

/**
 * One durable consumer per source, each delivering from the start of its stream when new: a
 * fresh schema (or a rebuild, which removes them) is filled by replaying every event kept.
 */
export async function startReportingConsumers(deps: ServiceDeps<ReportingDb>): Promise<() => Promise<void>> {
  const dayOf = localDateTexts(deps.config.FIRM_TIME_ZONE);
  const stops = await Promise.all(
    SOURCES.map(([source, events]) =>
      onEvents(deps.runtime, { durable: durableOf(source), events }, (event, { trx }) =>
        projectEvent(trx, event as ReportedEvent, dayOf),
      ),
    ),
  );
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
