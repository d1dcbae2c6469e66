import type { Clock } from '@prop/service-kit/clock';
import type { OpenSimulatedPosition, Position } from '@prop/contracts/trading';
import { moneyAsNumber } from '@prop/contracts/money';
import type {
  Mt5AccountInfo,
  Mt5Provider,
  Mt5SimulatorControl,
  Mt5Snapshot,
  RestoredAccount,
  SnapshotListener,
  TradingActivityListener,
} from '../provider.ts';
import { type DemoIdentity, demoIdentity, openingBalance, SIMULATED_BROKER } from './demo-identity.ts';
import { equityOf, funded, holding, step, type WalkState, withEquity } from './random-walk.ts';
import { seededRandom } from './seeded-random.ts';
import { startSteadyTicks } from './steady-ticks.ts';
import { TradingDesk } from './trading-desk.ts';
import type { Valuation } from './trading/trading-engine.ts';

interface SimAccount {
  /** The account's number in the pool: its trading engine's ticket block and persona. */
  index: number;
  identity: DemoIdentity;
  walk: WalkState;
  /** Changed in place by every move: 50,000 new snapshots a second each lived a second (bench/equity-live). */
  snapshot: Mt5Snapshot;
  /** The snapshot's figures, never null here. */
  info: Mt5AccountInfo;
}

export interface SimulatorOptions {
  accounts: number;
  seed: number;
  /** Each account moves once per period. */
  periodMs?: number;
  /**
   * The period is cut into this many ticks, each moving a slice of the pool, so the load stays
   * even and no tick holds the event loop long. Default: slices of about 200 accounts, 10 to 100 ticks.
   */
  slices?: number;
  /** Stamps each snapshot's `updatedAt`. */
  clock: Clock;
  /** Funded accounts trade by themselves, each after a back history of `historyDays`. */
  personas?: boolean;
  historyDays?: number;
}

const cents = (value: number) => Math.round(value * 100) / 100;
const ACCOUNTS_PER_SLICE = 200;

/**
 * A simulated MT5 broker: a pool of demo accounts, DEPLOYED and CONNECTED at 1:30, whose money
 * follows a seeded random walk, one move per account per second. One timer drives the whole pool
 * (a slice of it per tick), so 10,000 accounts cost one timer, not 10,000.
 * Ids and logins are fixed by the seed; the money lives in process memory, so a restart begins
 * again from the seed (linked accounts are restored from the figures the database kept).
 */
export class SimulatorProvider implements Mt5Provider, Mt5SimulatorControl {
  readonly kind = 'simulator';
  readonly control: Mt5SimulatorControl = this;
  private readonly accounts: SimAccount[] = [];
  private readonly byId = new Map<string, SimAccount>();
  private readonly listeners: SnapshotListener[] = [];
  private readonly activityListeners: TradingActivityListener[] = [];
  readonly trading: TradingDesk;
  /** Ids a created account must not take: they were used before (a broker never reuses one). */
  private readonly usedIds = new Set<string>();
  private readonly random: () => number;
  /** How many ticks move every account once (`SimulatorOptions.slices`, or the default for the pool). */
  readonly slices: number;
  private nextIndex = 0;
  private tickCount = 0;
  private stopTicks: (() => void) | undefined;

  constructor(private readonly options: SimulatorOptions) {
    this.trading = new TradingDesk({
      seed: options.seed,
      clock: options.clock,
      personas: options.personas ?? false,
      historyDays: options.historyDays ?? 0,
    });
    this.random = seededRandom(options.seed);
    this.slices = options.slices ?? Math.min(100, Math.max(10, Math.ceil(options.accounts / ACCOUNTS_PER_SLICE)));
    for (let index = 0; index < options.accounts; index++) {
      this.add(demoIdentity(options.seed, index), this.openingWalk());
    }
  }

  async start(): Promise<void> {
    const periodMs = this.options.periodMs ?? 1000;
    // Behind by a whole period, the missed moves are dropped rather than all made at once.
    this.stopTicks = startSteadyTicks(() => this.tick(), { everyMs: periodMs / this.slices, catchUpMs: periodMs });
  }

