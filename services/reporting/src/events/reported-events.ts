import { accountLinked, accountStatusChanged, accountUnlinked } from '@prop/contracts/events/accounts';
import { purchaseApproved, purchaseCreated, purchaseRefunded } from '@prop/contracts/events/billing';
import type { AnyEventDefinition, EventOf } from '@prop/contracts/events/envelope';
import { kycDecided, kycSubmitted, userRegistered } from '@prop/contracts/events/identity';
import { withdrawalProcessed, withdrawalRequested } from '@prop/contracts/events/payouts';
import { phasePassed, phaseStarted } from '@prop/contracts/events/programs';
import { breachDetected, breachReversed } from '@prop/contracts/events/risk';
import { ticketCreated, ticketReplied, ticketStatusUpdated } from '@prop/contracts/events/support';

/**
 * What the reports are made of, per publishing service: one durable consumer each (a consumer
 * reads one stream). Each list shares a subject prefix narrower than the whole stream where it can
 * (`accounts.account.>` leaves the equity ticks alone).
 */
export const REPORTED_EVENTS = {
  billing: [purchaseCreated, purchaseApproved, purchaseRefunded],
  payouts: [withdrawalRequested, withdrawalProcessed],
  accounts: [accountLinked, accountStatusChanged, accountUnlinked],
  programs: [phaseStarted, phasePassed],
  risk: [breachDetected, breachReversed],
  identity: [userRegistered, kycSubmitted, kycDecided],
  support: [ticketCreated, ticketReplied, ticketStatusUpdated],
} as const;

type ReportedDefinition = (typeof REPORTED_EVENTS)[keyof typeof REPORTED_EVENTS][number];
export type ReportedEvent = EventOf<ReportedDefinition>;

/** The durable consumer of one source; a rebuild removes exactly these. */
export const durableOf = (source: string) => `reporting-${source}`;

/**
 * The demo seed's copies of the reported events: the same types and data, published on the
 * reporting service's own stream (`reporting.demo.<subject>`), so no other service ever sees them
 * and a demo history can never provision an account or send an e-mail.
 */
export const DEMO_SOURCE = 'demo';
export const DEMO_EVENTS = Object.values(REPORTED_EVENTS)
  .flat()
  .map((definition) => demoOf(definition));

export function demoOf<TDefinition extends AnyEventDefinition>(definition: TDefinition): TDefinition {
  return { ...definition, service: 'reporting', subject: `reporting.${DEMO_SOURCE}.${definition.subject}` };
}
