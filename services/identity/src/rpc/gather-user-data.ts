import {
  USER_DATA_MESSAGES,
  USER_DATA_SERVICES,
  type ServicesUserData,
  userDataReplySchema,
  userDataSubject,
} from '@prop/contracts/user-data';
import { askByUser } from '@prop/service-kit/ask-by-user';
import { AppError } from '@prop/service-kit/errors';
import type { Nats } from '@prop/service-kit/nats';

/** What every other service holds on the trader, asked now. */
export type UserDataGatherer = (userId: string) => Promise<ServicesUserData>;

/**
 * Asks every service that keeps personal data, all at once. A service that does not answer in
 * time, or answers that it could not, refuses the whole export (503): a GDPR copy that silently
 * misses a part would tell the trader we hold less than we do.
 */
export function createUserDataGatherer(
  nc: Nats['nc'],
  namespace: string,
  timeoutMs: number,
  log: { warn: (context: object, message: string) => void },
): UserDataGatherer {
  const askers = USER_DATA_SERVICES.map((service) => ({
    service,
    ask: askByUser(nc, namespace, {
      subject: userDataSubject(service),
      reply: userDataReplySchema(service),
      timeoutMs,
      unavailable: USER_DATA_MESSAGES.unavailable,
      log,
    }),
  }));
  return async (userId) => {
    const parts = await Promise.all(
      askers.map(async ({ service, ask }) => {
        const reply = await ask(userId);
        if ('error' in reply) {
          log.warn({ userId, service, error: reply.error }, 'a service could not give its part of a data export');
          throw new AppError('UNAVAILABLE', USER_DATA_MESSAGES.unavailable);
        }
        return [service, reply] as const;
      }),
    );
    return Object.fromEntries(parts) as ServicesUserData;
  };
}
