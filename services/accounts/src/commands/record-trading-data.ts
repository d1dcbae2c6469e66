import { dealRecorded, positionsChanged } from '@prop/contracts/events/accounts';
import type { Deal, Position } from '@prop/contracts/trading';
import { systemActor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import type { AccountsContext } from '../context.ts';
import {
  bumpTradesVersion,
  dealsOfPositions,
  insertNewDeals,
  openPositions,
  replacePositions,
  upsertTrades,
} from '../db/trading-data.ts';
import { buildTrades } from '../domain/trading/build-trades.ts';
import { positionsChangedShape } from '../domain/trading/positions-shape.ts';

const INGESTION = systemActor('accounts-trading-ingestion');

export interface RecordedTradingData {
  /** The deals stored now for the first time. */
  recorded: Deal[];
  positionsChanged: boolean;
}

/**
 * Stores what one read of an MT5 account gave: the deals not stored yet (by MT5 id, so a read
 * repeated after a retry, a redelivery or a restart records nothing twice), the trades of the
 * positions those deals touched rebuilt from all their deals, and the open positions. One
 * `deal.recorded` per new deal and one `positions.changed` when the set changed shape, in the
 * same transaction through the outbox: exactly once.
 */
export async function recordTradingData(
  ctx: Pick<AccountsContext, 'runtime' | 'links'>,
  mt5AccountId: string,
  deals: Deal[],
  positions: Position[] | null,
): Promise<RecordedTradingData> {
  return runCommand(ctx.runtime, INGESTION, async ({ trx, now, emit }) => {
    const link = ctx.links.forMt5(mt5AccountId);
    const holder = { userId: link?.userId ?? null, accountId: link?.accountId ?? null, mt5AccountId };
    const recorded = await insertNewDeals(trx, mt5AccountId, deals, now);
    const touched = [...new Set(recorded.flatMap((deal) => (deal.positionId ? [deal.positionId] : [])))];
    const { trades } = buildTrades(await dealsOfPositions(trx, mt5AccountId, touched));
    await upsertTrades(trx, mt5AccountId, trades);
    if (trades.length > 0) await bumpTradesVersion(trx, mt5AccountId);
    for (const deal of recorded) await emit(dealRecorded, { ...holder, deal });

    let changed = false;
    if (positions) {
      changed = positionsChangedShape(await openPositions(trx, mt5AccountId), positions);
      await replacePositions(trx, mt5AccountId, positions);
      if (changed) await emit(positionsChanged, { ...holder, positions });
    }
    return { recorded, positionsChanged: changed };
  });
}
