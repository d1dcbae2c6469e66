import type { Transaction } from 'kysely';
import type { Logger } from '../logger.ts';
import { accountLinked, accountStatusChanged, accountUnlinked } from '@prop/contracts/events/accounts';
import type { Envelope } from '@prop/contracts/events/envelope';
import { startConsumer } from '@prop/service-kit/consumer';
import type { ServiceDeps } from '@prop/service-kit/service-deps';
import { linkedAccountOf, markUnlinked, saveRiskAccount } from '../db/risk-accounts.ts';
import type { RiskDb } from '../db/types.ts';
import type { RuleSet } from '../domain/rule-set.ts';
import type { RiskBook } from '../state/risk-book.ts';

export interface AccountLinkHandling {
  book: RiskBook;
  /** The rule set a newly linked account gets. */
  defaultRules: RuleSet;
  log: Pick<Logger, 'warn'>;
}

/**
 * Applies one of accounts' link events: a linked account is stored with the default rule set and
 * watched; an unlinked (or closed) one is no longer watched, its breaches stay. The book follows
 * inside the transaction: if the commit fails, the redelivered event applies it again.
 */
export function applyAccountEvent({ book, defaultRules, log }: AccountLinkHandling) {
  return async (event: Envelope, trx: Transaction<RiskDb>): Promise<void> => {
    if (event.type === accountLinked.type) {
      const linked = accountLinked.data.safeParse(event.data);
      if (!linked.success) return log.warn({ eventId: event.id }, 'account.linked with unreadable data ignored');
      const row = await saveRiskAccount(trx, { ...linked.data, rules: defaultRules, linkedAt: event.occurredAt });
      if (row.unlinked_at === null) book.link(linkedAccountOf(row));
      return;
    }
    const ended = endedAccountOf(event);
    if (!ended) return;
    await markUnlinked(trx, ended, event.occurredAt);
    book.unlink(ended);
  };
}

/** The account an unlink or a move to closed ends; undefined for any other event. */
function endedAccountOf(event: Envelope): string | undefined {
  if (event.type === accountUnlinked.type) return accountUnlinked.data.safeParse(event.data).data?.accountId;
  if (event.type !== accountStatusChanged.type) return undefined;
  const changed = accountStatusChanged.data.safeParse(event.data).data;
  return changed?.to === 'closed' ? changed.accountId : undefined;
}

/** One durable consumer for `accounts.account.>` (rare, must be exact): linked, unlinked, status changes. */
export function startAccountLinks(deps: ServiceDeps<RiskDb>, handling: AccountLinkHandling) {
  return startConsumer({
    nats: deps.nats,
    db: deps.db,
    namespace: deps.config.NAMESPACE,
    log: deps.log,
    stream: 'accounts',
    durable: 'risk-account-links',
    subject: 'accounts.account.>',
    handle: applyAccountEvent(handling),
  });
}
