import type { z } from 'zod';
import { type Nats, subjectFor } from './nats.ts';

/** A question other services ask about one trader over core NATS request/reply. */
export interface UserQuestion<TReply> {
  subject: string;
  /** Replicas answer as one queue group: a request gets one reply. */
  queue: string;
  /** The request's schema: at least the trader's id. */
  request: z.ZodType<{ userId: string }>;
  /** What the log says when answering failed. */
  what: string;
  answer: (userId: string) => Promise<TReply>;
}

/** The reply to a request that could not be answered: the asker says "try again soon". */
type Unanswered = { found: false; error: string };

/**
 * Answers a question about a trader (accounts' snapshot, risk's payout conditions). A request that
 * does not parse, or an answer that fails, gets `{ found: false, error }` at once rather than
 * silence, so the asker need not wait for its timeout. Returns the function that stops answering.
 */
export function answerUserQuestions<TReply>(
  nc: Nats['nc'],
  namespace: string,
  question: UserQuestion<TReply>,
  log: { warn: (context: object, message: string) => void },
): () => void {
  const subscription = nc.subscribe(subjectFor(namespace, question.subject), {
    queue: question.queue,
    callback: (error, message) => {
      if (error) return;
      const reply = (body: TReply | Unanswered) => {
        try {
          message.respond(JSON.stringify(body));
        } catch {
          // the connection closed meanwhile (shutdown): the asker times out and says so
        }
      };
      const request = question.request.safeParse(parseJson(message.string()));
      if (!request.success) return reply({ found: false, error: 'invalid request' });
      void question.answer(request.data.userId).then(reply, (failure: unknown) => {
        log.warn({ err: failure }, `${question.what} failed`);
        reply({ found: false, error: 'unavailable' });
      });
    },
  });
  return () => subscription.unsubscribe();
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
