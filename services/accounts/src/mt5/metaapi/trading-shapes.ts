import { moneyTextOfFigure } from '@prop/contracts/money';
import {
  DEAL_ENTRY_TYPES,
  DEAL_REASONS,
  type Deal,
  type DealEntryType,
  type DealReason,
  type DealType,
  type Position,
} from '@prop/contracts/trading';
import type { MetatraderDeal, MetatraderPosition } from './metaapi-shapes.ts';

/**
 * MetaApi's deal types as the platform keeps them: by what the deal does to the balance. Every
 * commission variant is a commission; corrections, bonuses, interest and dividends move the
 * balance like a deposit; a tax is a charge. Cancelled buys and sells are left out on purpose: MT5
 * zeroes a cancelled deal's profit and books the difference as a separate balance deal, which is
 * kept. A type missing here (cancelled, or one MetaApi adds later) is skipped by the feed, which logs it.
 */
const DEAL_TYPE_OF: Readonly<Record<string, DealType>> = {
  DEAL_TYPE_BUY: 'DEAL_TYPE_BUY',
  DEAL_TYPE_SELL: 'DEAL_TYPE_SELL',
  DEAL_TYPE_BALANCE: 'DEAL_TYPE_BALANCE',
  DEAL_TYPE_CREDIT: 'DEAL_TYPE_CREDIT',
  DEAL_TYPE_CHARGE: 'DEAL_TYPE_CHARGE',
  DEAL_TYPE_COMMISSION: 'DEAL_TYPE_COMMISSION',
  DEAL_TYPE_COMMISSION_DAILY: 'DEAL_TYPE_COMMISSION',
  DEAL_TYPE_COMMISSION_MONTHLY: 'DEAL_TYPE_COMMISSION',
  DEAL_TYPE_COMMISSION_AGENT_DAILY: 'DEAL_TYPE_COMMISSION',
  DEAL_TYPE_COMMISSION_AGENT_MONTHLY: 'DEAL_TYPE_COMMISSION',
  DEAL_TYPE_CORRECTION: 'DEAL_TYPE_BALANCE',
  DEAL_TYPE_BONUS: 'DEAL_TYPE_BALANCE',
  DEAL_TYPE_INTEREST: 'DEAL_TYPE_BALANCE',
  DEAL_DIVIDEND: 'DEAL_TYPE_BALANCE',
  DEAL_DIVIDEND_FRANKED: 'DEAL_TYPE_BALANCE',
  DEAL_TAX: 'DEAL_TYPE_CHARGE',
};

/** A MetaApi deal as the contract's Deal; undefined for a type the platform does not keep (see DEAL_TYPE_OF). */
export function dealOf(deal: MetatraderDeal): Deal | undefined {
  const type = DEAL_TYPE_OF[deal.type];
  if (!type) return undefined;
  return {
    id: deal.id,
    type,
    entryType: known<DealEntryType>(DEAL_ENTRY_TYPES, deal.entryType),
    positionId: deal.positionId,
    symbol: deal.symbol,
    volume: deal.volume,
    price: deal.price,
    time: new Date(deal.time).toISOString(),
    profit: moneyTextOfFigure(deal.profit),
    commission: moneyTextOfFigure(deal.commission),
    swap: moneyTextOfFigure(deal.swap),
    reason: known<DealReason>(DEAL_REASONS, deal.reason),
    magic: deal.magic,
    comment: deal.comment,
  };
}

/** A MetaApi position as the contract's Position, with the figures of its open part only. */
export function positionOf(position: MetatraderPosition): Position {
  return {
    id: position.id,
    symbol: position.symbol,
    type: position.type === 'POSITION_TYPE_BUY' ? 'BUY' : 'SELL',
    volume: position.volume,
    openPrice: position.openPrice,
    currentPrice: position.currentPrice,
    stopLoss: priceLevel(position.stopLoss),
    takeProfit: priceLevel(position.takeProfit),
    swap: moneyTextOfFigure(position.unrealizedSwap),
    commission: moneyTextOfFigure(position.unrealizedCommission),
    profit: moneyTextOfFigure(position.unrealizedProfit),
    openTime: new Date(position.time).toISOString(),
    // MT5's position reasons are the deal reasons' opening subset under another prefix.
    reason: known<DealReason>(DEAL_REASONS, position.reason?.replace(/^POSITION_REASON_/, 'DEAL_REASON_')),
    magic: position.magic,
  };
}

/** MT5 reports an unset stop loss or take profit as 0. */
function priceLevel(value: number | undefined): number | undefined {
  return value && value > 0 ? value : undefined;
}

/** The value when the contract knows it (DEAL_REASON_UNKNOWN and the like become absent). */
function known<T extends string>(values: readonly T[], value: string | undefined): T | undefined {
  return values.find((candidate) => candidate === value);
}
