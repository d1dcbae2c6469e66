import {
  ACCOUNT_SNAPSHOT_QUEUE,
  ACCOUNT_SNAPSHOT_SUBJECT,
  type AccountSnapshotReply,
  accountSnapshotRequestSchema,
} from '@prop/contracts/account-snapshot';
import { type Nats, subjectFor } from '@prop/service-kit/nats';
import type { AccountsContext } from '../context.ts';
import { linkFromRow } from '../domain/account-link.ts';
import { figuresOf } from '../domain/money-figures.ts';

/** The part of a NATS message a responder uses. */
interface Msg {
  string(): string;
  respond(data: string): boolean;
}

/**
 * Answers "what does this trader's account hold right now" for other services (payouts decides
 * withdrawals from it). The status and funding balance are read from the database, not from the
 * in-memory links, because a breach recorded by another replica a moment ago must count; the
 * figures are the latest MT5 snapshot in memory. Replicas answer as one queue group.
 * Returns the function that stops it.
 */
export function startSnapshotResponder(
  nc: Nats['nc'],
  namespace: string,
  ctx: Pick<AccountsContext, 'db' | 'provider'>,
  log: { warn: (context: object, message: string) => void },
): () => void {
  const subscription = nc.subscribe(subjectFor(namespace, ACCOUNT_SNAPSHOT_SUBJECT), {
    queue: ACCOUNT_SNAPSHOT_QUEUE,
    callback: (error, message) => {
      if (error) return;
      void answer(message, ctx).catch((failure: unknown) => {
        log.warn({ err: failure }, 'account snapshot request failed');
        reply(message, { found: false, error: 'unavailable' });
      });
    },
  });
  return () => subscription.unsubscribe();
}

async function answer(message: Msg, ctx: Pick<AccountsContext, 'db' | 'provider'>): Promise<void> {
  const request = accountSnapshotRequestSchema.safeParse(parseJson(message.string()));
  if (!request.success) return reply(message, { found: false, error: 'invalid request' });
  const row = await ctx.db
    .selectFrom('trading_accounts')
    .selectAll()
    .where('user_id', '=', request.data.userId)
    .where('status', '<>', 'closed')
    .executeTakeFirst();
  const link = row && linkFromRow(row);
  if (!link) return reply(message, { found: false });
  const snapshot = ctx.provider.get(link.mt5AccountId);
  const figures = figuresOf(snapshot);
  reply(message, {
    found: true,
    accountId: link.accountId,
    status: link.status,
    mt5AccountId: link.mt5AccountId,
    fundingBalance: link.fundingBalance,
    equity: figures?.equity ?? null,
    balance: figures?.balance ?? null,
    currency: snapshot?.info?.currency ?? null,
    at: figures && snapshot ? snapshot.updatedAt.toISOString() : null,
  });
}

function reply(message: Msg, body: AccountSnapshotReply): void {
  try {
    message.respond(JSON.stringify(body));
  } catch {
    // the connection closed meanwhile (shutdown): the requester times out and says so
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
