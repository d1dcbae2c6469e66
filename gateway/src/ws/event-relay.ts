import type { FastifyBaseLogger } from 'fastify';
import { batchUpdatesOf, equityBatch, equityUpdated } from '@prop/contracts/events/equity-batch';
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
 * Plain NATS subscriptions, not a durable consumer: every gateway replica must see every event
 * to reach the sockets it holds; what is missed while the connection is away, the sockets are told
 * to re-read once it is back (`resyncOnReconnect`).
 * `observers` share the subscription: the account snapshots read the equity ticks from it, so
 * each tick is received and parsed once, and ended sessions close their sockets on every replica.
 * A `ticks.equity.batch` is handed on as the `accounts.equity.updated` of each update in it, so
 * observers and sockets see one update at a time. Returns the function that stops the relay.
 */
export function relayEvents(
  nc: NatsConnection,
  namespace: string,
  hub: Hub,
  log: FastifyBaseLogger,
  observers: readonly EventObserver[] = [],
): () => void {
  const prefix = subjectFor(namespace, '');
  const partitioned = new Set([...PARTITIONED_SUBJECTS, equityBatch.subject]);

  const hand = (subject: string, eventData: unknown, eventId: string, natsSubject: string) => {
    for (const observe of observers) observe(subject, eventData);
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
    if (!batch && !routeForSubject(subject) && observers.length === 0) return;
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
    const updates = batchUpdatesOf(envelope.data);
    if (updates.length === 0)
      log.warn({ eventId: envelope.id, subject: message.subject }, 'equity batch dropped: no updates');
    for (const update of updates) hand(equityUpdated.subject, update, envelope.id, message.subject);
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