  async stop(): Promise<void> {
    this.stopTicks?.();
  }

  list(): Mt5Snapshot[] {
    return this.accounts.map((account) => account.snapshot);
  }

  get(id: string): Mt5Snapshot | undefined {
    return this.byId.get(id)?.snapshot;
  }

  onUpdate(listener: SnapshotListener): void {
    this.listeners.push(listener);
  }

  onTradingActivity(listener: TradingActivityListener): void {
    this.activityListeners.push(listener);
  }

  /**
   * Moves one slice of the pool; `slices` ticks move every account once. The market moves once a
   * period, with every trading account; an account that trades takes its figures from its positions.
   */
  tick(): void {
    const slice = this.tickCount++ % this.slices;
    if (slice === 0) for (const id of this.trading.step()) this.activity(id);
    // The slice moves at one instant: one reading of the clock, not one per account (500 a tick at 50,000).
    const at = this.options.clock.now();
    for (let position = slice; position < this.accounts.length; position += this.slices) {
      const account = this.accounts[position];
      if (!account) continue;
      const valuation = this.trading.valuation(account.identity.id);
      if (valuation) this.show(account, valuation, at);
      else {
        step(account.walk, this.random);
        this.update(account, account.walk, at);
      }
    }
  }

  openPosition(id: string, order: OpenSimulatedPosition): Position | undefined {
    const account = this.byId.get(id);
    if (!account) return undefined;
    // An account the control trades for the first time starts from what it holds now, all of it balance.
    if (!this.trading.trades(id)) this.trading.begin(id, account.index, equityOf(account.walk), false);
    const position = this.trading.open(id, order);
    this.afterTrade(account);
    return position;
  }

  closePosition(id: string, positionId: string): boolean {
    const account = this.byId.get(id);
    if (!account || !this.trading.close(id, positionId)) return false;
    this.afterTrade(account);
    return true;
  }

  scheduleNews(instants: readonly Date[]): number {
    return this.trading.scheduleNews(instants);
  }

  movePrice(symbol: string, price: number): void {
    this.trading.movePrice(symbol, price);
    for (const account of this.accounts) {
      if (this.trading.trades(account.identity.id)) this.afterTrade(account);
    }
  }

  createAccount(balance: number): Mt5Snapshot {
    const taken = (id: string) => this.byId.has(id) || this.usedIds.has(id);
    while (taken(demoIdentity(this.options.seed, this.nextIndex).id)) this.nextIndex++;
    const account = this.add(demoIdentity(this.options.seed, this.nextIndex), funded(balance));
    if (this.options.personas) this.trading.begin(account.identity.id, account.index, balance, false);
    this.emit(account.snapshot);
    return detached(account.snapshot);
  }

  fund(id: string, balance: number): Mt5Snapshot | undefined {
    const account = this.byId.get(id);
    if (!account) return undefined;
    if (this.trading.trades(id)) {
      this.trading.adjustEquity(id, balance);
      this.afterTrade(account);
    } else if (this.options.personas) {
      this.trading.begin(id, account.index, balance, true);
      this.afterTrade(account);
    } else this.update(account, funded(balance));
    return detached(account.snapshot);
  }

  setEquity(id: string, equity: number): Mt5Snapshot | undefined {
    const account = this.byId.get(id);
    if (!account) return undefined;
    if (this.trading.adjustEquity(id, equity)) this.afterTrade(account);
    else this.update(account, withEquity(account.walk, equity));
    return detached(account.snapshot);
  }

  restore(accounts: RestoredAccount[], usedIds: string[]): void {
    for (const id of usedIds) this.usedIds.add(id);
    for (const kept of accounts) {
      const walk = holding(kept.balance, kept.equity);
      const existing = this.byId.get(kept.id);
      if (existing) {
        this.take(existing, kept, walk);
        continue;
      }
      const fallback = demoIdentity(this.options.seed, this.accounts.length);
      const account = this.add(
        {
          id: kept.id,
          name: kept.name ?? fallback.name,
          login: kept.login ?? fallback.login,
          server: kept.server ?? fallback.server,
        },
        walk,
      );
      this.take(account, kept, walk);
    }
  }

