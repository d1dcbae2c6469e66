/** Business constants of docs/product-rules.md §9, named once for every service and app. */

export const DRAWDOWN = {
  /** Maximum drawdown as a percentage of the initial deposit. */
  maxPercent: 5,
  warningAbovePercent: 2,
  dangerAbovePercent: 4,
  breachAtPercent: 5,
} as const;

export const PROFIT_SHARE = 0.6;
export const LEVERAGE = '1:30';
export const MIN_WITHDRAWAL_PROFIT = 10;
/** Local day number of the withdrawal day (0 = Sunday). */
export const WITHDRAWAL_WEEKDAY = 6;
export const WITHDRAWAL_PROCESSING_TEXT = 'Will be processed within 1-3 business days';

export const FUNDING_BALANCES = [10000, 25000, 50000, 100000] as const;
export const DEFAULT_FUNDING_BALANCE = 10000;

export const PASSWORD_MIN_REGISTER = 8;
export const PASSWORD_MIN_CHANGE = 6;
/** Upper bound that keeps password hashing affordable; far above any real passphrase. */
export const PASSWORD_MAX = 128;
export const PHONE_MIN = 10;
export const KYC_MAX_FILE_BYTES = 5 * 1024 * 1024;
export const KYC_ACCEPTED_EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png'] as const;

export const TEXT_MIN = {
  ticketSubject: 5,
  ticketMessage: 20,
  reply: 5,
  adminResponse: 10,
} as const;

export const SUPPORT_RESPONSE_TIME = 'Within 24 hours';
/** The same promise in hours: reports measure first responses against it. */
export const SUPPORT_RESPONSE_HOURS = 24;

/** Polling and timing values, in milliseconds. */
export const TIMINGS = {
  accountPollMs: 1000,
  accountRefreshMs: 2000,
  reloadDelayMs: 1000,
  breachesPollMs: 1000,
  withdrawalsPollMs: 5000,
  mt5AccountsPollMs: 30000,
  ticketsPollMs: 30000,
  economicEventsPollMs: 60000,
  toastDurationMs: 5000,
  toastRemoveDelayMs: 1000000,
  tooltipDelayMs: 700,
  tooltipSkipDelayMs: 300,
} as const;

export const WS_RECONNECT = { maxAttempts: 5, baseDelayMs: 1000, maxDelayMs: 30000 } as const;

/**
 * A socket not open this long after it was created counts as a failed attempt and is closed, so the
 * back-off goes on: an upgrade that is never answered (a connection left with no process to serve
 * it) would otherwise hold the client in "connecting" with no close to retry on.
 */
export const WS_HANDSHAKE_TIMEOUT_MS = 5000;

/**
 * A socket opened again, or told to re-read (`resync`), re-reads what its screen shows after a random
 * wait of at most this long: every socket of a gateway replica hears it at once (the replica died, or
 * its NATS connection came back), and tens of thousands of apps reading at once would meet the
 * services as one burst.
 */
export const WS_REREAD_SPREAD_MS = 3000;

/**
 * Close codes the gateway ends a socket with when reconnecting would be wrong: the session ended
 * (logout, "sign out", expiry) or a newer socket of the same session took this one's place.
 */
export const WS_CLOSE = { sessionEnded: 4401, tooManySockets: 4429 } as const;

/** Delay before reconnect attempt `attempt` (0-based): min(1000 x 2^attempt, 30000) ms. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(WS_RECONNECT.baseDelayMs * 2 ** attempt, WS_RECONNECT.maxDelayMs);
}

export const DEFAULT_MT5_BALANCE_TEXT = '$10,000.00';
export const MOBILE_BREAKPOINT_PX = 768;

export const COUNTRIES = [
  'Netherlands',
  'Belgium',
  'Germany',
  'France',
  'United Kingdom',
  'United States',
  'Canada',
  'Australia',
  'Spain',
  'Italy',
  'Other',
] as const;
export type Country = (typeof COUNTRIES)[number];
