import type { Clock } from '@prop/service-kit/clock';
import TinyQueue from 'tinyqueue';
import { recordTradingData } from '../commands/record-trading-data.ts';
import type { AccountsContext } from '../context.ts';
import { type StoredStart, storedStarts } from '../db/trading-data.ts';
import type { EquitySample } from '../domain/trading/equity-buckets.ts';
import { positionsText } from '../domain/trading/positions-shape.ts';

export interface TradingIngestionOptions {
  /** Every linked account is read at least this often, activity or not. */
  pollMs: number;
  /** How far back the first read of an account's ledger goes. */
  historyDays: number;
  /** Reads in flight at once. */
  concurrency: number;
  /** Takes an account's balance and equity from before it was watched, when its source has them. */
  pastEquity: (mt5AccountId: string, samples: EquitySample[]) => void;
  clock: Clock;
  log: { warn: (context: object, message: string) => void };
}

interface AccountState {
  /** Activity was hinted while a read was running: read again as soon as it ends. */
  hinted: boolean;
  /** Where the next read of the ledger starts: the newest stored deal's time (read again, stored once). */
  from: Date | null;
  /** The ids of the stored deals stamped `from`: read again by every read, and not new. */
  storedAtFrom: Set<string>;
  /** The open positions as last stored (`positionsText`), so a read that changed nothing writes nothing. */
  storedPositions: string | null;
  dueAt: number;
  failures: number;
}

/** An account's read falling due; stale once the account is gone or due at another time. */
interface DueRead {
  mt5AccountId: string;
  at: number;
}

const MAX_FAILURE_DELAY_MS = 5 * 60_000;

const newState = (dueAt: number): AccountState => ({
  from: null,
  storedAtFrom: new Set(),
  storedPositions: null,
  dueAt,
  failures: 0,
  hinted: false,
});
/** Deals stamped slightly ahead of this machine's clock are still read. */
const CLOCK_SLACK_MS = 60_000;
/** Accounts newly followed have what is stored for them loaded this many at a time. */
const START_CHUNK = 1000;

/**
 * Keeps the stored ledger and open positions of every linked MT5 account in step with its source.
 * An account is read when its source hints at activity and at least every `pollMs`; each read
 * resumes at the newest stored deal's time, so nothing is skipped and a deal read twice is stored
 * once (by its MT5 id). A source that says "not now" (a rate limit, a terminal still
 * synchronising) is asked again at the time it names; a failing account is retried ever more slowly.
 */
export class TradingIngestion {
  private readonly accounts = new Map<string, AccountState>();
  /** The read in flight of each account: one at a time per account. */
  private readonly inFlight = new Map<string, Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  /**
   * The reads by when they fall due, soonest first: each read that ends starts the next due one,
   * and scanning every account for it took about a sixth of accounts' core while 10,000 were
   * linked (bench/breach-latency's set-up, profiled); a heap's step does it. An entry counts only
   * while it matches its account's `dueAt`: a changed due time pushes a new one.
   */
  private readonly due = new TinyQueue<DueRead>([], (a, b) => a.at - b.at);
  /**
   * The MT5 accounts whose link changed since the accounts were last brought in step with the
   * links: a pass over all 50,000 links at each change (a breach changes one) held accounts' core
   * for tens of milliseconds several times a second (bench/breach-latency, profiled).
   */
  private readonly relinked = new Set<string>();
  /**
   * What is stored for each account followed but not read yet, loaded for many at once
   * (`storedStarts`): its first read resumes from there, so it writes only what changed.
   */
  private readonly starts = new Map<string, Promise<StoredStart>>();
  private stopped = false;

  constructor(
    private readonly ctx: Pick<AccountsContext, 'runtime' | 'links' | 'provider' | 'db'>,
    private readonly options: TradingIngestionOptions,
  ) {}

  start(): void {
    this.ctx.provider.onTradingActivity((mt5AccountId) => this.hint(mt5AccountId));
    for (const link of this.ctx.links.all()) this.relinked.add(link.mt5AccountId);
    this.ctx.links.onChange((_userId, link, previous) => {
      if (link) this.relinked.add(link.mt5AccountId);
      if (previous) this.relinked.add(previous.mt5AccountId);
    });
    this.timer = setInterval(() => this.schedule(), Math.min(250, this.options.pollMs));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.settle();
  }

  /** Reads the account now, after its read in flight if any: what it holds at the source is stored on return. */
  async readNow(mt5AccountId: string): Promise<void> {
    await this.inFlight.get(mt5AccountId);
    await this.track(mt5AccountId);
  }

  /** Resolves once every read running now has finished. */
  async settle(): Promise<void> {
    await Promise.allSettled([...this.inFlight.values()]);
  }

  private hint(mt5AccountId: string): void {
    const state = this.accounts.get(mt5AccountId);
    if (!state || state.failures > 0) return;
    if (this.inFlight.has(mt5AccountId)) state.hinted = true;
    else if (state.dueAt > this.now()) this.setDue(mt5AccountId, state, this.now());
  }

  private setDue(mt5AccountId: string, state: AccountState, at: number): void {
    state.dueAt = at;
    this.due.push({ mt5AccountId, at });
  }

  private now(): number {
    return this.options.clock.now().getTime();
  }

