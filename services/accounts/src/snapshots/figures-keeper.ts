import type { Kysely } from 'kysely';
import { saveLastFigures } from '../db/trading-accounts.ts';
import type { AccountsDb } from '../db/types.ts';
import { figuresOf } from '../domain/decimal-text.ts';
import type { LinkRegistry } from '../links/link-registry.ts';
import type { Mt5Provider } from '../mt5/provider.ts';

/** Rows per statement; well under PostgreSQL's 65,535 parameters at four per row. */
const CHUNK = 5000;

/**
 * Writes the latest MT5 figures of every linked account to the database now and then, so a
 * restart (the simulator's money lives in memory) resumes near where it was. Between writes the
 * snapshots live only in memory.
 */
export async function keepLastFigures(db: Kysely<AccountsDb>, links: LinkRegistry, provider: Mt5Provider) {
  const updates = [];
  for (const link of links.all()) {
    const snapshot = provider.get(link.mt5AccountId);
    const figures = figuresOf(snapshot);
    if (snapshot && figures) updates.push({ accountId: link.accountId, at: snapshot.updatedAt, ...figures });
  }
  for (let start = 0; start < updates.length; start += CHUNK) {
    await saveLastFigures(db, updates.slice(start, start + CHUNK));
  }
}
