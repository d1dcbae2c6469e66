import { accountLinkEvents } from '@prop/contracts/events/accounts';
import type { EventOf } from '@prop/contracts/events/envelope';
import { type HandlerRuntime, onEvents } from '@prop/service-kit/on-event';
import type { ProgramsDb } from '../db/types.ts';
import { failPhaseOf, resumePhaseOf } from './end-phase.ts';
import { startPhase } from './start-phase.ts';

type LinkEvent = EventOf<(typeof accountLinkEvents)[number]>;

/** The account whose phase a link event ends: unlinked, breached or closed; undefined for any other change. */
function endedAccountOf(event: LinkEvent): string | undefined {
  if (event.type === 'AccountUnlinked') return event.data.accountId;
  if (event.type === 'AccountStatusChanged' && event.data.to !== 'active') return event.data.accountId;
  return undefined;
}

/** One durable, exactly-once consumer of accounts' link events: a link starts a phase, an end fails it, a reversed breach resumes it. */
export function startAccountLinks(runtime: HandlerRuntime<ProgramsDb>) {
  return onEvents(runtime, { durable: 'programs-account-links', events: accountLinkEvents }, async (event, scope) => {
    if (event.type === 'AccountLinked') return startPhase(event, scope, runtime.log);
    if (event.type === 'AccountStatusChanged' && event.data.from === 'breached' && event.data.to === 'active') {
      return resumePhaseOf(event.data.accountId, scope);
    }
    const ended = endedAccountOf(event);
    if (ended) await failPhaseOf(ended, scope);
  });
}
