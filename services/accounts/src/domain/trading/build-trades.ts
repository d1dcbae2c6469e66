import { type Money, moneyOf, moneyText } from '@prop/contracts/money';
import type { Deal, DealEntryType, Trade, TradeSide } from '@prop/contracts/trading';
import { lotsOfUnits, unitsOfLots } from './lots.ts';
import { divideRounded } from './rounded-division.ts';

/** A buy or sell deal placed in a position: the only deals that make trades. */
type TradeDeal = Deal & { positionId: string; entryType: DealEntryType; volume: number; price: number };

/** The still-open volume of a position as its entries left it. */
interface OpenPart {
  side: TradeSide;
  units: number;
  /** Volume-weighted average entry price; a partial close leaves it unchanged. */
  averagePrice: number;
  /** The first entry since the position was last flat. */
  openTime: string;
  magic: number;
  /** Entry commission and swap not yet given to an exit. */
  commission: Money;
  swap: Money;
}

/** What an exit closes: the open part's entry, or nothing known when the entry predates the history. */
interface ClosedEntry {
  side: TradeSide;
  openTime: string | null;
  openPrice: number | null;
  magic: number;
  commission: Money;
  swap: Money;
}

export interface BuiltTrades {
  /** Ordered by close time. */
  trades: Trade[];
  /** Commission and swap of entries whose volume is still open: in the balance already, in no trade yet. */
  openCharges: Money;
}

/**
 * Closed trades from an account's deals, one per exit deal (OUT, OUT_BY and the closing part of an
 * INOUT), whatever order the deals come in.
 *
 * - An exit takes its volume from the position's open volume at the volume-weighted average entry
 *   price, and the entries' commission and swap pro rata by volume (rounded to the cent; the exit
 *   that closes the position takes what is left, so no cent is lost).
 * - An INOUT reverses: its closing part (the open volume) ends a trade with the deal's whole profit
 *   and swap and its share of the deal's commission; the rest opens the other direction at its price.
 * - An exit with no known entry, or taking more than the known entries hold (history starting after
 *   an entry), is still a trade: openTime and openPrice null, the position's direction the opposite
 *   of the exit's side, the known entries' charges all its own. An INOUT with no known entry is such
 *   an exit of its whole volume, since how much of it closed is unknown.
 * - The trade's reason is the exit's (how it closed); its magic the opening entry's when known (who
 *   opened it).
 * - Balance operations, and deals without position, entry, volume or price, make no trade.
 */
export function buildTrades(deals: Deal[]): BuiltTrades {
  const byPosition = new Map<string, TradeDeal[]>();
  for (const deal of deals) {
    if (!isTradeDeal(deal)) continue;
    const positionDeals = byPosition.get(deal.positionId) ?? [];
    positionDeals.push(deal);
    byPosition.set(deal.positionId, positionDeals);
  }
  const trades: Trade[] = [];
  let openCharges = 0n;
  for (const positionDeals of byPosition.values()) {
    const open = walkPosition(positionDeals.sort(byTimeThenTicket), trades);
    if (open) openCharges += open.commission + open.swap;
  }
  trades.sort((a, b) => Date.parse(a.closeTime) - Date.parse(b.closeTime) || byTicket(a.exitDealId, b.exitDealId));
  return { trades, openCharges };
}

function isTradeDeal(deal: Deal): deal is TradeDeal {
  return (
    (deal.type === 'DEAL_TYPE_BUY' || deal.type === 'DEAL_TYPE_SELL') &&
    deal.positionId !== undefined &&
    deal.entryType !== undefined &&
    (deal.volume ?? 0) > 0 &&
    (deal.price ?? 0) > 0
  );
}

/** Adds the position's trades in deal order; returns what is left open. */
function walkPosition(deals: TradeDeal[], trades: Trade[]): OpenPart | null {
  let open: OpenPart | null = null;
  for (const deal of deals) {
    const units = unitsOfLots(deal.volume);
    const commission = moneyOf(deal.commission);
    const swap = moneyOf(deal.swap);
    if (deal.entryType === 'DEAL_ENTRY_IN') {
      open = addEntry(open, deal, units, commission, swap);
    } else if (deal.entryType === 'DEAL_ENTRY_INOUT' && open && units > open.units) {
      const closingCommission = divideRounded(commission * BigInt(open.units), BigInt(units));
      trades.push(tradeOf(deal, open.units, entryOf(open, open.units), closingCommission));
      open = addEntry(null, deal, units - open.units, commission - closingCommission, 0n);
    } else {
      const taken: ClosedEntry = open && units <= open.units ? entryOf(open, units) : unknownEntryOf(open, deal);
      trades.push(tradeOf(deal, units, taken, commission));
      open = open && units < open.units ? remainderOf(open, units, taken) : null;
    }
  }
  return open;
}

function addEntry(open: OpenPart | null, deal: TradeDeal, units: number, commission: Money, swap: Money): OpenPart {
  if (!open) {
    return {
      side: sideOf(deal),
      units,
      averagePrice: deal.price,
      openTime: deal.time,
      magic: deal.magic,
      commission,
      swap,
    };
  }
  const total = open.units + units;
  return {
    ...open,
    units: total,
    averagePrice: (open.averagePrice * open.units + deal.price * units) / total,
    commission: open.commission + commission,
    swap: open.swap + swap,
  };
}

/** `units` of the open part, with their pro rata share of its entry charges. */
function entryOf(open: OpenPart, units: number): ClosedEntry {
  const whole = BigInt(open.units);
  const part = BigInt(units);
  return {
    side: open.side,
    openTime: open.openTime,
    openPrice: open.averagePrice,
    magic: open.magic,
    commission: divideRounded(open.commission * part, whole),
    swap: divideRounded(open.swap * part, whole),
  };
}

function unknownEntryOf(open: OpenPart | null, exit: TradeDeal): ClosedEntry {
  return {
    side: open?.side ?? (sideOf(exit) === 'BUY' ? 'SELL' : 'BUY'),
    openTime: null,
    openPrice: null,
    magic: open?.magic ?? exit.magic,
    commission: open?.commission ?? 0n,
    swap: open?.swap ?? 0n,
  };
}

function remainderOf(open: OpenPart, units: number, taken: ClosedEntry): OpenPart {
  return {
    ...open,
    units: open.units - units,
    commission: open.commission - taken.commission,
    swap: open.swap - taken.swap,
  };
}

function tradeOf(exit: TradeDeal, units: number, entry: ClosedEntry, exitCommission: Money): Trade {
  const profit = moneyOf(exit.profit);
  const swap = moneyOf(exit.swap) + entry.swap;
  const commission = exitCommission + entry.commission;
  return {
    positionId: exit.positionId,
    exitDealId: exit.id,
    symbol: exit.symbol ?? '',
    type: entry.side,
    volume: lotsOfUnits(units),
    openTime: entry.openTime,
    closeTime: exit.time,
    openPrice: entry.openPrice,
    closePrice: exit.price,
    profit: moneyText(profit),
    swap: moneyText(swap),
    commission: moneyText(commission),
    netProfit: moneyText(profit + swap + commission),
    reason: exit.reason,
    magic: entry.magic,
  };
}

function sideOf(deal: TradeDeal): TradeSide {
  return deal.type === 'DEAL_TYPE_BUY' ? 'BUY' : 'SELL';
}

function byTimeThenTicket(a: Deal, b: Deal): number {
  return Date.parse(a.time) - Date.parse(b.time) || byTicket(a.id, b.id);
}

/** MT5 tickets are increasing numbers: a later ticket at the same millisecond came after. */
function byTicket(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}
