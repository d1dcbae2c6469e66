/** What the buffer needs of an update: whose link it is and when it was read. */
export interface EarlyUpdate {
  accountId: string | null;
  mt5AccountId: string;
  at: string;
}

export interface EarlyUpdatesLimits {
  /** Updates kept per account: the newest, enough for the breach window's evidence at one a second. */
  perAccount: number;
  /** Accounts kept at once; the one buffered longest is forgotten first. */
  accounts: number;
}

/**
 * The updates of links the book does not follow yet: accounts publishes an update under its new
 * link at once, while risk learns of the link through its own durable consumer, which may lag (a
 * restart, a partition taken over). Without these, an account driven through its limit in that gap
 * would be judged only on its next update, and a dip that recovered in between would be missed. Held
 * in memory and bounded, as the updates themselves are: a lost one is replaced by the next.
 */
export class EarlyUpdates<U extends EarlyUpdate> {
  private readonly byAccount = new Map<string, U[]>();

  constructor(private readonly limits: EarlyUpdatesLimits) {}

  /** Keeps an update of a link not followed; an update of no link (an MT5 account not linked) is not kept. */
  keep(update: U): void {
    const { accountId } = update;
    if (accountId === null) return;
    const kept = this.byAccount.get(accountId);
    if (kept) {
      kept.push(update);
      if (kept.length > this.limits.perAccount) kept.shift();
      return;
    }
    if (this.byAccount.size >= this.limits.accounts) {
      const oldest = this.byAccount.keys().next().value;
      if (oldest !== undefined) this.byAccount.delete(oldest);
    }
    this.byAccount.set(accountId, [update]);
  }

  /** The account's updates kept, oldest first, given up by the buffer. */
  take(accountId: string): U[] {
    const kept = this.byAccount.get(accountId) ?? [];
    this.byAccount.delete(accountId);
    return kept.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  }

  /** Forgets the updates of every MT5 account that matches (a partition given away). */
  dropWhere(matches: (mt5AccountId: string) => boolean): void {
    for (const [accountId, kept] of this.byAccount) {
      if (kept[0] && matches(kept[0].mt5AccountId)) this.byAccount.delete(accountId);
    }
  }

  get size(): number {
    return this.byAccount.size;
  }
}
