import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { affiliatesEndpoints } from '@prop/contracts/endpoints/affiliates';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import { AUTH_MESSAGES } from '@prop/contracts/errors';
import type { GatewayConfig } from '../config.ts';
import { redisKeyPrefix } from '@prop/service-kit/config';
import { type ApiRoute, routeKey } from '../routes/route-table.ts';
import { clientAddressKey } from './client-address.ts';
import { CREATION_KINDS, tooManyCreations } from './creation-routes.ts';
import {
  both,
  countAttempts,
  countFailures,
  type Limit,
  type LimitMessages,
  NONE,
  type RateLimitHooks,
} from './limit-hooks.ts';
import { loginAccountKey } from './login-account.ts';

export type { RateLimitHooks } from './limit-hooks.ts';

type LimitSettings = Pick<
  GatewayConfig,
  | 'NAMESPACE'
  | 'LOGIN_MAX_FAILURES'
  | 'LOGIN_WINDOW_SECONDS'
  | 'LOGIN_ACCOUNT_MAX_FAILURES'
  | 'LOGIN_ACCOUNT_WINDOW_SECONDS'
  | 'REGISTER_MAX_PER_HOUR'
  | 'RECOVERY_MAX_PER_HOUR'
  | 'CREATE_MAX_PER_MINUTE'
  | 'REFERRAL_CLICKS_MAX_PER_HOUR'
>;

/** What a refused caller reads beyond the spec's own sign-in and registration messages. */
export const LIMIT_MESSAGES = {
  tooManyPasswordAttempts: 'Too many password attempts. Please try again later.',
  tooManyPasswordResets: 'Too many password reset attempts. Please try again later.',
  tooManyVerifications: 'Too many verification attempts. Please try again later.',
  signInUnavailable: 'Signing in and registering are unavailable right now. Please try again shortly.',
  unavailable: 'This is unavailable right now. Please try again shortly.',
  tooManyReferralClicks: 'Too many visits. Please try again later.',
} as const;

const signIn = (tooMany: string): LimitMessages => ({ tooMany, unavailable: LIMIT_MESSAGES.signInUnavailable });
const other = (tooMany: string): LimitMessages => ({ tooMany, unavailable: LIMIT_MESSAGES.unavailable });

const byAddress = (request: FastifyRequest) => clientAddressKey(request.ip);
const byTrader = (request: FastifyRequest) => request.caller?.userId;
/**
 * Identity answers a wrong current password with 400. The gateway cannot tell it from another 400
 * (a malformed body, a too-common new password) without reading the streamed answer, so those
 * count too: ten in one window is no honest trader either. 401 is counted for the same reason.
 */
const wrongPassword = (status: number) => status === 400 || status === 401;

/** The rate-limited routes; every other route gets no limiter hooks. */
export function createRateLimits(redis: Redis, settings: LimitSettings) {
  const prefix = `${redisKeyPrefix(settings.NAMESPACE)}gateway:`;
  const limiter = (name: string, points: number, duration: number) =>
    new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${prefix}${name}`,
      points,
      duration,
      rejectIfRedisNotReady: true,
    });
  const limit = (
    name: string,
    points: number,
    duration: number,
    keyOf: Limit['keyOf'],
    messages: LimitMessages,
  ): Limit => ({ limiter: limiter(name, points, duration), keyOf, messages });

  /**
   * Failed sign-ins, counted per client address and per account: only identity's 401 counts.
   * The per-account count stops guesses at one account spread over many addresses (a botnet,
   * rotating proxies); it lives here rather than in identity because the gateway already owns
   * sign-in throttling, and the body it forwards untouched is all it needs to read: the email,
   * normalised by the contract's own field. A body without a valid email is not counted.
   */
  const failedLogins = (name: string) =>
    both(
      countFailures(
        limit(
          `${name}-failures`,
          settings.LOGIN_MAX_FAILURES,
          settings.LOGIN_WINDOW_SECONDS,
          byAddress,
          signIn(AUTH_MESSAGES.tooManyLogins),
        ),
        (status) => status === 401,
      ),
      // Traders and admins are separate accounts even under one email, so they are counted apart.
      countFailures(
        limit(
          `${name}-account-failures`,
          settings.LOGIN_ACCOUNT_MAX_FAILURES,
          settings.LOGIN_ACCOUNT_WINDOW_SECONDS,
          (request) => loginAccountKey(request.body),
          signIn(AUTH_MESSAGES.tooManyLogins),
        ),
        (status) => status === 401,
        'preHandler',
      ),
    );
  /** Public calls that send e-mail or test a token: every call counts, per address and route. */
  const recovery = (route: ApiRoute, messages: LimitMessages) =>
    countAttempts(limit(`recovery:${route.path}`, settings.RECOVERY_MAX_PER_HOUR, 60 * 60, byAddress, messages));

  const byRoute: Record<string, RateLimitHooks> = {
    [routeKey(identityEndpoints.postLogin)]: failedLogins('login'),
    [routeKey(identityEndpoints.postAdminLogin)]: failedLogins('admin-login'),
    // Every registration attempt counts, successful or not: accounts are cheap to mass-create.
    [routeKey(identityEndpoints.postRegister)]: countAttempts(
      limit(
        'registrations',
        settings.REGISTER_MAX_PER_HOUR,
        60 * 60,
        byAddress,
        signIn(AUTH_MESSAGES.tooManyRegistrations),
      ),
    ),
    // The current-password check is a sign-in in all but name: its guesses are limited the same way, per trader.
    [routeKey(identityEndpoints.putUserPassword)]: countFailures(
      limit(
        'password-failures',
        settings.LOGIN_MAX_FAILURES,
        settings.LOGIN_WINDOW_SECONDS,
        byTrader,
        other(LIMIT_MESSAGES.tooManyPasswordAttempts),
      ),
      wrongPassword,
    ),
  };
  for (const route of [
    identityEndpoints.postPasswordForgot,
    identityEndpoints.postPasswordReset,
    identityEndpoints.postAdminPasswordForgot,
    identityEndpoints.postAdminPasswordReset,
  ]) {
    byRoute[routeKey(route)] = recovery(route, other(LIMIT_MESSAGES.tooManyPasswordResets));
  }
  byRoute[routeKey(identityEndpoints.postEmailVerify)] = recovery(
    identityEndpoints.postEmailVerify,
    other(LIMIT_MESSAGES.tooManyVerifications),
  );
  byRoute[routeKey(identityEndpoints.postAdminLoginPasskeyOptions)] = recovery(
    identityEndpoints.postAdminLoginPasskeyOptions,
    signIn(AUTH_MESSAGES.tooManyLogins),
  );
  // A public write anyone can send: a script posting clicks from one address is stopped here.
  byRoute[routeKey(affiliatesEndpoints.postAffiliateClick)] = countAttempts(
    limit(
      'referral-clicks',
      settings.REFERRAL_CLICKS_MAX_PER_HOUR,
      60 * 60,
      byAddress,
      other(LIMIT_MESSAGES.tooManyReferralClicks),
    ),
  );
  // Per trader and kind: one kind in bulk does not hold up another.
  for (const { kind, noun, routes } of CREATION_KINDS) {
    const hooks = countAttempts(
      limit(`create:${kind}`, settings.CREATE_MAX_PER_MINUTE, 60, byTrader, other(tooManyCreations(noun))),
    );
    for (const route of routes) byRoute[routeKey(route)] = hooks;
  }
  return (route: ApiRoute): RateLimitHooks => byRoute[routeKey(route)] ?? NONE;
}
