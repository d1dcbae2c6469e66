import type { AccountFactsEntry } from '@prop/contracts/account-facts';
import type { KV } from '@prop/service-kit/kv';
import type { AccountLink } from '../domain/account-link.ts';
import type { Mt5Provider } from '../mt5/provider.ts';

export interface FactsMirrorOptions {
  kv: KV;
  provider: Pick<Mt5Provider, 'get'>;
  log: { warn: (context: object, message: string) => void };
}

/** Reads or writes in flight at once during a sync (a first sync after a restart reads every key). */
const SYNC_BATCH = 500;

/**
 * Keeps the account-facts bucket (one key per trader with an open account) equal to the
 * in-memory links, so the gateway can answer GET /api/account without asking this service.
 * A change is written at once; `sync` compares the whole bucket with the links and repairs what
 * a failed write, another replica or a restart left behind.
 */
export class FactsMirror {
  /** What this process last wrote per user, so a sync writes only what differs. */
  private readonly written = new Map<string, string>();
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly options: FactsMirrorOptions) {}

  /** One trader's open account changed (undefined: it is gone). */
  changed(userId: string, link: AccountLink | undefined): void {
    if (link) this.track(this.put(link));
    else this.track(this.remove(userId));
  }

  async sync(links: Iterable<AccountLink>): Promise<void> {
    const open = new Map<string, AccountLink>();
    for (const link of links) open.set(link.userId, link);
    const stored = new Set<string>();
    for await (const key of await this.options.kv.keys()) stored.add(key);
    const writes: Array<() => Promise<void>> = [];
    for (const key of stored) if (!open.has(key)) writes.push(() => this.remove(key));
    for (const link of open.values()) {
      const text = this.entryText(link);
      if (!stored.has(link.userId)) writes.push(() => this.put(link));
      else if (this.written.has(link.userId)) {
        if (this.written.get(link.userId) !== text) writes.push(() => this.put(link));
      } else writes.push(() => this.putUnlessStored(link, text));
    }
    for (let start = 0; start < writes.length; start += SYNC_BATCH) {
      await Promise.all(writes.slice(start, start + SYNC_BATCH).map((write) => write()));
    }
  }

  /** Waits for the writes under way (at shutdown, before the NATS connection drains). */
  async settle(): Promise<void> {
    await Promise.allSettled([...this.pending]);
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
    const text = this.entryText(link);
    this.written.set(link.userId, text);
    try {
      await this.options.kv.put(link.userId, text);
    } catch (error) {
      this.written.delete(link.userId);
      this.options.log.warn({ err: error, userId: link.userId }, 'writing account facts failed');
    }
  }

  /**
   * After a restart this process knows nothing of what it wrote: reading an entry costs the bucket
   * less than writing it again, which every gateway replica watching would also receive.
   */
  private async putUnlessStored(link: AccountLink, text: string): Promise<void> {
    try {
      const stored = await this.options.kv.get(link.userId);
      if (stored?.operation === 'PUT' && stored.string() === text) {
        this.written.set(link.userId, text);
        return;
      }
    } catch (error) {
      this.options.log.warn({ err: error, userId: link.userId }, 'reading account facts failed');
    }
    await this.put(link);
  }

  private async remove(userId: string): Promise<void> {
    this.written.delete(userId);
    try {
      await this.options.kv.delete(userId);
    } catch (error) {
      this.options.log.warn({ err: error, userId }, 'removing account facts failed');
    }
  }

  private track(work: Promise<void>): void {
    this.pending.add(work);
    void work.finally(() => this.pending.delete(work));
  }
}
