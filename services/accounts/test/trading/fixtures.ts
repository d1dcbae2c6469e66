import type { Deal, DealEntryType, Position, Trade, TradeSide } from '@prop/contracts/trading';

/** The firm's zone by default (FIRM_TIME_ZONE): UTC+1 in winter, so 23:30Z is 00:30 the next day. */
export const FIRM_ZONE = 'Europe/Amsterdam';

interface TradeDealFields {
  id: string;
  position: string;
  volume: number;
  price: number;
  time: string;
  profit?: string;
  commission?: string;
  swap?: string;
  reason?: Deal['reason'];
  magic?: number;
}

const ENTRY: Record<'IN' | 'OUT' | 'INOUT' | 'OUT_BY', DealEntryType> = {
  IN: 'DEAL_ENTRY_IN',
  OUT: 'DEAL_ENTRY_OUT',
  INOUT: 'DEAL_ENTRY_INOUT',
  OUT_BY: 'DEAL_ENTRY_OUT_BY',
};

/** A buy or sell deal on EURUSD unless said otherwise. */
export function tradeDeal(side: TradeSide, entry: keyof typeof ENTRY, fields: TradeDealFields): Deal {
  return {
    id: fields.id,
    type: side === 'BUY' ? 'DEAL_TYPE_BUY' : 'DEAL_TYPE_SELL',
    entryType: ENTRY[entry],
    positionId: fields.position,
    symbol: 'EURUSD',
    volume: fields.volume,
    price: fields.price,
    time: fields.time,
    profit: fields.profit ?? '0',
    commission: fields.commission ?? '0',
    swap: fields.swap ?? '0',
    reason: fields.reason,
    magic: fields.magic ?? 0,
  };
}

export function balanceOperation(
  id: string,
  time: string,
  amount: string,
  type: Deal['type'] = 'DEAL_TYPE_BALANCE',
): Deal {
  return { id, type, time, profit: amount, commission: '0', swap: '0', magic: 0 };
}

/** A closed trade whose whole result is profit, for the figures computed from trades. */
export function closedTrade(fields: {
  id: string;
  openTime: string | null;
  closeTime: string;
  netProfit: string;
  volume?: number;
}): Trade {
  return {
    positionId: `p-${fields.id}`,
    exitDealId: fields.id,
    symbol: 'EURUSD',
    type: 'BUY',
    volume: fields.volume ?? 1,
    openTime: fields.openTime,
    closeTime: fields.closeTime,
    openPrice: fields.openTime ? 1.1 : null,
    closePrice: 1.1,
    profit: fields.netProfit,
    swap: '0.00',
    commission: '0.00',
    netProfit: fields.netProfit,
    magic: 0,
  };
}

export function openPosition(fields: { id: string; profit: string; swap: string; commission: string }): Position {
  return {
    id: fields.id,
    symbol: 'EURUSD',
    type: 'BUY',
    volume: 1,
    openPrice: 1.1,
    currentPrice: 1.101,
    profit: fields.profit,
    swap: fields.swap,
    commission: fields.commission,
    openTime: '2026-01-15T09:00:00.000Z',
    magic: 0,
  };
}
