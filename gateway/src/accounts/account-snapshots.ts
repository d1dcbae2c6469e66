import type { AccountFactsEntry } from '@prop/contracts/account-facts';
import { serializeTradingAccount, toTradingAccount } from '@prop/contracts/account-view';

/** The MT5 figures of one accounts.equity.updated event, for the trading account it was linked to. */
export interface Figures {
  accountId: string;
  balance: number;
  equity: number;
  currency: string;
}

interface Body {
  facts: AccountFactsEntry;
  figures: Figures;
  bytes: Buffer;
}

/**
 * The latest trading account of every trader with an open account, kept in the gateway's memory:
 * the facts from the accounts service's bucket (by user) and the latest MT5 figures from its
 * equity events (by MT5 account). A body exists only when both are known and the figures were
 * published for this very trading account, so a relinked or unlinked MT5 account never shows its
 * figures to the wrong trader; otherwise the caller asks the accounts service.
 */
export class AccountSnapshots {
  private readonly facts = new Map<string, AccountFactsEntry>();
  private readonly figures = new Map<string, Figures>();
  /** Built on the first poll after a change, so a trader who is not polling costs nothing. */
  private readonly bodies = new Map<string, Body>();

  putFacts(entry: AccountFactsEntry): void {
    this.facts.set(entry.userId, entry);
  }

  removeFacts(userId: string): void {
    this.facts.delete(userId);
    this.bodies.delete(userId);
  }

  /** An MT5 update; `accountId` null means the MT5 account is linked to no one now. */
  putFigures(mt5AccountId: string, accountId: string | null, figures: Omit<Figures, 'accountId'>): void {
    if (accountId === null) this.figures.delete(mt5AccountId);
    else this.figures.set(mt5AccountId, { accountId, ...figures });
  }

  /** The JSON body of the trader's account as the accounts service would answer it; undefined when unknown here. */
  bodyFor(userId: string): Buffer | undefined {
    const facts = this.facts.get(userId);
    if (!facts?.mt5) return undefined;
    const figures = this.figures.get(facts.mt5AccountId);
    if (figures?.accountId !== facts.accountId) return undefined;
    const cached = this.bodies.get(userId);
    if (cached?.facts === facts && cached.figures === figures) return cached.bytes;
    const { balance, equity, currency } = figures;
    const account = toTradingAccount(facts, { ...facts.mt5, info: { balance, equity, currency } });
    const bytes = Buffer.from(serializeTradingAccount(account));
    this.bodies.set(userId, { facts, figures, bytes });
    return bytes;
  }

  get size(): number {
    return this.facts.size;
  }
}
