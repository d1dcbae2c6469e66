import { positionsChanged } from '@prop/contracts/events/accounts';
import type { EventOf } from '@prop/contracts/events/envelope';
import type { CommandScope } from '@prop/service-kit/command';
import { type HandlerRuntime, onEvent } from '@prop/service-kit/on-event';
import { storeBrokenRule } from '../commands/store-broken-rule.ts';
import { findOpenPositions, saveOpenPositions } from '../db/open-positions.ts';
import { findRiskAccount } from '../db/risk-accounts.ts';
import { claimRuleCheck } from '../db/rule-checks.ts';
import type { RiskDb } from '../db/types.ts';
import type { BrokenRule } from '../domain/broken-rule.ts';
import { packRefOf } from '../domain/locked-pack.ts';
import {
  fridayCloseAtOrBefore,
  hasRule,
  heldOf,
  heldOverWeekend,
  openVolumeCrossed,
} from '../domain/position-rules.ts';
import type { RiskBook } from '../state/risk-book.ts';

export interface PositionHandling {
  book: RiskBook;
  windowSeconds: number;
}

/**
 * Keeps each followed account's open positions (the whole set comes with every change) and judges
 * them: the open volume on every change, and, at the first change after a Friday close, the set
 * it replaces, which was the one open at that close (the scheduled check judges the sets that do
 * not change). Like deals, changes from before the link or before the pack are not judged by it.
 */
export function applyPositions({ book, windowSeconds }: PositionHandling) {
  return async (event: EventOf<typeof positionsChanged>, scope: CommandScope<RiskDb>): Promise<void> => {
    const { accountId, positions } = event.data;
    if (accountId === null) return;
    const account = book.forAccount(accountId);
    if (!account) {
      if (await findRiskAccount(scope.trx, accountId)) return;
      throw new Error(`positions of ${accountId}, not linked yet: retried`);
    }
    const atMs = Date.parse(event.occurredAt);
    if (atMs < Date.parse(account.link.linkedAt)) return;
    if (account.link.awaitsPack) throw new Error(`positions of ${accountId}, awaiting its pack: retried`);
    const before = await findOpenPositions(scope.trx, accountId, true);
    if (before && before.changedAtMs > atMs) return;
    const after = positions.map(heldOf);
    await saveOpenPositions(scope.trx, accountId, after, atMs);

    const rules = book.rulesOf(account.link);
    const packVersion = packRefOf(account.link.locked).version;
    const found: { broken: BrokenRule; atMs: number }[] = [];
    const closeMs = fridayCloseAtOrBefore(atMs);
    if (before && before.changedAtMs <= closeMs && closeMs < atMs && hasRule(rules, 'weekend_holding')) {
      const period = new Date(closeMs).toISOString();
      const claimed = await claimRuleCheck(scope.trx, { accountId, rule: 'weekend_holding', period, at: scope.now });
      const broken = claimed ? heldOverWeekend(rules, packVersion, closeMs, before.positions) : undefined;
      if (broken) found.push({ broken, atMs: closeMs });
    }
    const volume = openVolumeCrossed(rules, packVersion, before?.positions ?? [], after);
    if (volume) found.push({ broken: volume, atMs });
    for (const { broken, atMs: brokenAtMs } of found) {
      await storeBrokenRule(scope, { book, account, broken, atMs: brokenAtMs, windowSeconds });
    }
  };
}

/**
 * The durable consumer of one partition's PositionsChanged, run by its owner: exactly once per change, in order.
 * Created on a deployment upgraded from one durable for every partition, it starts where that one stopped.
 */
export function startPositionRules(runtime: HandlerRuntime<RiskDb>, handling: PositionHandling, partition: number) {
  const apply = applyPositions(handling);
  const durable = { durable: `risk-positions-p${partition}`, partition, startAfter: { durable: 'risk-positions' } };
  return onEvent(runtime, positionsChanged, durable, apply);
}
