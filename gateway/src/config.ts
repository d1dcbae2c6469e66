import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_PORTS, loadConfig, portField, type ServiceName } from '@prop/service-kit/config';

/** The built apps sit next to the gateway in the repository, wherever the process was started from. */
const repoPath = (relative: string) => fileURLToPath(new URL(`../../${relative}`, import.meta.url));

/** Base URL of one service; a trailing slash is dropped so `base + request.url` stays one path. */
const upstreamField = (service: ServiceName) =>
  z
    .string()
    .url()
    .default(`http://127.0.0.1:${DEFAULT_PORTS[service]}`)
    .transform((url) => url.replace(/\/+$/, ''));

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const gatewayEnvShape = {
  PORT: portField('gateway'),
  IDENTITY_URL: upstreamField('identity'),
  ACCOUNTS_URL: upstreamField('accounts'),
  RISK_URL: upstreamField('risk'),
  PAYOUTS_URL: upstreamField('payouts'),
  BILLING_URL: upstreamField('billing'),
  SUPPORT_URL: upstreamField('support'),
  MARKETING_URL: upstreamField('marketing'),
  CALENDAR_URL: upstreamField('calendar'),
  AUDIT_URL: upstreamField('audit'),
  PROGRAMS_URL: upstreamField('programs'),
  AFFILIATES_URL: upstreamField('affiliates'),
  REPORTING_URL: upstreamField('reporting'),
  /** How long an upstream may take to answer before the caller gets 503. */
  UPSTREAM_TIMEOUT_MS: positiveInt(30_000),
  WEB_TRADER_DIST: z.string().min(1).default(repoPath('web-trader/dist')),
  WEB_ADMIN_DIST: z.string().min(1).default(repoPath('web-admin/dist')),
  /**
   * Comma-separated addresses or CIDR ranges of the proxies in front of the gateway. Only their
   * X-Forwarded-For is believed; with none (the default) a forged header changes nothing.
   */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    ),
  LOGIN_MAX_FAILURES: positiveInt(10),
  LOGIN_WINDOW_SECONDS: positiveInt(15 * 60),
  /**
   * Failed sign-ins per account (email) in a fixed window, whatever address they come from. The
   * window is fixed, so an attacker can keep an account refused for at most one window at a time
   * and never for good.
   */
  LOGIN_ACCOUNT_MAX_FAILURES: positiveInt(10),
  LOGIN_ACCOUNT_WINDOW_SECONDS: positiveInt(15 * 60),
  REGISTER_MAX_PER_HOUR: positiveInt(20),
  /** Calls per client address and hour to each public recovery call: password reset, e-mail verification, passkey sign-in options. */
  RECOVERY_MAX_PER_HOUR: positiveInt(20),
  /** Visits through referral links (issue 23) reported per client address and hour; affiliates counts one per visitor and day. */
  REFERRAL_CLICKS_MAX_PER_HOUR: positiveInt(60),
  /** Creations of one kind (tickets, replies, purchases, KYC uploads, withdrawal requests) per trader and minute. */
  CREATE_MAX_PER_MINUTE: positiveInt(10),
  /** How often open sockets are checked against their session (and pinged). */
  WS_SESSION_CHECK_MS: positiveInt(30_000),
  /** Open sockets one session may hold; opening one more closes its oldest. */
  WS_MAX_SOCKETS_PER_SESSION: positiveInt(5),
};

export type GatewayConfig = ReturnType<typeof loadGatewayConfig>;

/** The gateway's config, parsed once at boot from the environment (or the given variables, in tests). */
export function loadGatewayConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig(gatewayEnvShape, env);
}

export function upstreamUrls(config: GatewayConfig): Record<ServiceName, string> {
  return {
    identity: config.IDENTITY_URL,
    accounts: config.ACCOUNTS_URL,
    risk: config.RISK_URL,
    payouts: config.PAYOUTS_URL,
    billing: config.BILLING_URL,
    support: config.SUPPORT_URL,
    marketing: config.MARKETING_URL,
    calendar: config.CALENDAR_URL,
    audit: config.AUDIT_URL,
    programs: config.PROGRAMS_URL,
    affiliates: config.AFFILIATES_URL,
    reporting: config.REPORTING_URL,
  };
}
