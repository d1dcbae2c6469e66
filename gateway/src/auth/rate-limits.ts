import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import { AUTH_MESSAGES } from '@prop/contracts/errors';
import { AppError } from '@prop/service-kit/errors';
import type { GatewayConfig } from '../config.ts';
import { redisKeyPrefix } from '@prop/service-kit/config';
import { type ApiRoute, routeKey } from '../routes/route-table.ts';
import { clientAddressKey } from './client-address.ts';
import { loginAccountKey } from './login-account.ts';

/** Returning the reply tells Fastify the hook answered and the route must not run. */
type RequestHook = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
type SendHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
export interface RateLimitHooks {
  onRequest: RequestHook[];
  /** Limits that need the body, which is read (never re-encoded) by then. */
  preHandler: RequestHook[];
  onSend: SendHook[];
}

type LimitSettings = Pick<
  GatewayConfig,
  | 'NAMESPACE'
  | 'LOGIN_MAX_FAILURES'
  | 'LOGIN_WINDOW_SECONDS'
  | 'LOGIN_ACCOUNT_MAX_FAILURES'
  | 'LOGIN_ACCOUNT_WINDOW_SECONDS'
  | 'REGISTER_MAX_PER_HOUR'
>;

const NONE: RateLimitHooks = { onRequest: [], preHandler: [], onSend: [] };

const both = (a: RateLimitHooks, b: RateLimitHooks): RateLimitHooks => ({
  onRequest: [...a.onRequest, ...b.onRequest],
  preHandler: [...a.preHandler, ...b.preHandler],
  onSend: [...a.onSend, ...b.onSend],
});

/** Answers 429 with Retry-After. A Redis failure answers 503: it must not open the gate. */
function refuse(reply: FastifyReply, error: unknown, message: string): FastifyReply {
  if (!(error instanceof RateLimiterRes)) {
    reply.log.error({ err: error }, 'rate limiter unavailable');
    throw new AppError(
      'UNAVAILABLE',
      'Signing in and registering are unavailable right now. Please try again shortly.',
    );
  }
  const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
  return reply.code(429).header('retry-after', String(seconds)).send({ message });
}

/**
 * Counts failed logins per client address. A point is taken before the call (so parallel
 * guesses cannot all slip past a read-then-write check) and given back unless identity answered
 * 401, which leaves exactly the failures counted. Successes do not reset the count: an attacker
 * holding one valid account must not be able to wipe it.
 */
function failedLoginHooks(limiter: RateLimiterRedis): RateLimitHooks {
  const counted = new WeakSet<FastifyRequest>();
  return {
    onRequest: [
      async (request, reply) => {
        try {
          await limiter.consume(clientAddressKey(request.ip));
          counted.add(request);
          return undefined;
        } catch (error) {
          return refuse(reply, error, AUTH_MESSAGES.tooManyLogins);
        }
      },
    ],
    preHandler: [],
    onSend: [
      async (request, reply) => {
        if (counted.has(request) && reply.statusCode !== 401) await limiter.reward(clientAddressKey(request.ip), 1);
      },
    ],
  };
}

/**
 * Counts failed logins per account, so guesses at one account spread over many addresses (a
 * botnet, rotating proxies) still stop. It lives here rather than in identity because the gateway
 * already owns sign-in throttling (same points-then-reward counting, same 429 and Retry-After,
 * same refusal when Redis is down), and the body it forwards untouched is all it needs to read:
 * the email, normalised by the contract's own field. A body without a valid email is not counted.
 */
function failedLoginPerAccountHooks(limiter: RateLimiterRedis): RateLimitHooks {
  const counted = new WeakMap<FastifyRequest, string>();
  return {
    onRequest: [],
    preHandler: [
      async (request, reply) => {
        const account = loginAccountKey(request.body);
        if (account === undefined) return undefined;
        try {
          await limiter.consume(account);
          counted.set(request, account);
          return undefined;
        } catch (error) {
          return refuse(reply, error, AUTH_MESSAGES.tooManyLogins);
        }
      },
    ],
    onSend: [
      async (request, reply) => {
        const account = counted.get(request);
        if (account !== undefined && reply.statusCode !== 401) await limiter.reward(account, 1);
      },
    ],
  };
}

/** Every registration attempt counts, successful or not: accounts are cheap to mass-create. */
function attemptHooks(limiter: RateLimiterRedis, message: string): RateLimitHooks {
  return {
    onRequest: [
      async (request, reply) => {
        try {
          await limiter.consume(clientAddressKey(request.ip));
          return undefined;
        } catch (error) {
          return refuse(reply, error, message);
        }
      },
    ],
    preHandler: [],
    onSend: [],
  };
}

/** The rate-limited auth routes; every other route gets no limiter hooks. */
export function createAuthRateLimits(redis: Redis, settings: LimitSettings) {
  const prefix = `${redisKeyPrefix(settings.NAMESPACE)}gateway:`;
  const limiter = (name: string, points: number, duration: number) =>
    new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${prefix}${name}`,
      points,
      duration,
      rejectIfRedisNotReady: true,
    });
  const failedLogins = (name: string) =>
    both(
      failedLoginHooks(limiter(`${name}-failures`, settings.LOGIN_MAX_FAILURES, settings.LOGIN_WINDOW_SECONDS)),
      // Traders and admins are separate accounts even under one email, so they are counted apart.
      failedLoginPerAccountHooks(
        limiter(`${name}-account-failures`, settings.LOGIN_ACCOUNT_MAX_FAILURES, settings.LOGIN_ACCOUNT_WINDOW_SECONDS),
      ),
    );
  const byRoute: Record<string, RateLimitHooks> = {
    [routeKey(identityEndpoints.postLogin)]: failedLogins('login'),
    [routeKey(identityEndpoints.postAdminLogin)]: failedLogins('admin-login'),
    [routeKey(identityEndpoints.postRegister)]: attemptHooks(
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${prefix}registrations`,
        points: settings.REGISTER_MAX_PER_HOUR,
        duration: 60 * 60,
        rejectIfRedisNotReady: true,
      }),
      AUTH_MESSAGES.tooManyRegistrations,
    ),
  };
  return (route: ApiRoute): RateLimitHooks => byRoute[routeKey(route)] ?? NONE;
}
