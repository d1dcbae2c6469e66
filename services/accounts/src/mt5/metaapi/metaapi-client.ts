import type { z } from 'zod';
import type { Clock } from '@prop/service-kit/clock';
import {
  type MetaApiAccount,
  type MetaApiAccountInformation,
  type MetatraderDeal,
  type MetatraderPosition,
  metaApiAccountInformationSchema,
  metaApiAccountListSchema,
  metaApiErrorSchema,
  metatraderDealsSchema,
  metatraderPositionListSchema,
} from './metaapi-shapes.ts';
import { type MetaApiOperation, mt5ProviderCallSeconds, mt5ProviderCalls } from './metaapi-metrics.ts';
import { retryAtFrom, retryScope } from './retry-time.ts';

export type Outcome<T> =
  | { ok: true; value: T }
  | { ok: false; kind: 'rate-limited'; retryAt: number; scope: 'account' | 'all' }
  /** The account's terminal state is still being synchronised: ask again at `retryAt`. */
  | { ok: false; kind: 'synchronizing'; retryAt: number }
  | { ok: false; kind: 'failed'; status: number | null; message: string };

export interface MetaApiClientOptions {
  token: string;
  provisioningUrl: string;
  /**
   * The client API's base URL. `{region}` in it becomes each account's region (MetaApi serves an
   * account only from its region's host); without it every account is asked at this one URL.
   */
  clientUrl: string;
  timeoutMs?: number;
  /** Dates a rate limit's retry time. */
  clock: Clock;
}

/** MetaApi's largest page of the account list. */
export const ACCOUNT_PAGE_SIZE = 1000;
/** MetaApi's largest page of history deals. */
export const DEAL_PAGE_SIZE = 1000;
export const REGION_PLACEHOLDER = '{region}';

/** What the client API needs to reach an account: its id and the region it runs in. */
export interface AccountAddress {
  id: string;
  region: string;
}

/** MetaApi's errors that mean the terminal is not ready to answer yet, rather than a failure. */
const NOT_READY_ERRORS = new Set(['NotSynchronizedError', 'NotAuthenticatedError']);

/**
 * MetaApi's REST API over fetch: every answer is a value, a rate limit with its retry time, a
 * terminal still synchronising, or a failure. A limit on more than one account (per user, server,
 * app) holds every request of this client until its retry time, whoever asks.
 */
export class MetaApiClient {
  private pausedUntil = 0;

  constructor(private readonly options: MetaApiClientOptions) {}

  listAccounts(offset: number): Promise<Outcome<MetaApiAccount[]>> {
    const url = new URL('/users/current/accounts', this.options.provisioningUrl);
    url.searchParams.set('offset', String(offset));
    url.searchParams.set('limit', String(ACCOUNT_PAGE_SIZE));
    return this.get('list_accounts', url, metaApiAccountListSchema);
  }

  accountInformation(account: AccountAddress): Promise<Outcome<MetaApiAccountInformation>> {
    return this.get(
      'account_information',
      this.clientUrl(account, '/account-information'),
      metaApiAccountInformationSchema,
    );
  }

  /** One page of the deals with `from <= time < to`. */
  async historyDeals(
    account: AccountAddress,
    from: Date,
    to: Date,
    offset: number,
  ): Promise<Outcome<MetatraderDeal[]>> {
    const url = this.clientUrl(account, `/history-deals/time/${from.toISOString()}/${to.toISOString()}`);
    url.searchParams.set('offset', String(offset));
    url.searchParams.set('limit', String(DEAL_PAGE_SIZE));
    const outcome = await this.get('history_deals', url, metatraderDealsSchema);
    if (!outcome.ok) return outcome;
    if (outcome.value.synchronizing) return this.synchronizing(null, null);
    return { ok: true, value: outcome.value.deals };
  }

  positions(account: AccountAddress): Promise<Outcome<MetatraderPosition[]>> {
    return this.get('positions', this.clientUrl(account, '/positions'), metatraderPositionListSchema);
  }

  private clientUrl(account: AccountAddress, path: string): URL {
    const base = this.options.clientUrl.replaceAll(REGION_PLACEHOLDER, account.region);
    return new URL(`/users/current/accounts/${encodeURIComponent(account.id)}${path}`, base);
  }

  private synchronizing(retryAfterHeader: string | null, body: unknown): Outcome<never> {
    return {
      ok: false,
      kind: 'synchronizing',
      retryAt: retryAtFrom(retryAfterHeader, body, this.options.clock.now().getTime()),
    };
  }

  private async get<T extends z.ZodType>(
    operation: MetaApiOperation,
    url: URL,
    schema: T,
  ): Promise<Outcome<z.output<T>>> {
    // Held back by a limit on every account: no request is sent, so none is counted.
    if (this.options.clock.now().getTime() < this.pausedUntil) {
      return { ok: false, kind: 'rate-limited', retryAt: this.pausedUntil, scope: 'all' };
    }
    const timer = mt5ProviderCallSeconds().startTimer({ operation });
    const outcome = await this.send(url, schema);
    timer();
    mt5ProviderCalls().inc({ operation, outcome: outcome.ok ? 'ok' : outcome.kind.replace('-', '_') });
    return outcome;
  }

  private async send<T extends z.ZodType>(url: URL, schema: T): Promise<Outcome<z.output<T>>> {
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { 'auth-token': this.options.token, accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      return { ok: false, kind: 'failed', status: null, message: (error as Error).message };
    }
    const body: unknown = await response.json().catch(() => null);
    const retryAfter = response.headers.get('retry-after');
    if (response.status === 429) {
      const retryAt = retryAtFrom(retryAfter, body, this.options.clock.now().getTime());
      const scope = retryScope(body);
      if (scope === 'all') this.pausedUntil = Math.max(this.pausedUntil, retryAt);
      return { ok: false, kind: 'rate-limited', retryAt, scope };
    }
    const error = metaApiErrorSchema.safeParse(body).data;
    // 202 Accepted is MetaApi's "still preparing this, come back after Retry-After".
    if (response.status === 202 || (error?.error && NOT_READY_ERRORS.has(error.error))) {
      return this.synchronizing(retryAfter, body);
    }
    if (!response.ok) {
      return { ok: false, kind: 'failed', status: response.status, message: error?.message ?? response.statusText };
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const where = parsed.error.issues[0]?.path.join('.') ?? '';
      return { ok: false, kind: 'failed', status: response.status, message: `unexpected answer at '${where}'` };
    }
    return { ok: true, value: parsed.data };
  }
}
