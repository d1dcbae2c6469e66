import {
  EMPTY_USER_DATA,
  USER_DATA_SERVICES,
  type UserDataOf,
  type UserDataService,
  userDataQueue,
  userDataReplySchema,
  userDataSubject,
} from '@prop/contracts/user-data';
import { type Nats, subjectFor } from '../nats.ts';

/**
 * Plays every service's "what do you hold on this trader?" responder for identity's tests: each
 * holds nothing unless a test says otherwise, and a test may silence one to see the export refused.
 * Each service's own tests cover its real answer.
 */
export function answerUserData(nc: Nats['nc'], namespace: string) {
  const replies = new Map<string, unknown>();
  const key = (service: UserDataService, userId: string) => `${service}:${userId}`;
  const subscriptions = new Map(
    USER_DATA_SERVICES.map((service) => [
      service,
      nc.subscribe(subjectFor(namespace, userDataSubject(service)), {
        queue: userDataQueue(service),
        callback: (_error, message) => {
          const { userId } = message.json<{ userId: string }>();
          message.respond(JSON.stringify(replies.get(key(service, userId)) ?? EMPTY_USER_DATA[service]));
        },
      }),
    ]),
  );
  return {
    /** What a service answers for a trader from now on. */
    answer: <S extends UserDataService>(service: S, userId: string, data: UserDataOf<S>) =>
      replies.set(key(service, userId), data),
    /** The service stops answering: requests to it time out. */
    silence: (service: UserDataService) => subscriptions.get(service)?.unsubscribe(),
    stop: () => {
      for (const subscription of subscriptions.values()) subscription.unsubscribe();
    },
  };
}

/** Asks a service for what it holds on a trader, as identity does for the export. */
export async function askUserData<S extends UserDataService>(
  nc: Nats['nc'],
  namespace: string,
  service: S,
  userId: string,
) {
  const reply = await nc.request(subjectFor(namespace, userDataSubject(service)), JSON.stringify({ userId }), {
    timeout: 5000,
  });
  return userDataReplySchema(service).parse(reply.json());
}
