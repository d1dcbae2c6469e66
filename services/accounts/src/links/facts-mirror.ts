import type { AccountFactsEntry } from '@prop/contracts/account-facts';
import type { KV } from '@prop/service-kit/kv';
import { KvCopy } from '@prop/service-kit/kv-copy';
import { eachInTurns } from '@prop/service-kit/turns';
import type { AccountLink } from '../domain/account-link.ts';
import type { Mt5Provider } from '../mt5/provider.ts';
import type { LinkRegistry } from './link-registry.ts';

export interface FactsMirrorOptions {
  kv: KV;
  provider: Pick<Mt5Provider, 'get'>;
  log: { warn: (context: object, message: string) => void };
}

/** Writes in flight at once during a sync. */
const SYNC_BATCH = 500;

/**
 * Every this many syncs the bucket is read whole again, not only followed: once a minute, so what
 * no watch sees (a stream purged or restored by hand) is repaired within a quarter of an hour.
 */
const SYNCS_A_FULL_READ = 15;

/**
 * Keeps the account-facts bucket (one key per trader with an open account) equal to the
 * in-memory links, so the gateway can answer GET /api/account without asking this service.
 * A change is written at once; `sync` compares the whole bucket with the links and repairs what
 * a failed write, another replica or a restart left behind.
 */
export class FactsMirror {
  private readonly pending = new Set<Promise<void>>();
  private readonly stored: KvCopy;
  private syncs = 0;
  private closed = false;

  constructor(private readonly options: FactsMirrorOptions) {
    this.stored = new KvCopy(options.kv, options.log);
  }

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
  sync(links: Pick<LinkRegistry, 'all' | 'forUser'>): Promise<void> {
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
    await this.stored.close();
  }

  /**
   * The bucket as its kept copy shows it (read whole at the first sync, in one pass over its stream
   * rather than a request per key, then followed), compared a slice of links a turn. Reading it
   * whole at every sync cost accounts 0.5 to 0.7 s of CPU a minute at 50,000 entries.
   */
  private async syncNow(links: Pick<LinkRegistry, 'all' | 'forUser'>): Promise<void> {
    if (++this.syncs % SYNCS_A_FULL_READ === 0) this.stored.reread();
    await this.stored.ready();
    const differing: string[] = [];
    for (const key of this.stored.keys()) if (!links.forUser(key)) differing.push(key);
    // Each link costs an entry's text: 50,000 in one turn held accounts' loop for about 50 ms
    // (bench/equity-feed), the simulator's slices with it.
    await eachInTurns(
      Array.from(links.all(), (link) => link.userId),
      (userId) => {
        const link = links.forUser(userId);
        if (link && this.stored.textOf(userId) !== this.entryText(link)) differing.push(userId);
      },
    );
    // Each written as the links hold it when its turn comes: one changed meanwhile was written by
    // `changed`, and its older text must not follow.
    const writes = differing.map((userId) => () => {
      const link = links.forUser(userId);
      return link ? this.put(link) : this.remove(userId);
    });
    for (let start = 0; start < writes.length && !this.closed; start += SYNC_BATCH) {
      await Promise.all(writes.slice(start, start + SYNC_BATCH).map((write) => write()));
    }
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
