import { accountLinkEvents } from '@prop/contracts/events/accounts';
import type { EventOf } from '@prop/contracts/events/envelope';
import type { Kysely } from 'kysely';
import { partitionOf } from '@prop/contracts/partitions';
import type { CommandScope } from '@prop/service-kit/command';
import { type HandlerRuntime, onEvents } from '@prop/service-kit/on-event';
import { judgeLeverage } from '../commands/judge-leverage.ts';
import { findLockedPack, lockedPackOf } from '../db/locked-packs.ts';
import { linkedAccountOf, markUnlinked, saveRiskAccount } from '../db/risk-accounts.ts';
import type { RiskDb } from '../db/types.ts';
import type { RuleSet } from '../domain/rule-set.ts';
import type { RiskBook } from '../state/risk-book.ts';

export interface AccountLinkHandling {
  book: RiskBook;
  /** The rule set a newly linked account gets. */
  defaultRules: RuleSet;
  windowSeconds: number;
}

type LinkEvent = EventOf<(typeof accountLinkEvents)[number]>;

/**
 * Applies one of accounts' link events: a linked account is stored with the default rule set and
 * watched, under its pack if one is stored; an unlinked (or closed) one is no longer watched, its breaches stay. The book follows
 * inside the transaction: if the commit fails, the redelivered event applies it again.
 */
export function applyAccountEvent(
  runtime: Pick<HandlerRuntime<RiskDb>, 'db' | 'log'>,
  { book, defaultRules, windowSeconds }: AccountLinkHandling,
) {
  return async (event: LinkEvent, scope: CommandScope<RiskDb>): Promise<void> => {
    const { trx } = scope;
    if (event.type === 'AccountLinked') {
      const row = await saveRiskAccount(trx, { ...event.data, rules: defaultRules, linkedAt: event.occurredAt });
      // The account's pack may have arrived first (programs' PhaseStarted): it waited for its account.
      const locked = await findLockedPack(trx, row.account_id);
      if (row.unlinked_at !== null) return;
      book.link(linkedAccountOf(row, locked ? lockedPackOf(locked) : null));
      await judgeLeverage(scope, { book, accountId: row.account_id, windowSeconds });
      // A pack stored by a PhaseStarted handled at the same moment was not visible to this
      // transaction, and that handler may have found no account to lock yet: look again once committed.
      // Then the updates that came before the book followed the link are judged, under that pack.
      const accountId = row.account_id;
      if (locked) scope.afterCommit(() => book.catchUp(accountId));
      else {
        scope.afterCommit(
          () =>
            void lockStoredPack(runtime.db, book, accountId)
              .catch((error: unknown) =>
                runtime.log.warn({ err: error, accountId }, 'stored pack not looked up after the link'),
              )
              .finally(() => book.catchUp(accountId)),
        );
      }
      return;
    }
    const ended = endedAccountOf(event);
    if (!ended) return;
    await markUnlinked(trx, ended, event.occurredAt);
    book.unlink(ended);
  };
}

async function lockStoredPack(db: Kysely<RiskDb>, book: RiskBook, accountId: string): Promise<void> {
  const stored = await findLockedPack(db, accountId);
  if (stored) book.lockPack(accountId, lockedPackOf(stored));
}

/** The account an unlink or a move to closed ends; undefined for any other change. */
function endedAccountOf(event: LinkEvent): string | undefined {
  if (event.type === 'AccountUnlinked') return event.data.accountId;
  if (event.type === 'AccountStatusChanged' && event.data.to === 'closed') return event.data.accountId;
  return undefined;
}

/** The durable that reads one partition's link events. */
export const accountLinksDurable = (partition: number) => `risk-account-links-p${partition}`;

/**
 * The durable consumer of accounts' link events (rare, must be exact) for one partition, run by its
 * owner. Link events carry no partition token (every service reads them), so each partition's
 * consumer reads them all and applies those of its own MT5 accounts; the others are skipped
 * without a transaction (a link is read by every partition's consumer: 16 by default). Created on
 * a deployment upgraded from one durable for every partition, it starts where that one stopped.
 */
export function startAccountLinks(
  runtime: HandlerRuntime<RiskDb>,
  handling: AccountLinkHandling & { partitions: number },
  partition: number,
) {
  const apply = applyAccountEvent(runtime, handling);
  return onEvents(
    runtime,
    {
      durable: accountLinksDurable(partition),
      events: accountLinkEvents,
      startAfter: { durable: 'risk-account-links' },
      only: (event) => partitionOf(event.data.mt5AccountId, handling.partitions) === partition,
    },
    apply,
  );
}