  /** Keeps the accounts in step with the links when they changed, then starts the reads that are due. */
  private schedule(): void {
    if (this.stopped) return;
    const now = this.now();
    const followed: string[] = [];
    for (const mt5AccountId of this.relinked) {
      const linked = this.ctx.links.forMt5(mt5AccountId) !== undefined;
      if (!linked) {
        this.accounts.delete(mt5AccountId);
        this.starts.delete(mt5AccountId);
      } else if (!this.accounts.has(mt5AccountId)) {
        const state = newState(now);
        this.accounts.set(mt5AccountId, state);
        this.setDue(mt5AccountId, state, now);
        followed.push(mt5AccountId);
      }
    }
    this.relinked.clear();
    this.loadStarts(followed);
    this.startDue(now);
  }

  /** One chunk after another, so a start's loads never hold every database connection at once. */
  private loadStarts(mt5AccountIds: string[]): void {
    let previous: Promise<unknown> = Promise.resolve();
    for (let index = 0; index < mt5AccountIds.length; index += START_CHUNK) {
      const chunk = mt5AccountIds.slice(index, index + START_CHUNK);
      const loading = previous.then(() => storedStarts(this.ctx.db, chunk));
      previous = loading.catch(() => {});
      for (const mt5AccountId of chunk) {
        const start = loading.then((starts) => starts.get(mt5AccountId) as StoredStart);
        // A failed load fails the reads awaiting it (each then retries on its own); a load no read
        // awaits (its account unlinked meanwhile) must not be an unhandled rejection.
        start.catch(() => {});
        this.starts.set(mt5AccountId, start);
      }
    }
  }

  /** What is stored for the account: loaded with others when it was followed, else now on its own. */
  private startOf(mt5AccountId: string): Promise<StoredStart> {
    const loading =
      this.starts.get(mt5AccountId) ??
      storedStarts(this.ctx.db, [mt5AccountId]).then((starts) => starts.get(mt5AccountId) as StoredStart);
    this.starts.delete(mt5AccountId);
    return loading;
  }

  /** Starts due reads up to the concurrency, the longest due first (none starves behind others). */
  private startDue(now: number): void {
    while (this.inFlight.size < this.options.concurrency) {
      const next = this.due.peek();
      if (!next || next.at > now) return;
      this.due.pop();
      const state = this.accounts.get(next.mt5AccountId);
      // Reading now, it falls due again when the read ends.
      if (state?.dueAt === next.at && !this.inFlight.has(next.mt5AccountId)) void this.track(next.mt5AccountId);
    }
  }

  /** One read at a time per account; when it ends, the next due read starts at once, not at the next tick. */
  private track(mt5AccountId: string): Promise<void> {
    const read = this.read(mt5AccountId).finally(() => {
      if (this.inFlight.get(mt5AccountId) === read) this.inFlight.delete(mt5AccountId);
      if (!this.stopped) this.startDue(this.now());
    });
    this.inFlight.set(mt5AccountId, read);
    return read;
  }

  private async read(mt5AccountId: string): Promise<void> {
    const state = this.accounts.get(mt5AccountId) ?? newState(0);
    this.accounts.set(mt5AccountId, state);
    try {
      const now = this.now();
      const feed = this.ctx.provider.trading;
      if (!state.from) {
        // What is stored already, so the first read after a start or a takeover writes only what
        // changed, as every later read does, instead of one transaction for every account.
        const { newest, positions } = await this.startOf(mt5AccountId);
        if (!newest && feed.pastEquity)
          this.options.pastEquity(mt5AccountId, await feed.pastEquity(mt5AccountId, new Date(now)));
        state.from = newest?.time ?? new Date(now - this.options.historyDays * 86_400_000);
        state.storedAtFrom = newest?.dealIds ?? new Set();
        state.storedPositions = positionsText(positions);
      }
      const deals = await feed.deals(mt5AccountId, state.from, new Date(now + CLOCK_SLACK_MS));
      if (!deals.ok) return this.later(mt5AccountId, state, deals.retryAt, deals.reason);
      const positions = await feed.positions(mt5AccountId);
      if (!positions.ok) return this.later(mt5AccountId, state, positions.retryAt, positions.reason);
      const from = state.from;
      const unseen = deals.value.some(
        (deal) => Date.parse(deal.time) !== from.getTime() || !state.storedAtFrom.has(deal.id),
      );
      const readPositions = positionsText(positions.value);
      // Most reads find nothing new: they cost no transaction, only the source's answers.
      if (unseen || readPositions !== state.storedPositions) {
        await recordTradingData(this.ctx, mt5AccountId, deals.value, positions.value);
        state.storedPositions = readPositions;
        const newest = deals.value.reduce((latest, deal) => Math.max(latest, Date.parse(deal.time)), 0);
        if (newest > from.getTime()) {
          state.from = new Date(newest);
          state.storedAtFrom = new Set();
        }
        for (const deal of deals.value)
          if (Date.parse(deal.time) === state.from.getTime()) state.storedAtFrom.add(deal.id);
      }
      state.failures = 0;
      // A hint that came during this read may name a deal it did not see: read again at once.
      this.setDue(mt5AccountId, state, state.hinted ? this.now() : now + this.options.pollMs);
      state.hinted = false;
    } catch (error) {
      state.failures += 1;
      const delay = Math.min(MAX_FAILURE_DELAY_MS, this.options.pollMs * 2 ** state.failures);
      this.setDue(mt5AccountId, state, this.now() + delay);
      this.options.log.warn({ err: error, mt5AccountId, failures: state.failures }, 'reading trading data failed');
    }
  }

  private later(mt5AccountId: string, state: AccountState, retryAt: number, reason: string): void {
    this.setDue(mt5AccountId, state, Math.max(retryAt, this.now() + 1000));
    this.options.log.warn({ mt5AccountId, reason, retryAt: new Date(retryAt).toISOString() }, 'trading data not ready');
  }
}
