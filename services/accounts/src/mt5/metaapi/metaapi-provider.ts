import type { Clock } from '@prop/service-kit/clock';
import type {
  Mt5AccountInfo,
  Mt5Provider,
  Mt5Snapshot,
  SnapshotListener,
  TradingActivityListener,
} from '../provider.ts';
import { ACCOUNT_PAGE_SIZE, type MetaApiClient } from './metaapi-client.ts';
import { accountInfoOf, type MetaApiAccount } from './metaapi-shapes.ts';
import { MetaApiStream, type MetaApiStreamOptions } from './metaapi-stream.ts';
import { MetaApiTradingFeed } from './metaapi-trading-feed.ts';
import type { StreamedFigures } from './stream-socket.ts';

export interface MetaApiProviderOptions {
  pollMs: number;
  listRefreshMs: number;
  concurrency: number;
  log: { warn: (context: object, message: string) => void };
  /** Schedules the reads and stamps each snapshot's `updatedAt`. */
  clock: Clock;
  /** Live figures over MetaApi's websocket API; without it every account is polled. */
  stream?: Omit<MetaApiStreamOptions, 'clock' | 'log'> & {
    /** An account whose stream is live is still read over REST this often, as a check on the stream. */
    livePollMs: number;
  };
}

interface Tracked {
  snapshot: Mt5Snapshot;
  /** The MetaApi region the account runs in: its client API calls go there. */
  region: string;
  nextPollAt: number;
  /**
   * When it was last read over REST, or first listed: a live account is read only `livePollMs`
   * after that (one live from the start needs no REST read first).
   */
  polledAt: number;
  /** When figures last came from the stream: a REST answer to an earlier request is older than those. */
  streamedAt: number;
  failures: number;
  inFlight: boolean;
}

/** A failing account is retried ever more slowly, up to this. */
const MAX_FAILURE_DELAY_MS = 5 * 60_000;
/** After a failure the list (state, connection status) is read again sooner, but not more often than this. */
const MIN_LIST_GAP_MS = 10_000;

/**
 * MT5 accounts from MetaApi: the provisioning API's list gives each account's real state and
 * connection status. With `stream`, each DEPLOYED account is subscribed over the websocket API and,
 * while its stream is live, takes its figures and activity hints from there; every account whose
 * stream is not live (not yet, or not any more) is polled over REST at `pollMs`, with at most
 * `concurrency` requests in flight, and a live one only every `livePollMs`. A 429 pauses what it
 * names (one account, or everything) until its retry time, and a failing account is retried with
 * growing delays: never hammered. Deals and positions are read on demand through `trading`, at each
 * account's region host.
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
  private readonly activityListeners: TradingActivityListener[] = [];
  private readonly stream: MetaApiStream | undefined;
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
    this.stream =
      options.stream &&
      new MetaApiStream(
        { ...options.stream, clock: options.clock, log: options.log },
        {
          figures: (id, figures) => this.streamed(id, figures),
          activity: (id) => {
            for (const listener of this.activityListeners) listener(id);
          },
        },
      );
  }

  async start(): Promise<void> {
    await this.refreshList();
    this.timer = setInterval(() => this.schedule(), Math.min(250, this.options.pollMs));
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    // After the list reads under way: one ending later would subscribe its accounts again.
    await Promise.allSettled([...this.running]);
    this.stream?.close();
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

  /** Hints come from the stream's deal and position packets; polled accounts give none. */
  onTradingActivity(listener: TradingActivityListener): void {
    this.activityListeners.push(listener);
  }

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
      if (!tracked || tracked.inFlight || now < this.dueAt(tracked) || tracked.snapshot.state !== 'DEPLOYED') continue;
      this.track(this.poll(tracked));
      this.cursor = (index + 1) % count;
    }
  }

  /** When the account's next REST read is due: at the poll's cadence, or rarely while its stream is live. */
  private dueAt(tracked: Tracked): number {
    const livePollMs = this.options.stream?.livePollMs;
    if (livePollMs === undefined || !this.stream?.isLive(tracked.snapshot.id)) return tracked.nextPollAt;
    return Math.max(tracked.nextPollAt, tracked.polledAt + livePollMs);
  }

  private track(work: Promise<void>): void {
    this.running.add(work);
    void work.finally(() => this.running.delete(work));
  }

  private async poll(tracked: Tracked): Promise<void> {
    tracked.inFlight = true;
    this.inFlight++;
    const askedAt = this.now();
    const outcome = await this.client.accountInformation({ id: tracked.snapshot.id, region: tracked.region });
    tracked.inFlight = false;
    this.inFlight--;
    const now = this.now();
    tracked.polledAt = now;
    if (outcome.ok) {
      tracked.failures = 0;
      tracked.nextPollAt = now + this.options.pollMs;
      // Figures streamed while this request was under way are newer than its answer.
      if (tracked.streamedAt < askedAt) this.update(tracked, accountInfoOf(outcome.value));
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

  /** Figures from the stream; prices alone change nothing before the account's information is known. */
  private streamed(id: string, figures: StreamedFigures): void {
    const tracked = this.tracked.get(id);
    if (!tracked) return;
    const known = tracked.snapshot.info;
    const info = figures.kind === 'information' ? figures.info : known && { ...known, ...figures.figures };
    if (!info) return;
    tracked.streamedAt = this.now();
    this.update(tracked, info);
  }

  private update(tracked: Tracked, info: Mt5AccountInfo): void {
    tracked.snapshot = { ...tracked.snapshot, info, updatedAt: new Date(this.now()) };
    for (const listener of this.listeners) listener(tracked.snapshot);
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
          polledAt: this.now(),
          streamedAt: 0,
          failures: 0,
          inFlight: false,
        });
      }
    }
    for (const id of this.tracked.keys()) if (!seen.has(id)) this.tracked.delete(id);
    this.order = [...this.tracked.keys()];
    this.cursor = this.order.length > 0 ? this.cursor % this.order.length : 0;
    this.stream?.follow(
      [...this.tracked.values()]
        .filter((tracked) => tracked.snapshot.state === 'DEPLOYED')
        .map((tracked) => ({ id: tracked.snapshot.id, region: tracked.region })),
    );
  }
}
