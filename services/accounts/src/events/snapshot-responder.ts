import {
  ACCOUNT_SNAPSHOT_QUEUE,
  ACCOUNT_SNAPSHOT_SUBJECT,
  type AccountSnapshotReply,
  accountSnapshotRequestSchema,
} from '@prop/contracts/account-snapshot';
import type { Nats } from '@prop/service-kit/nats';
import { answerUserQuestions } from '@prop/service-kit/user-questions';
import type { AccountsContext } from '../context.ts';
import { linkFromRow } from '../domain/account-link.ts';
import { figuresOf } from '../domain/money-figures.ts';

/**
 * Answers "what does this trader's account hold right now" for other services (payouts decides
 * withdrawals from it). The status, freeze and funding balance are read from the database, not
 * from the in-memory links, because a breach or a dispute recorded by another replica a moment ago
 * must count; the figures are the latest MT5 snapshot in memory. Returns the function that stops it.
 */
export function startSnapshotResponder(
  nc: Nats['nc'],
  namespace: string,
  ctx: Pick<AccountsContext, 'db' | 'provider'>,
  log: { warn: (context: object, message: string) => void },
): () => void {
  return answerUserQuestions(
    nc,
    namespace,
    {
      subject: ACCOUNT_SNAPSHOT_SUBJECT,
      queue: ACCOUNT_SNAPSHOT_QUEUE,
      request: accountSnapshotRequestSchema,
      what: 'account snapshot request',
      answer: (userId) => snapshotOf(ctx, userId),
    },
    log,
  );
}

async function snapshotOf(
  ctx: Pick<AccountsContext, 'db' | 'provider'>,
  userId: string,
): Promise<AccountSnapshotReply> {
  const row = await ctx.db
    .selectFrom('trading_accounts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '<>', 'closed')
    .executeTakeFirst();
  const link = row && linkFromRow(row);
  if (!link) return { found: false };
  const snapshot = ctx.provider.get(link.mt5AccountId);
  const figures = figuresOf(snapshot);
  return {
    found: true,
    accountId: link.accountId,
    status: link.status,
    mt5AccountId: link.mt5AccountId,
    fundingBalance: link.fundingBalance,
    equity: figures?.equity ?? null,
    balance: figures?.balance ?? null,
    currency: snapshot?.info?.currency ?? null,
    at: figures && snapshot ? snapshot.updatedAt.toISOString() : null,
    frozen: link.frozen,
  };
}
