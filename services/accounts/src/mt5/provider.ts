import type { Deal, OpenSimulatedPosition, Position } from '@prop/contracts/trading';
import type { EquitySample } from '../domain/trading/equity-buckets.ts';

/** The figures an MT5 terminal reports for an account (MetaApi's account information). */
export interface Mt5AccountInfo {
  currency: string;
  balance: number;
  equity: number;
  margin: number;
  freeMargin: number;
  /** Percent of equity over margin; null when no margin is used. */
  marginLevel: number | null;
  leverage: number;
}

/**
 * The latest known state of one MT5 account. A provider may change the object in place as the
 * account moves (the simulator does): what is read from it is current in the turn it was given or
 * read, and what must stay is copied out, not the object kept.
 */
export interface Mt5Snapshot {
  id: string;
  name: string;
  login: string;
  server: string;
  /** e.g. DEPLOYED, UNDEPLOYED */
  state: string;
  /** e.g. CONNECTED, DISCONNECTED, DISCONNECTED_FROM_BROKER */
  connectionStatus: string;
  platform: string;
  type: string;
  /** Null until the account's information has been read once. */
  info: Mt5AccountInfo | null;
  updatedAt: Date;
}

export type SnapshotListener = (snapshot: Mt5Snapshot) => void;

/** What a read of trading data gives: the data, or why not now (try again at `retryAt`, epoch ms). */
export type TradingRead<T> = { ok: true; value: T } | { ok: false; retryAt: number; reason: string };

/**
 * An account's trading data at its source: the ledger of deals and the positions open now. Reads
 * are idempotent; the ingestion asks again from the last deal it stored, so a deal read twice is
 * stored once and none is skipped.
 */
export interface Mt5TradingFeed {
  /** Deals with `from <= time < to`, oldest first. */
  deals(mt5AccountId: string, from: Date, to: Date): Promise<TradingRead<Deal[]>>;
  positions(mt5AccountId: string): Promise<TradingRead<Position[]>>;
  /**
   * The positions as the source holds them in memory now, current prices included, when it can
   * answer without a request (the simulator; a streaming connection); undefined otherwise.
   */
  livePositions?(mt5AccountId: string): Position[] | undefined;
  /**
   * Balance and equity from before `to`, where the source keeps them (the simulator's back
   * history); read once, when an account's ledger is first read.
   */
  pastEquity?(mt5AccountId: string, to: Date): Promise<EquitySample[]>;
}

/** Told when an account's deals or positions may have changed, so the ingestion reads it soon. */
export type TradingActivityListener = (mt5AccountId: string) => void;

/** An account to bring back after a restart, from what the database kept. */
export interface RestoredAccount {
  id: string;
  name: string | null;
  login: string | null;
  server: string | null;
  balance: number;
  equity: number;
  /** It traded (its ledger holds deals): it takes up trading with these open positions. */
  trading: { positions: Position[] } | null;
}

/**
 * What only a simulated broker can do: open, fund and steer accounts. Each call that returns a
 * snapshot returns a copy, which stays as it was when the call returned.
 */
export interface Mt5SimulatorControl {
  /** Opens a fresh demo account holding `balance` (a purchase was approved). */
  createAccount(balance: number): Mt5Snapshot;
  /** Funds an account with `balance` and no open positions (an admin linked it with that balance). */
  fund(id: string, balance: number): Mt5Snapshot | undefined;
  /** Moves equity to the given value at once, for demos and tests. */
  setEquity(id: string, equity: number): Mt5Snapshot | undefined;
  /**
   * Brings back linked accounts after a restart with their last kept figures; `usedIds` (every
   * account ever linked) are never handed out again by createAccount.
   */
  restore(accounts: RestoredAccount[], usedIds: string[]): void;
  /** Opens a position at the symbol's price now; undefined when there is no such account. Throws on an unknown symbol. */
  openPosition(id: string, order: OpenSimulatedPosition): Position | undefined;
  /** Closes the position whole; false when the account or position is unknown. */
  closePosition(id: string, positionId: string): boolean;
  /** Moves a symbol's price at once (stops and targets it crosses are hit). Throws on an unknown symbol. */
  movePrice(symbol: string, price: number): void;
  /**
   * Tells the simulated traders when high-impact releases are (the calendar's schedule): news
   * traders open around them, and around those within a back history replayed later. Instants
   * already known are ignored; answers how many were new.
   */
  scheduleNews(instants: readonly Date[]): number;
}

/**
 * Where MT5 accounts and their figures come from: the built-in simulator or MetaApi.
 * Snapshots live in process memory; every change is reported to the listeners.
 */
export interface Mt5Provider {
  readonly kind: 'simulator' | 'metaapi';
  /** Present only when accounts can be created and steered (the simulator). */
  readonly control: Mt5SimulatorControl | undefined;
  start(): Promise<void>;
  stop(): Promise<void>;
  list(): Mt5Snapshot[];
  get(id: string): Mt5Snapshot | undefined;
  onUpdate(listener: SnapshotListener): void;
  readonly trading: Mt5TradingFeed;
  /**
   * Activity hints (the simulator's trades, MetaApi's streamed deal and position packets); an
   * account without them (MetaApi polled over REST) is read on the ingestion's schedule.
   */
  onTradingActivity(listener: TradingActivityListener): void;
}
