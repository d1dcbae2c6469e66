import type { AccountFactsEntry } from '@prop/contracts/account-facts';
import type { KV } from '@prop/service-kit/kv';
import type { AccountLink } from '../domain/account-link.ts';
import type { Mt5Provider } from '../mt5/provider.ts';

export interface FactsMirrorOptions {
  kv: KV;
  provider: Pick<Mt5Provider, 'get'>;
  log: { warn: (context: object, message: string) => void };
}

/** Writes in flight at once during a sync. */
const SYNC_BATCH = 500;

/**
 * Keeps the account-facts bucket (one key per trader with an open account) equal to the
 * in-memory links, so the gateway can answer GET /api/account without asking this service.
 * A change is written at once; `sync` compares the whole bucket with the links and repairs what
 * a failed write, another replica or a restart left behind.
 */
export class FactsMirror {
  private readonly pending = new Set<Promise<void>>();
  private closed = false;

  constructor(private readonly options: FactsMirrorOptions) {}

  /** One trader's open account changed (undefined: it is gone). */
  changed(userId: string, link: AccountLink | undefined): void {
    if (this.closed) return;
    if (link) this.track(this.put(link));
    else this.track(this.remove(userId));
  }

  /**
   * Writes only the entries that differ from the links and removes the others: every gateway
   * replica watching the bucket receives each write, and after a restart most entries are equal.
   */
  sync(links: Iterable<AccountLink>): Promise<void> {
    if (this.closed) return Promise.resolve();
    const work = this.syncNow(links);
    this.track(work);
    return work;
  }

  /**
   * Stops writing, a sync under way included (after the batch it is writing), and waits for the
   * writes under way: at shutdown, before the NATS connection drains. A sync of 50,000 entries left
   * running met the drained connection once for each of its remaining writes. What is not written
   * the next start's sync repairs.
   */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.allSettled([...this.pending]);
  }

  private async syncNow(links: Iterable<AccountLink>): Promise<void> {
    const open = new Map<string, AccountLink>();
    for (const link of links) open.set(link.userId, link);
    const stored = await this.storedEntries();
    const writes: Array<() => Promise<void>> = [];
    for (const key of stored.keys()) if (!open.has(key)) writes.push(() => this.remove(key));
    for (const link of open.values()) {
      if (stored.get(link.userId) !== this.entryText(link)) writes.push(() => this.put(link));
    }
    for (let start = 0; start < writes.length && !this.closed; start += SYNC_BATCH) {
      await Promise.all(writes.slice(start, start + SYNC_BATCH).map((write) => write()));
    }
  }

  /**
   * Every entry's text, read in one pass over the bucket's stream rather than a request per key
   * (50,000 of them after a restart at 50,000 accounts). A key's later record replaces its earlier.
   */
  private async storedEntries(): Promise<Map<string, string>> {
    const stored = new Map<string, string>();
    for await (const entry of await this.options.kv.history()) {
      if (entry.operation === 'PUT') stored.set(entry.key, entry.string());
      else stored.delete(entry.key);
    }
    return stored;
  }

  private entryText(link: AccountLink): string {
    const snapshot = this.options.provider.get(link.mt5AccountId);
    const entry: AccountFactsEntry = {
      userId: link.userId,
      accountId: link.accountId,
      mt5AccountId: link.mt5AccountId,
      status: link.status,
      fundingBalance: link.fundingBalance,
      accountType: link.accountType,
      mt5: snapshot ? { name: snapshot.name, login: snapshot.login, server: snapshot.server } : null,
      frozen: link.frozen,
      frozenReason: link.frozenReason,
      frozenSince: link.frozenSince,
    };
    return JSON.stringify(entry);
  }

  private async put(link: AccountLink): Promise<void> {
    try {
      await this.options.kv.put(link.userId, this.entryText(link));
    } catch (error) {
      this.options.log.warn({ err: error, userId: link.userId }, 'writing account facts failed');
    }
  }

  private async remove(userId: string): Promise<void> {
    try {
      await this.options.kv.delete(userId);
    } catch (error) {
      this.options.log.warn({ err: error, userId }, 'removing account facts failed');
    }
  }

  /** Kept until it ends; a sync's failure is its caller's to handle, not this bookkeeping's. */
  private track(work: Promise<void>): void {
    this.pending.add(work);
    const done = () => this.pending.delete(work);
    work.then(done, done);
  }
}
