import type { z } from 'zod';
import type { Clock } from '@prop/service-kit/clock';
import {
  type MetaApiAccount,
  type MetaApiAccountInformation,
  metaApiAccountInformationSchema,
  metaApiAccountListSchema,
} from './metaapi-shapes.ts';
import { retryAtFrom, retryScope } from './retry-time.ts';

export type Outcome<T> =
  | { ok: true; value: T }
  | { ok: false; kind: 'rate-limited'; retryAt: number; scope: 'account' | 'all' }
  | { ok: false; kind: 'failed'; status: number | null; message: string };

export interface MetaApiClientOptions {
  token: string;
  provisioningUrl: string;
  clientUrl: string;
  timeoutMs?: number;
  /** Dates a rate limit's retry time. */
  clock: Clock;
}

/** MetaApi's largest page of the account list. */
export const ACCOUNT_PAGE_SIZE = 1000;

/** MetaApi's REST API over fetch: every answer is a value, a rate limit with its retry time, or a failure. */
export class MetaApiClient {
  constructor(private readonly options: MetaApiClientOptions) {}

  listAccounts(offset: number): Promise<Outcome<MetaApiAccount[]>> {
    const url = new URL('/users/current/accounts', this.options.provisioningUrl);
    url.searchParams.set('offset', String(offset));
    url.searchParams.set('limit', String(ACCOUNT_PAGE_SIZE));
    return this.get(url, metaApiAccountListSchema);
  }

  accountInformation(accountId: string): Promise<Outcome<MetaApiAccountInformation>> {
    const path = `/users/current/accounts/${encodeURIComponent(accountId)}/account-information`;
    return this.get(new URL(path, this.options.clientUrl), metaApiAccountInformationSchema);
  }

  private async get<T extends z.ZodType>(url: URL, schema: T): Promise<Outcome<z.output<T>>> {
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
    if (response.status === 429) {
      return {
        ok: false,
        kind: 'rate-limited',
        retryAt: retryAtFrom(response.headers.get('retry-after'), body, this.options.clock.now().getTime()),
        scope: retryScope(body),
      };
    }
    if (!response.ok) {
      const message = (body as { message?: unknown } | null)?.message;
      return { ok: false, kind: 'failed', status: response.status, message: String(message ?? response.statusText) };
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) return { ok: false, kind: 'failed', status: response.status, message: 'unexpected answer' };
    return { ok: true, value: parsed.data };
  }
}
