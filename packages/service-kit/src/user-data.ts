import {
  type UserDataOf,
  type UserDataService,
  userDataQueue,
  userDataRequestSchema,
  userDataSubject,
} from '@prop/contracts/user-data';
import type { Nats } from './nats.ts';
import { answerUserQuestions } from './user-questions.ts';

/**
 * Answers identity's "what do you hold on this trader?" for the trader's data export, with the
 * service's own records of them. Returns the function that stops answering.
 */
export function answerUserData<S extends UserDataService>(
  nc: Nats['nc'],
  namespace: string,
  service: S,
  answer: (userId: string) => Promise<UserDataOf<S>>,
  log: { warn: (context: object, message: string) => void },
): () => void {
  return answerUserQuestions(
    nc,
    namespace,
    {
      subject: userDataSubject(service),
      queue: userDataQueue(service),
      request: userDataRequestSchema,
      what: 'user data request',
      answer,
    },
    log,
  );
}
