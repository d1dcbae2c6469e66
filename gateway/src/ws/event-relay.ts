import type { FastifyBaseLogger } from 'fastify';
import {
  type EquityBatchReader,
  equityBatch,
  equityBatchReaderOf,
  equityUpdated,
} from '@prop/contracts/events/equity-batch';
import { definitionSubjectOf, envelopeSchema } from '@prop/contracts/events/envelope';
import { type Nats, subjectFor } from '@prop/service-kit/nats';
import { PARTITIONED_SUBJECTS, PUSHING_SERVICES, routeForSubject } from './event-routes.ts';
import type { Hub } from './hub.ts';

export type NatsConnection = Nats['nc'];
/** The part of a NATS message the relay reads. */
interface Message {
  subject: string;
  json<T>(): T;
}

function userIdOf(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('userId' in data)) return null;
  return typeof data.userId === 'string' ? data.userId : null;
}

/** Sees every event the relay receives (subject without the namespace), parsed once for both. */
export type EventObserver = (subject: string, data: unknown) => void;

/**
 * Sees every equity batch the relay receives, read field by field: every replica receives every
 * account's tick, 50,000 a second at 50,000 accounts, and most reach no socket of its own.
 */
export type TickObserver = (batch: EquityBatchReader) => void;

export interface RelayObservers {
  events?: readonly EventObserver[];
  ticks?: readonly TickObserver[];
}

/**
 * Plain NATS subscriptions, not a durable consumer: every gateway replica must see every event
 * to reach the sockets it holds; what is missed while the connection is away, the sockets are told
 * to re-read once it is back (`resyncOnReconnect`).
 * `observers` share the subscription: the account snapshots read the equity ticks from it, so
 * each tick is received and parsed once, and ended sessions close their sockets on every replica.
 * A `ticks.equity.batch` goes to the tick observers whole, and each update in it that a socket of
 * this replica is to receive is handed on as an `accounts.equity.updated`: only those are made
 * into objects and parsed by their contract. Returns the function that stops the relay.
 */
export function relayEvents(
  nc: NatsConnection,
  namespace: string,
  hub: Hub,
  log: FastifyBaseLogger,
  observers: RelayObservers = {},
): () => void {
  const { events = [], ticks = [] } = observers;
  const prefix = subjectFor(namespace, '');
  const partitioned = new Set([...PARTITIONED_SUBJECTS, equityBatch.subject]);
  const tickRoute = routeForSubject(equityUpdated.subject);

  const hand = (subject: string, eventData: unknown, eventId: string, natsSubject: string) => {
    for (const observe of events) observe(subject, eventData);
    push(subject, eventData, eventId, natsSubject);
  };

  const push = (subject: string, eventData: unknown, eventId: string, natsSubject: string) => {
    const route = routeForSubject(subject);
    if (!route) return;
    const toUser = route.audience !== 'admins';
    const toAdmins = route.audience !== 'user';
    // Parsed only for a socket here to receive it: each replica sees every tick of every account.
    if (!hub.reaches({ userId: userIdOf(eventData), toUser, toAdmins })) return;
    // Pushed as the definition parses it: a client never receives data its event does not define.
    const data = route.event.data.safeParse(eventData);
    if (!data.success) {
      log.warn({ eventId, subject: natsSubject }, 'event not pushed: data does not match its definition');
      return;
    }
    hub.publish(
      { type: route.type, data: data.data },
      { userId: userIdOf(data.data), toUser, toAdmins, adminsNeed: route.adminsNeed },
    );
  };

  const deliver = (message: Message) => {
    // A partitioned event is routed and observed by its definition's subject, whatever its partition.
    const subject = definitionSubjectOf(message.subject.slice(prefix.length), partitioned);
    const batch = subject === equityBatch.subject;
    if (!batch && !routeForSubject(subject) && events.length === 0) return;
    let envelope: ReturnType<typeof envelopeSchema.parse>;
    try {
      envelope = envelopeSchema.parse(message.json());
    } catch (error) {
      log.warn({ err: error, subject: message.subject }, 'event dropped: not an event envelope');
      return;
    }
    if (!batch) {
      hand(subject, envelope.data, envelope.id, message.subject);
      return;
    }
    const updates = equityBatchReaderOf(envelope.data);
    if (updates === undefined || updates.count === 0) {
      log.warn({ eventId: envelope.id, subject: message.subject }, 'equity batch dropped: no updates');
      return;
    }
    for (const observe of ticks) observe(updates);
    if (tickRoute === undefined) return;
    const toUser = tickRoute.audience !== 'admins';
    const toAdmins = tickRoute.audience !== 'user';
    const userIdOf = updates.field('userId');
    for (let index = 0; index < updates.count; index++) {
      const userId = userIdOf(index);
      if (!hub.reaches({ userId: typeof userId === 'string' ? userId : null, toUser, toAdmins })) continue;
      push(equityUpdated.subject, updates.update(index), envelope.id, message.subject);
    }
  };

  // The ticks' own prefix too: no route names their batch, but each update in it is pushed.
  const subscriptions = [...new Set([...PUSHING_SERVICES, equityBatch.service])].map((service) =>
    nc.subscribe(subjectFor(namespace, `${service}.>`), {
      callback: (error, message) => {
        if (error) log.error({ err: error }, 'event subscription failed');
        else deliver(message);
      },
    }),
  );
  return () => {
    for (const subscription of subscriptions) subscription.unsubscribe();
  };
}
