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

/** The latest known state of one MT5 account. */
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

/** An account to bring back after a restart, from what the database kept. */
export interface RestoredAccount {
  id: string;
  name: string | null;
  login: string | null;
  server: string | null;
  balance: number;
  equity: number;
}

/** What only a simulated broker can do: open, fund and steer accounts. */
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
}
