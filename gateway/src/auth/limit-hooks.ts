import type { FastifyReply, FastifyRequest } from 'fastify';
import { type RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '@prop/service-kit/errors';

/** Returning the reply tells Fastify the hook answered and the route must not run. */
type RequestHook = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
type SendHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
export interface RateLimitHooks {
  onRequest: RequestHook[];
  /** Limits that need the body, which is read (never re-encoded) by then. */
  preHandler: RequestHook[];
  onSend: SendHook[];
}

export const NONE: RateLimitHooks = { onRequest: [], preHandler: [], onSend: [] };

export const both = (a: RateLimitHooks, b: RateLimitHooks): RateLimitHooks => ({
  onRequest: [...a.onRequest, ...b.onRequest],
  preHandler: [...a.preHandler, ...b.preHandler],
  onSend: [...a.onSend, ...b.onSend],
});

/** What the caller reads when refused: over the limit (429), or the limiter down (503). */
export interface LimitMessages {
  tooMany: string;
  unavailable: string;
}

export interface Limit {
  limiter: RateLimiterRedis;
  /** Whose count a request adds to; undefined leaves the request uncounted. */
  keyOf: (request: FastifyRequest) => string | undefined;
  messages: LimitMessages;
}

/** Answers 429 with Retry-After. A Redis failure answers 503: it must not open the gate. */
function refuse(reply: FastifyReply, error: unknown, messages: LimitMessages): FastifyReply {
  if (!(error instanceof RateLimiterRes)) {
    reply.log.error({ err: error }, 'rate limiter unavailable');
    throw new AppError('UNAVAILABLE', messages.unavailable);
  }
  const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
  return reply.code(429).header('retry-after', String(seconds)).send({ message: messages.tooMany });
}

/**
 * Takes a point before the call, so parallel requests cannot all slip past a read-then-write
 * check; remembers whose point it took when it may be given back.
 */
function takePoint(limit: Limit, counted?: WeakMap<FastifyRequest, string>) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const key = limit.keyOf(request);
    if (key === undefined) return undefined;
    try {
      await limit.limiter.consume(key);
      counted?.set(request, key);
      return undefined;
    } catch (error) {
      return refuse(reply, error, limit.messages);
    }
  };
}

/** Every attempt counts, whatever its answer. */
export function countAttempts(limit: Limit): RateLimitHooks {
  return { ...NONE, onRequest: [takePoint(limit)] };
}

/**
 * Counts failures only: the point taken before the call is given back unless the answer's status
 * is a failure. Successes do not reset the count: an attacker holding one valid account must not
 * be able to wipe it. `stage` is preHandler when the key is read from the body.
 */
export function countFailures(
  limit: Limit,
  isFailure: (status: number) => boolean,
  stage: 'onRequest' | 'preHandler' = 'onRequest',
): RateLimitHooks {
  const counted = new WeakMap<FastifyRequest, string>();
  return {
    ...NONE,
    [stage]: [takePoint(limit, counted)],
    onSend: [
      async (request, reply) => {
        const key = counted.get(request);
        if (key !== undefined && !isFailure(reply.statusCode)) await limit.limiter.reward(key, 1);
      },
    ],
  };
}
