import type { z } from 'zod';
import { AppError } from './errors.ts';
import { type Nats, subjectFor } from './nats.ts';

export interface AskOptions<T> {
  subject: string;
  reply: z.ZodType<T>;
  timeoutMs: number;
  /** Said to the trader when no answer comes. */
  unavailable: string;
  log: { warn: (context: object, message: string) => void };
}

/**
 * A core NATS request about one trader to whichever replica of another service answers first. No
 * answer in time, no responder, or an answer of another shape all mean the same to a trader: try
 * again soon.
 */
export function askByUser<T>(
  nc: Nats['nc'],
  namespace: string,
  options: AskOptions<T>,
): (userId: string) => Promise<T> {
  const subject = subjectFor(namespace, options.subject);
  return async (userId) => {
    try {
      const reply = await nc.request(subject, JSON.stringify({ userId }), { timeout: options.timeoutMs });
      return options.reply.parse(reply.json());
    } catch (error) {
      options.log.warn({ err: error, userId, subject: options.subject }, 'no answer to a request');
      throw new AppError('UNAVAILABLE', options.unavailable);
    }
  };
}
