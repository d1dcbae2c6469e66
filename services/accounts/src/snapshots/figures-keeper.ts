import { systemActor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import type { AccountsContext } from '../context.ts';
import { saveLastFigures } from '../db/trading-accounts.ts';
import { figuresOf } from '../domain/money-figures.ts';

const KEEPER = systemActor('accounts-figures-keeper');

/** Rows per statement; well under PostgreSQL's 65,535 parameters at four per row. */
const CHUNK = 5000;

/**
 * Writes the latest MT5 figures of every linked account to the database now and then, so a
 * restart (the simulator's money lives in memory) resumes near where it was. Between writes the
 * snapshots live only in memory.
 */
export async function keepLastFigures(ctx: Pick<AccountsContext, 'runtime' | 'links' | 'provider'>) {
  const { links, provider } = ctx;
  const updates = [];
  for (const link of links.all()) {
    const snapshot = provider.get(link.mt5AccountId);
    const figures = figuresOf(snapshot);
    if (snapshot && figures) updates.push({ accountId: link.accountId, at: snapshot.updatedAt, ...figures });
  }
  for (let start = 0; start < updates.length; start += CHUNK) {
    const chunk = updates.slice(start, start + CHUNK);
    await runCommand(ctx.runtime, KEEPER, ({ trx }) => saveLastFigures(trx, chunk));
  }
}
