import type { Deal, DealEntryType, DealReason, DealType, Position, Trade } from '@prop/contracts/trading';
import type { Mt5DealRow, Mt5PositionRow, Mt5TradeRow } from './types.ts';

const numberOr = (value: string | null): number | undefined => (value === null ? undefined : Number(value));

/** A stored deal as the contract spells it. */
export function dealOfRow(row: Mt5DealRow): Deal {
  return {
    id: row.deal_id,
    type: row.type as DealType,
    entryType: (row.entry_type ?? undefined) as DealEntryType | undefined,
    positionId: row.position_id ?? undefined,
    symbol: row.symbol ?? undefined,
    volume: numberOr(row.volume),
    price: numberOr(row.price),
    time: row.time.toISOString(),
    profit: row.profit,
    commission: row.commission,
    swap: row.swap,
    reason: (row.reason ?? undefined) as DealReason | undefined,
    magic: Number(row.magic),
    comment: row.comment ?? undefined,
  };
}

export function dealRowOf(mt5AccountId: string, deal: Deal, recordedAt: Date) {
  return {
    mt5_account_id: mt5AccountId,
    deal_id: deal.id,
    type: deal.type,
    entry_type: deal.entryType ?? null,
    position_id: deal.positionId ?? null,
    symbol: deal.symbol ?? null,
    volume: deal.volume ?? null,
    price: deal.price ?? null,
    time: deal.time,
    profit: deal.profit,
    commission: deal.commission,
    swap: deal.swap,
    reason: deal.reason ?? null,
    magic: deal.magic,
    comment: deal.comment ?? null,
    recorded_at: recordedAt,
  };
}

export function tradeOfRow(row: Mt5TradeRow): Trade {
  return {
    positionId: row.position_id,
    exitDealId: row.exit_deal_id,
    symbol: row.symbol,
    type: row.type,
    volume: Number(row.volume),
    openTime: row.open_time?.toISOString() ?? null,
    closeTime: row.close_time.toISOString(),
    openPrice: row.open_price === null ? null : Number(row.open_price),
    closePrice: Number(row.close_price),
    profit: row.profit,
    swap: row.swap,
    commission: row.commission,
    netProfit: row.net_profit,
    reason: (row.reason ?? undefined) as DealReason | undefined,
    magic: Number(row.magic),
  };
}

export function tradeRowOf(mt5AccountId: string, trade: Trade) {
  return {
    mt5_account_id: mt5AccountId,
    exit_deal_id: trade.exitDealId,
    position_id: trade.positionId,
    symbol: trade.symbol,
    type: trade.type,
    volume: trade.volume,
    open_time: trade.openTime,
    close_time: trade.closeTime,
    open_price: trade.openPrice,
    close_price: trade.closePrice,
    profit: trade.profit,
    swap: trade.swap,
    commission: trade.commission,
    net_profit: trade.netProfit,
    reason: trade.reason ?? null,
    magic: trade.magic,
  };
}

export function positionOfRow(row: Mt5PositionRow): Position {
  return {
    id: row.position_id,
    symbol: row.symbol,
    type: row.type,
    volume: Number(row.volume),
    openPrice: Number(row.open_price),
    currentPrice: Number(row.current_price),
    stopLoss: numberOr(row.stop_loss),
    takeProfit: numberOr(row.take_profit),
    swap: row.swap,
    commission: row.commission,
    profit: row.profit,
    openTime: row.open_time.toISOString(),
    reason: (row.reason ?? undefined) as DealReason | undefined,
    magic: Number(row.magic),
  };
}

export function positionRowOf(mt5AccountId: string, position: Position) {
  return {
    mt5_account_id: mt5AccountId,
    position_id: position.id,
    symbol: position.symbol,
    type: position.type,
    volume: position.volume,
    open_price: position.openPrice,
    current_price: position.currentPrice,
    stop_loss: position.stopLoss ?? null,
    take_profit: position.takeProfit ?? null,
    swap: position.swap,
    commission: position.commission,
    profit: position.profit,
    open_time: position.openTime,
    reason: position.reason ?? null,
    magic: position.magic,
  };
}
