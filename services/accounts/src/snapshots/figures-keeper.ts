import { systemActor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import type { AccountsContext } from '../context.ts';
import { commitUnawaited } from '../db/commit-unawaited.ts';
import type { AccountLink } from '../domain/account-link.ts';
import type { Mt5Provider } from '../mt5/provider.ts';
import { type FiguresUpdate, saveLastFigures } from '../db/trading-accounts.ts';
import { figuresOf } from '../domain/money-figures.ts';
import { PacedWrites, stepsOf } from './paced-writes.ts';

const KEEPER = systemActor('accounts-figures-keeper');

/**
 * Accounts a statement carries, as the equity history's writes: all 50,000 in 5,000-row
 * statements back to back were one more burst on PostgreSQL's and this process's cores.
 */
export const FIGURES_A_WRITE = 1000;

/**
 * Writes the latest MT5 figures of every linked account to the database now and then, so a
 * restart (the simulator's money lives in memory) resumes near where it was. Between writes the
 * snapshots live only in memory.
 */
export class FiguresKeeper {
  private readonly writes = new PacedWrites();

  constructor(
    private readonly ctx: Pick<AccountsContext, 'runtime' | 'links'> & { provider: Pick<Mt5Provider, 'get'> },
  ) {}

  /**
   * Writes `FIGURES_A_WRITE` accounts a statement, spread over `spreadMs` (none: one after
   * another); each statement reads its accounts' figures when its turn comes, so none is older
   * than the pause before it.
   */
  keep(spreadMs = 0): Promise<void> {
    return this.writes.run(spreadMs, () => {
      return stepsOf([...this.ctx.links.all()], FIGURES_A_WRITE).map(({ rows }) => async () => {
        const updates = this.figuresOf(rows);
        await runCommand(this.ctx.runtime, KEEPER, async ({ trx }) => {
          await commitUnawaited(trx);
          await saveLastFigures(trx, updates);
        });
      });
    });
  }

  private figuresOf(links: AccountLink[]): FiguresUpdate[] {
    const updates: FiguresUpdate[] = [];
    for (const link of links) {
      const snapshot = this.ctx.provider.get(link.mt5AccountId);
      const figures = figuresOf(snapshot);
      if (snapshot && figures) updates.push({ accountId: link.accountId, at: snapshot.updatedAt, ...figures });
    }
    return updates;
  }
}
