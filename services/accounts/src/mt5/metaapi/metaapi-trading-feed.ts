import type { Deal, Position } from '@prop/contracts/trading';
import type { Clock } from '@prop/service-kit/clock';
import type { Mt5TradingFeed, TradingRead } from '../provider.ts';
import { type AccountAddress, DEAL_PAGE_SIZE, type MetaApiClient, type Outcome } from './metaapi-client.ts';
import type { MetatraderDeal } from './metaapi-shapes.ts';
import { dealOf, positionOf } from './trading-shapes.ts';

export interface MetaApiTradingFeedOptions {
  /** The account's region from MetaApi's account list; undefined while the list does not hold it. */
  regionOf: (mt5AccountId: string) => string | undefined;
  /** Dates the retry of a failed read. */
  clock: Clock;
  log: { warn: (context: object, message: string) => void };
}

/** A failing read is retried after this, doubled with each failure in a row, up to the maximum. */
const FIRST_FAILURE_DELAY_MS = 5_000;
const MAX_FAILURE_DELAY_MS = 5 * 60_000;

type Read = 'deals' | 'positions';

/**
 * An account's deals and open positions from MetaApi's client API, at the host of the account's
 * region. A read is all or nothing: the deals of a range are paged through to the last (short)
 * page, and any page that fails fails the read, with the time to ask again: MetaApi's own for a
 * rate limit or a terminal still synchronising, a growing delay for a failure.
 */
export class MetaApiTradingFeed implements Mt5TradingFeed {
  /** Failures in a row, per read and account. */
  private readonly failures = new Map<string, number>();

  constructor(
    private readonly client: MetaApiClient,
    private readonly options: MetaApiTradingFeedOptions,
  ) {}

  async deals(mt5AccountId: string, from: Date, to: Date): Promise<TradingRead<Deal[]>> {
    const account = this.address(mt5AccountId);
    if (!account) return this.failed('deals', mt5AccountId, 'account not in MetaApi’s account list');
    const read: MetatraderDeal[] = [];
    for (let offset = 0; ; offset += DEAL_PAGE_SIZE) {
      const page = await this.client.historyDeals(account, from, to, offset);
      if (!page.ok) return this.notNow('deals', mt5AccountId, page);
      read.push(...page.value);
      if (page.value.length < DEAL_PAGE_SIZE) break;
    }
    this.failures.delete(key('deals', mt5AccountId));
    return { ok: true, value: this.toDeals(mt5AccountId, read) };
  }

  async positions(mt5AccountId: string): Promise<TradingRead<Position[]>> {
    const account = this.address(mt5AccountId);
    if (!account) return this.failed('positions', mt5AccountId, 'account not in MetaApi’s account list');
    const outcome = await this.client.positions(account);
    if (!outcome.ok) return this.notNow('positions', mt5AccountId, outcome);
    this.failures.delete(key('positions', mt5AccountId));
    return { ok: true, value: outcome.value.map(positionOf) };
  }

  private address(mt5AccountId: string): AccountAddress | undefined {
    const region = this.options.regionOf(mt5AccountId);
    return region ? { id: mt5AccountId, region } : undefined;
  }

  /**
   * Each deal once, oldest first. A deal of a type the platform does not keep is left out and
   * logged: it is a balance movement someone may need to look at.
   */
  private toDeals(mt5AccountId: string, read: MetatraderDeal[]): Deal[] {
    const unique = [...new Map(read.map((deal) => [deal.id, deal])).values()];
    unique.sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
    const deals: Deal[] = [];
    for (const raw of unique) {
      const deal = dealOf(raw);
      if (deal) deals.push(deal);
      else
        this.options.log.warn({ mt5AccountId, dealId: raw.id, type: raw.type }, 'MetaApi deal type not kept: skipped');
    }
    return deals;
  }

  private notNow(
    read: Read,
    mt5AccountId: string,
    outcome: Exclude<Outcome<unknown>, { ok: true }>,
  ): TradingRead<never> {
    switch (outcome.kind) {
      case 'rate-limited':
        return { ok: false, retryAt: outcome.retryAt, reason: `MetaApi rate limit (${outcome.scope})` };
      case 'synchronizing':
        return { ok: false, retryAt: outcome.retryAt, reason: 'MetaApi terminal state still synchronizing' };
      case 'failed':
        return this.failed(read, mt5AccountId, `MetaApi ${outcome.status ?? 'unreachable'}: ${outcome.message}`);
    }
  }

  private failed(read: Read, mt5AccountId: string, reason: string): TradingRead<never> {
    const failures = (this.failures.get(key(read, mt5AccountId)) ?? 0) + 1;
    this.failures.set(key(read, mt5AccountId), failures);
    const delay = Math.min(FIRST_FAILURE_DELAY_MS * 2 ** (failures - 1), MAX_FAILURE_DELAY_MS);
    return { ok: false, retryAt: this.options.clock.now().getTime() + delay, reason };
  }
}

function key(read: Read, mt5AccountId: string): string {
  return `${read} ${mt5AccountId}`;
}