  /** A restored account carries on: trading from its stored positions if it traded, walking otherwise. */
  private take(account: SimAccount, kept: RestoredAccount, walk: WalkState): void {
    if (kept.trading) {
      this.trading.resume(kept.id, account.index, kept.balance, kept.trading.positions);
      this.afterTrade(account);
    } else this.update(account, walk);
  }

  private openingWalk(): WalkState {
    const walk = funded(openingBalance(this.random));
    step(walk, this.random);
    return walk;
  }

  private add(identity: DemoIdentity, walk: WalkState): SimAccount {
    const index = this.accounts.length;
    const snapshot = snapshotOf(identity, this.options.clock.now());
    const account: SimAccount = { index, identity, walk, snapshot, info: snapshot.info };
    this.move(account, walk, snapshot.updatedAt);
    this.accounts.push(account);
    this.byId.set(identity.id, account);
    this.nextIndex = Math.max(this.nextIndex, this.accounts.length);
    return account;
  }

  private update(account: SimAccount, walk: WalkState, at = this.options.clock.now()): void {
    this.move(account, walk, at);
    this.emit(account.snapshot);
  }

  private emit(snapshot: Mt5Snapshot): void {
    for (const listener of this.listeners) listener(snapshot);
  }

  private activity(id: string): void {
    for (const listener of this.activityListeners) listener(id);
  }

  /** A trade changed the account: its figures now, and a hint for the ingestion to read its deals. */
  private afterTrade(account: SimAccount): void {
    const valuation = this.trading.valuation(account.identity.id);
    if (valuation) this.show(account, valuation);
    this.activity(account.identity.id);
  }

  /** A trading account's figures, from its engine: equity is balance + floating, never walked. */
  private show(account: SimAccount, valuation: Valuation, at = this.options.clock.now()): void {
    // The walk follows, so the account carries on from here if it ever stops trading.
    const walk = holding(moneyAsNumber(valuation.balance), moneyAsNumber(valuation.equity));
    this.move(account, walk, at, moneyAsNumber(valuation.margin));
    this.emit(account.snapshot);
  }

  /**
   * The account's walk and its snapshot's figures, written in place. `margin` is the positions' own
   * when the account trades; the walk's share of the balance otherwise. Runs for every account every
   * period, so no field is spread and the clock is read once a tick, not once an account.
   */
  private move(account: SimAccount, walk: WalkState, at: Date, margin = cents(walk.balance * walk.marginUse)): void {
    const { info } = account;
    const equity = equityOf(walk);
    account.walk = walk;
    info.balance = cents(walk.balance);
    info.equity = equity;
    info.margin = margin;
    info.freeMargin = cents(equity - margin);
    info.marginLevel = margin > 0 ? cents((equity / margin) * 100) : null;
    account.snapshot.updatedAt = at;
  }
}

/** A new account's snapshot; `move` gives it its figures. */
function snapshotOf(identity: DemoIdentity, at: Date): Mt5Snapshot & { info: Mt5AccountInfo } {
  return {
    id: identity.id,
    name: identity.name,
    login: identity.login,
    server: identity.server,
    state: SIMULATED_BROKER.state,
    connectionStatus: SIMULATED_BROKER.connectionStatus,
    platform: SIMULATED_BROKER.platform,
    type: SIMULATED_BROKER.type,
    info: {
      currency: SIMULATED_BROKER.currency,
      balance: 0,
      equity: 0,
      margin: 0,
      freeMargin: 0,
      marginLevel: null,
      leverage: SIMULATED_BROKER.leverage,
    },
    updatedAt: at,
  };
}

/** What a control call returns: the account as it is now, which the ticks after it do not change. */
function detached(snapshot: Mt5Snapshot): Mt5Snapshot {
  return { ...snapshot, info: snapshot.info && { ...snapshot.info } };
}
