import type { Clock } from '@prop/service-kit/clock';
import type { Mt5Provider, Mt5Snapshot, SnapshotListener, TradingActivityListener } from '../provider.ts';
import { ACCOUNT_PAGE_SIZE, type MetaApiClient } from './metaapi-client.ts';
import type { MetaApiAccount, MetaApiAccountInformation } from './metaapi-shapes.ts';
import { MetaApiTradingFeed } from './metaapi-trading-feed.ts';

export interface MetaApiProviderOptions {
  pollMs: number;
  listRefreshMs: number;
  concurrency: number;
  log: { warn: (context: object, message: string) => void };
  /** Schedules the reads and stamps each snapshot's `updatedAt`. */
  clock: Clock;
}

interface Tracked {
  snapshot: Mt5Snapshot;
  /** The MetaApi region the account runs in: its client API calls go there. */
  region: string;
  nextPollAt: number;
  failures: number;
  inFlight: boolean;
}

/** A failing account is retried ever more slowly, up to this. */
const MAX_FAILURE_DELAY_MS = 5 * 60_000;
/** After a failure the list (state, connection status) is read again sooner, but not more often than this. */
const MIN_LIST_GAP_MS = 10_000;

/**
 * MT5 accounts from MetaApi: the provisioning API's list gives each account's real state and
 * connection status; each DEPLOYED account's information is polled at `pollMs` with at most
 * `concurrency` requests in flight. A 429 pauses what it names (one account, or everything) until
 * its retry time, and a failing account is retried with growing delays: never hammered. Deals and
 * positions are read on demand through `trading`, at each account's region host.
 */
