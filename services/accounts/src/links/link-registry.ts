import type { AccountLink } from '../domain/account-link.ts';

/**
 * The open trading accounts, in memory, so a poll of GET /api/account costs no database round
 * trip. Kept current from this replica's own writes at once, from the service's own events (other
 * replicas' writes and event handlers) and by a periodic reload from the database.
 */
export class LinkRegistry {
  private readonly byUser = new Map<string, AccountLink>();
  private readonly userByMt5 = new Map<string, string>();
  /** Bumped by every change, so a reload that raced with one is thrown away. */
  private version = 0;

  forUser(userId: string): AccountLink | undefined {
    return this.byUser.get(userId);
  }

  forMt5(mt5AccountId: string): AccountLink | undefined {
    const userId = this.userByMt5.get(mt5AccountId);
    return userId === undefined ? undefined : this.byUser.get(userId);
  }

  get size(): number {
    return this.byUser.size;
  }

  all(): IterableIterator<AccountLink> {
    return this.byUser.values();
  }

  put(link: AccountLink): void {
    this.version++;
    this.drop(link.userId);
    const previousUser = this.userByMt5.get(link.mt5AccountId);
    if (previousUser !== undefined) this.drop(previousUser);
    this.byUser.set(link.userId, link);
    this.userByMt5.set(link.mt5AccountId, link.userId);
  }

  /** Forgets an account, if it is still the one held for its user. */
  remove(accountId: string, userId: string): void {
    if (this.byUser.get(userId)?.accountId !== accountId) return;
    this.version++;
    this.drop(userId);
  }

  setStatus(accountId: string, userId: string, status: AccountLink['status']): void {
    const link = this.byUser.get(userId);
    if (link?.accountId !== accountId) return;
    this.version++;
    this.byUser.set(userId, { ...link, status });
  }

  /** Reads `load` and replaces everything with it, unless a change arrived meanwhile. */
  async reload(load: () => Promise<AccountLink[]>): Promise<boolean> {
    const before = this.version;
    const links = await load();
    if (this.version !== before) return false;
    this.byUser.clear();
    this.userByMt5.clear();
    for (const link of links) {
      this.byUser.set(link.userId, link);
      this.userByMt5.set(link.mt5AccountId, link.userId);
    }
    return true;
  }

  private drop(userId: string): void {
    const link = this.byUser.get(userId);
    if (!link) return;
    this.byUser.delete(userId);
    if (this.userByMt5.get(link.mt5AccountId) === userId) this.userByMt5.delete(link.mt5AccountId);
  }
}
