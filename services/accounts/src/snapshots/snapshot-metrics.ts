import type { Clock } from '@prop/service-kit/clock';
import { sharedCounter, watchGauge } from '@prop/service-kit/metrics';
import type { AccountsContext } from '../context.ts';
import { oldestAgeSeconds } from '../domain/snapshot-age.ts';

/**
 * MT5 updates published (in ticks.equity.batch messages), by partition: flat while accounts are
 * linked means a dead feed; one partition far above the others is what its risk owner has to judge.
 */
export const equityUpdatesPublished = () =>
  sharedCounter('accounts_equity_updates_published_total', 'MT5 updates published in ticks.equity.batch messages', [
    'partition',
  ]);

// Registered at load, so a scrape lists it before the first update and alert rules find it.
equityUpdatesPublished();

/** The readings of the linked accounts whose figures were read at least once. */
function* liveReadings(ctx: Pick<AccountsContext, 'links' | 'provider'>): Generator<Date> {
  for (const link of ctx.links.all()) {
    const snapshot = ctx.provider.get(link.mt5AccountId);
    if (snapshot?.info) yield snapshot.updatedAt;
  }
}

/**
 * Reports at each scrape how old the oldest linked account's MT5 figures are: the figures risk
 * judges and traders see. Returns the function that stops it.
 */
export function watchSnapshotAge(ctx: Pick<AccountsContext, 'links' | 'provider'>, clock: Clock): () => void {
  return watchGauge(
    'accounts_snapshot_oldest_age_seconds',
    'Age of the oldest MT5 snapshot of a linked account, in seconds',
    {},
    async () => oldestAgeSeconds(liveReadings(ctx), clock.now().getTime()),
  );
}