export class MetaApiProvider implements Mt5Provider {
  readonly kind = 'metaapi';
  readonly control = undefined;
  readonly trading: MetaApiTradingFeed;
  private readonly tracked = new Map<string, Tracked>();
  /** The tracked ids in list order, and where the next scan for due reads begins. */
  private order: string[] = [];
  private cursor = 0;
  private readonly listeners: SnapshotListener[] = [];
  private readonly running = new Set<Promise<void>>();
  private readonly now: () => number;
  private pausedUntil = 0;
  private nextListAt = 0;
  private lastListAt = 0;
  private listing = false;
  private inFlight = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly client: MetaApiClient,
    private readonly options: MetaApiProviderOptions,
  ) {
    this.now = () => options.clock.now().getTime();
    this.trading = new MetaApiTradingFeed(client, {
      regionOf: (id) => this.tracked.get(id)?.region,
      clock: options.clock,
      log: options.log,
    });
  }

  async start(): Promise<void> {
    await this.refreshList();
    this.timer = setInterval(() => this.schedule(), Math.min(250, this.options.pollMs));
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await Promise.allSettled([...this.running]);
  }

  list(): Mt5Snapshot[] {
    return [...this.tracked.values()].map((tracked) => tracked.snapshot);
  }

  get(id: string): Mt5Snapshot | undefined {
    return this.tracked.get(id)?.snapshot;
  }

  onUpdate(listener: SnapshotListener): void {
    this.listeners.push(listener);
  }

  /** MetaApi's REST API tells nothing of activity: the ingestion's own schedule reads the accounts. */
  onTradingActivity(_listener: TradingActivityListener): void {}

  /**
   * Starts the reads that are due, up to the concurrency. The scan begins where the previous one
   * stopped (round robin): starting from the front each time would give the free slots to the
   * first accounts of the list again and again, and with more accounts due than slots the later
   * ones would never be read.
   */
  private schedule(): void {
    const now = this.now();
    if (!this.listing && now >= this.nextListAt) this.track(this.refreshList());
    if (now < this.pausedUntil) return;
    const count = this.order.length;
    const start = this.cursor;
    for (let step = 0; step < count && this.inFlight < this.options.concurrency; step++) {
      const index = (start + step) % count;
      const tracked = this.tracked.get(this.order[index] ?? '');
      if (!tracked || tracked.inFlight || now < tracked.nextPollAt || tracked.snapshot.state !== 'DEPLOYED') continue;
      this.track(this.poll(tracked));
      this.cursor = (index + 1) % count;
    }
  }

  private track(work: Promise<void>): void {
    this.running.add(work);
    void work.finally(() => this.running.delete(work));
  }

  private async poll(tracked: Tracked): Promise<void> {
    tracked.inFlight = true;
    this.inFlight++;
    const outcome = await this.client.accountInformation({ id: tracked.snapshot.id, region: tracked.region });
    tracked.inFlight = false;
    this.inFlight--;
    const now = this.now();
    if (outcome.ok) {
      tracked.failures = 0;
      tracked.nextPollAt = now + this.options.pollMs;
      tracked.snapshot = { ...tracked.snapshot, info: toInfo(outcome.value), updatedAt: new Date(now) };
      for (const listener of this.listeners) listener(tracked.snapshot);
    } else if (outcome.kind === 'rate-limited') {
      tracked.nextPollAt = Math.max(tracked.nextPollAt, outcome.retryAt);
      if (outcome.scope === 'all') this.pausedUntil = Math.max(this.pausedUntil, outcome.retryAt);
    } else if (outcome.kind === 'synchronizing') {
      tracked.nextPollAt = Math.max(tracked.nextPollAt, outcome.retryAt);
    } else {
      tracked.failures++;
      tracked.nextPollAt = now + Math.min(this.options.pollMs * 2 ** tracked.failures, MAX_FAILURE_DELAY_MS);
      // The account may have disconnected: learn its real status from the list soon.
      this.nextListAt = Math.min(this.nextListAt, Math.max(now, this.lastListAt + MIN_LIST_GAP_MS));
      this.options.log.warn({ mt5AccountId: tracked.snapshot.id, status: outcome.status }, outcome.message);
    }
  }

  private async refreshList(): Promise<void> {
    this.listing = true;
    try {
      const accounts: MetaApiAccount[] = [];
      for (let offset = 0; ; offset += ACCOUNT_PAGE_SIZE) {
        const outcome = await this.client.listAccounts(offset);
        if (!outcome.ok) {
          const now = this.now();
          this.nextListAt =
            outcome.kind === 'rate-limited' ? outcome.retryAt : now + Math.min(this.options.listRefreshMs, 30_000);
          if (outcome.kind === 'failed') this.options.log.warn({ status: outcome.status }, outcome.message);
          return;
        }
        accounts.push(...outcome.value);
        if (outcome.value.length < ACCOUNT_PAGE_SIZE) break;
      }
      this.apply(accounts);
      this.lastListAt = this.now();
      this.nextListAt = this.lastListAt + this.options.listRefreshMs;
    } finally {
      this.listing = false;
    }
  }

  private apply(accounts: MetaApiAccount[]): void {
    const seen = new Set<string>();
    for (const account of accounts) {
      seen.add(account._id);
      const existing = this.tracked.get(account._id);
      const snapshot: Mt5Snapshot = {
        id: account._id,
        name: account.name,
        login: account.login,
        server: account.server,
        state: account.state,
        connectionStatus: account.connectionStatus,
        platform: account.platform ?? (account.version === 4 ? 'mt4' : 'mt5'),
        type: account.type,
        info: existing?.snapshot.info ?? null,
        updatedAt: existing?.snapshot.updatedAt ?? new Date(this.now()),
      };
      if (existing) {
        existing.snapshot = snapshot;
        existing.region = account.region;
      } else {
        this.tracked.set(account._id, {
          snapshot,
          region: account.region,
          nextPollAt: 0,
          failures: 0,
          inFlight: false,
        });
      }
    }
    for (const id of this.tracked.keys()) if (!seen.has(id)) this.tracked.delete(id);
    this.order = [...this.tracked.keys()];
    this.cursor = this.order.length > 0 ? this.cursor % this.order.length : 0;
  }
}

function toInfo(info: MetaApiAccountInformation): Mt5Snapshot['info'] {
  return {
    currency: info.currency,
    balance: info.balance,
    equity: info.equity,
    margin: info.margin,
    freeMargin: info.freeMargin,
    marginLevel: info.marginLevel ?? null,
    leverage: info.leverage,
  };
}
