import { sessionsEnded } from '@prop/contracts/events/identity';
import type { EventObserver } from './event-relay.ts';
import type { Hub } from './hub.ts';
import { SESSION_ENDED } from './session-sweep.ts';

/**
 * Closes the sockets of the sessions identity ended (sign-out, sign out everywhere, a password
 * reset or change, a deletion) as the event arrives, on every replica, instead of at the next
 * sweep: a signed-out browser must not keep receiving a trader's events.
 */
export function closeEndedSessions(hub: Hub): EventObserver {
  return (subject, event) => {
    if (subject !== sessionsEnded.subject) return;
    const data = sessionsEnded.data.safeParse(event);
    if (!data.success) return;
    for (const sessionId of data.data.sessionIds) hub.closeSession(sessionId, SESSION_ENDED, 'Session ended');
  };
}
