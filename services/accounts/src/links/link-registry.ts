import type { AccountFreeze } from '@prop/contracts/account';
import type { AccountLink } from '../domain/account-link.ts';

/**
 * Told of every user whose open account changed: the account as it now is, or undefined when gone,
 * and the one held before (undefined when there was none).
 */
export type LinkListener = (userId: string, link: AccountLink | undefined, previous: AccountLink | undefined) => void;

/**
 * The open trading accounts, in memory, so a poll of GET /api/account costs no database round
 * trip. Kept current from this replica's own writes at once, from the service's own events (other
 * replicas' writes and event handlers) and by a periodic reload from the database.
 */
export class LinkRegistry {
  private readonly byUser = new Map<string, AccountLink>();
  /** The same links by MT5 account: one lookup for each MT5 update, which publishes and folds it. */
  private readonly byMt5 = new Map<string, AccountLink>();
  private readonly listeners: LinkListener[] = [];
  /** Bumped by every change, so a reload that raced with one is thrown away. */
  private version = 0;

  forUser(userId: string): AccountLink | undefined {
    return this.byUser.get(userId);
  }

  forMt5(mt5AccountId: string): AccountLink | undefined {
    return this.byMt5.get(mt5AccountId);
  }

  get size(): number {
    return this.byUser.size;
  }

  all(): IterableIterator<AccountLink> {
    return this.byUser.values();
  }

  onChange(listener: LinkListener): void {
    this.listeners.push(listener);
  }

  put(link: AccountLink): void {
    const held = this.byUser.get(link.userId);
    if (held && sameLink(held, link)) return;
    this.version++;
    this.drop(link.userId);
    const previousHolder = this.byMt5.get(link.mt5AccountId);
    if (previousHolder) {
      this.drop(previousHolder.userId);
      this.emit(previousHolder.userId, undefined, previousHolder);
    }
    this.byUser.set(link.userId, link);
    this.byMt5.set(link.mt5AccountId, link);
    this.emit(link.userId, link, held);
  }

  /** Forgets an account, if it is still the one held for its user. */
  remove(accountId: string, userId: string): void {
    const link = this.byUser.get(userId);
    if (link?.accountId !== accountId) return;
    this.version++;
    this.drop(userId);
    this.emit(userId, undefined, link);
  }

  setStatus(accountId: string, userId: string, status: AccountLink['status']): void {
    this.change(accountId, userId, { status });
  }

  setFreeze(accountId: string, userId: string, freeze: AccountFreeze): void {
    this.change(accountId, userId, freeze);
  }

  /**
   * Reads `load` and replaces everything with it, unless a change arrived meanwhile. A reload that
   * finds what is held, as the periodic one mostly does, changes nothing: rebuilding both maps of
   * 50,000 links held the leader's event loop for a quarter of a second (bench/equity-feed).
   */
  async reload(load: () => Promise<AccountLink[]>): Promise<boolean> {
    const before = this.version;
    const links = await load();
    if (this.version !== before) return false;
    if (this.holdsExactly(links)) return true;
    const previous = new Map(this.byUser);
    this.byUser.clear();
    this.byMt5.clear();
    for (const link of links) {
      this.byUser.set(link.userId, link);
      this.byMt5.set(link.mt5AccountId, link);
    }
    for (const [userId, was] of previous) if (!this.byUser.has(userId)) this.emit(userId, undefined, was);
    for (const link of links) {
      const was = previous.get(link.userId);
      if (!was || !sameLink(was, link)) this.emit(link.userId, link, was);
    }
    return true;
  }

  private holdsExactly(links: AccountLink[]): boolean {
    if (links.length !== this.byUser.size) return false;
    return links.every((link) => {
      const held = this.byUser.get(link.userId);
      return held !== undefined && sameLink(held, link);
    });
  }

  /** Changes the account held for the user, if it is this one. */
  private change(accountId: string, userId: string, fields: Partial<AccountLink>): void {
    const link = this.byUser.get(userId);
    if (link?.accountId !== accountId) return;
    this.version++;
    const changed = { ...link, ...fields };
    this.byUser.set(userId, changed);
    if (this.byMt5.get(changed.mt5AccountId)?.userId === userId) this.byMt5.set(changed.mt5AccountId, changed);
    this.emit(userId, changed, link);
  }

  private drop(userId: string): void {
    const link = this.byUser.get(userId);
    if (!link) return;
    this.byUser.delete(userId);
    if (this.byMt5.get(link.mt5AccountId)?.userId === userId) this.byMt5.delete(link.mt5AccountId);
  }

  private emit(userId: string, link: AccountLink | undefined, previous: AccountLink | undefined): void {
    for (const listener of this.listeners) listener(userId, link, previous);
  }
}

function sameLink(a: AccountLink, b: AccountLink): boolean {
  return (
    a.accountId === b.accountId &&
    a.mt5AccountId === b.mt5AccountId &&
    a.status === b.status &&
    a.fundingBalance === b.fundingBalance &&
    a.accountType === b.accountType &&
    a.frozenReason === b.frozenReason &&
    a.frozenSince === b.frozenSince
  );
}
