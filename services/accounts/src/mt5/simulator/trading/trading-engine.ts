import type { Deal, DealEntryType, DealReason, Position, TradeSide } from '@prop/contracts/trading';
import { type Money, moneyOf, moneyText } from '@prop/contracts/money';
import { isMarketOpen, swapNights } from './market-hours.ts';
import {
  commissionPerSide,
  LOT_STEPS,
  marginFor,
  priceProfit,
  profitFigure,
  shareOf,
  swapFor,
} from './position-money.ts';
import type { Prices } from './price-walk.ts';
import { askOf, type SymbolSpec, symbolSpec } from './symbols.ts';

export interface Order {
  symbol: string;
  type: TradeSide;
  /** Lots, in steps of 0.01. */
  volume: number;
  /** Non-zero when an expert advisor places the order. */
  magic?: number;
  reason?: DealReason;
  stopLoss?: number;
  takeProfit?: number;
}

/** An account's money at the latest quotes. */
export interface Valuation {
  balance: Money;
  /** balance + floating: never an independent figure. */
  equity: Money;
  /** Floating profit plus accrued swap of the open positions. */
  floating: Money;
  margin: Money;
  positions: Position[];
}

interface Held {
  id: string;
  spec: SymbolSpec;
  side: TradeSide;
  steps: number;
  openPrice: number;
  openTime: string;
  stopLoss: number | undefined;
  takeProfit: number | undefined;
  /** Accrued at rollovers, realised on the exit deals. */
  swap: Money;
  /** The entry commission of the volume still open. */
  commission: Money;
  reason: DealReason;
  magic: number;
}

/** Ids of account `index` are (index + 1) x 10^7 + a counter: unique across the pool and the same for a seed. */
const ID_BLOCK = 10_000_000;
const ZERO = moneyText(0n);
/** What a step in which nothing happened returns: most minutes of a history, so it is never allocated. */
export const NO_DEALS: readonly Deal[] = Object.freeze([]);

/** `deals` with `deal` added, the list made on the first one. */
export function withDeal(deals: Deal[] | undefined, deal: Deal): Deal[] {
  if (!deals) return [deal];
  deals.push(deal);
  return deals;
}

/**
 * One simulated MT5 account in USD on a hedging server: a balance, open positions and the deals
 * that moved them. Every change of the balance is a deal, so the deals always add up to it.
 * Prices come in through `quote`; time is always passed in.
 */
export class TradingEngine {
  private cash: Money = 0n;
  /** In the order opened; an account holds a handful, and a list walks without allocating. */
  private readonly held: Held[] = [];
  private readonly history: Deal[] = [];
  private bids: Prices = {};
  private counter = 0;

  /**
   * `ticketBase` moves the account's tickets past any it used before (an engine started again
   * after a restart must not reuse a stored deal's ticket); by default the index's own block.
   */
  constructor(
    private readonly accountIndex: number,
    private readonly ticketBase: bigint = BigInt((accountIndex + 1) * ID_BLOCK),
  ) {}

  get balance(): Money {
    return this.cash;
  }

  /**
   * Takes up an account where a previous run left it (its ledger is stored already): the balance,
   * and the positions still open, so they close later with deals of their own.
   */
  resume(balance: Money, positions: readonly Position[]): void {
    this.cash = balance;
    for (const position of positions) {
      const spec = symbolSpec(position.symbol);
      this.held.push({
        id: position.id,
        spec,
        side: position.type,
        steps: stepsOf(position.volume),
        openPrice: position.openPrice,
        openTime: position.openTime,
        stopLoss: position.stopLoss,
        takeProfit: position.takeProfit,
        swap: moneyOf(position.swap),
        commission: moneyOf(position.commission),
        reason: position.reason ?? 'DEAL_REASON_CLIENT',
        magic: position.magic,
      });
    }
  }

  get deals(): readonly Deal[] {
    return this.history;
  }

  get openCount(): number {
    return this.held.length;
  }

  holds(positionId: string): boolean {
    return this.find(positionId) !== undefined;
  }

  bid(symbol: string): number {
    const bid = this.bids[symbol];
    if (bid === undefined) throw new Error(`no quote for ${symbol}`);
    return bid;
  }

  /**
   * The latest bid of every symbol the account trades (kept as given, not copied: a history replays
   * tens of thousands of quotes); positions whose stop loss or take profit they reach are closed.
   */
  quote(prices: Prices, now: Date): readonly Deal[] {
    this.bids = prices;
    let closed: Deal[] | undefined;
    let index = 0;
    while (index < this.held.length) {
      const position = this.held[index] as Held;
      const hit = isMarketOpen(position.spec, now.getTime()) ? this.stopHit(position) : undefined;
      if (hit) closed = withDeal(closed, this.exit(position, position.steps, hit.price, hit.reason, now));
      else index += 1;
    }
    return closed ?? NO_DEALS;
  }

  openPosition(order: Order, now: Date): { position: Position; deal: Deal } {
    const spec = symbolSpec(order.symbol);
    const steps = stepsOf(order.volume);
    this.assertOpen(spec, now);
    const bid = this.bid(spec.name);
    const ask = askOf(spec, bid);
    assertStops(order, order.type === 'BUY' ? bid : ask);
    const held: Held = {
      id: this.nextId(),
      spec,
      side: order.type,
      steps,
      openPrice: order.type === 'BUY' ? ask : bid,
      openTime: now.toISOString(),
      stopLoss: order.stopLoss,
      takeProfit: order.takeProfit,
      swap: 0n,
      commission: commissionPerSide(spec, steps),
      reason: order.reason ?? 'DEAL_REASON_CLIENT',
      magic: order.magic ?? 0,
    };
    this.held.push(held);
    const deal = this.record(
      'DEAL_ENTRY_IN',
      held,
      { steps, price: held.openPrice, profit: 0n, commission: held.commission, swap: 0n },
      held.reason,
      now,
    );
    return { position: this.positionOf(held), deal };
  }

  /** Closes the position, or `volume` lots of it, at the market. */
  closePosition(positionId: string, now: Date, volume?: number, reason: DealReason = 'DEAL_REASON_CLIENT'): Deal {
    const position = this.find(positionId);
    if (!position) throw new Error(`no open position ${positionId}`);
    this.assertOpen(position.spec, now);
    const steps = volume === undefined ? position.steps : stepsOf(volume);
    if (steps > position.steps) throw new Error(`position ${positionId} holds only ${position.steps / LOT_STEPS} lots`);
    return this.exit(position, steps, this.closingPrice(position), reason, now);
  }

  /** The daily rollover: each open position accrues its swap for the nights this rollover covers. */
  rollover(now: Date): void {
    for (const position of this.held) {
      const nights = swapNights(position.spec, now.getTime());
      position.swap += swapFor(position.spec, position.side, position.steps, nights);
    }
  }

  /** A balance operation: a deposit, or a withdrawal when negative. */
  deposit(amount: Money, now: Date): Deal {
    this.cash += amount;
    const deal: Deal = {
      id: this.nextId(),
      type: 'DEAL_TYPE_BALANCE',
      time: now.toISOString(),
      profit: moneyText(amount),
      commission: ZERO,
      swap: ZERO,
      magic: 0,
      comment: amount < 0n ? 'Withdrawal' : 'Deposit',
    };
    this.history.push(deal);
    return deal;
  }

  markToMarket(): Valuation {
    const positions = this.held.map((held) => this.positionOf(held));
    let margin = 0n;
    for (const held of this.held) margin += marginFor(held.spec, held.steps, this.closingPrice(held));
    const floating = this.floating();
    return { balance: this.cash, equity: this.cash + floating, floating, margin, positions };
  }

  /** balance + floating, without building the positions: for equity samples taken every few minutes. */
  equity(): Money {
    return this.cash + this.floating();
  }

  /** Summed as whole cents in a number (exact far beyond any account) and made money once: equity is sampled often. */
  private floating(): Money {
    let cents = 0;
    for (let index = 0; index < this.held.length; index++) {
      const held = this.held[index] as Held;
      const figure = profitFigure(held.spec, held.side, held.steps, held.openPrice, this.closingPrice(held));
      cents += Math.round(figure * 100) + Number(held.swap);
    }
    return BigInt(cents);
  }

  private floatingProfit(held: Held): Money {
    return priceProfit(held.spec, held.side, held.steps, held.openPrice, this.closingPrice(held));
  }

  /** A buy closes at the bid, a sell at the ask. */
  private closingPrice(held: Held): number {
    const bid = this.bid(held.spec.name);
    return held.side === 'BUY' ? bid : askOf(held.spec, bid);
  }

  /** A stop loss becomes a market order (it slips on a gap); a take profit is a limit that fills at its level. */
  private stopHit(held: Held): { price: number; reason: DealReason } | undefined {
    const price = this.closingPrice(held);
    const buy = held.side === 'BUY';
    if (held.stopLoss !== undefined && (buy ? price <= held.stopLoss : price >= held.stopLoss)) {
      return { price, reason: 'DEAL_REASON_SL' };
    }
    if (held.takeProfit !== undefined && (buy ? price >= held.takeProfit : price <= held.takeProfit)) {
      return { price: held.takeProfit, reason: 'DEAL_REASON_TP' };
    }
    return undefined;
  }

  private exit(held: Held, steps: number, price: number, reason: DealReason, now: Date): Deal {
    const profit = priceProfit(held.spec, held.side, steps, held.openPrice, price);
    const swap = shareOf(held.swap, steps, held.steps);
    held.commission -= shareOf(held.commission, steps, held.steps);
    held.swap -= swap;
    held.steps -= steps;
    if (held.steps === 0) this.held.splice(this.held.indexOf(held), 1);
    const deal = this.record(
      'DEAL_ENTRY_OUT',
      held,
      { steps, price, profit, commission: commissionPerSide(held.spec, steps), swap },
      reason,
      now,
    );
    if (reason === 'DEAL_REASON_SL' || reason === 'DEAL_REASON_TP') {
      deal.comment = `[${reason === 'DEAL_REASON_SL' ? 'sl' : 'tp'} ${price.toFixed(held.spec.digits)}]`;
    }
    return deal;
  }

  /** Books a trade deal and its money on the balance: an entry deal trades the position's side, an exit the other. */
  private record(
    entryType: DealEntryType,
    held: Held,
    fill: { steps: number; price: number; profit: Money; commission: Money; swap: Money },
    reason: DealReason,
    now: Date,
  ): Deal {
    this.cash += fill.profit + fill.commission + fill.swap;
    const deal: Deal = {
      id: this.nextId(),
      type: (entryType === 'DEAL_ENTRY_IN') === (held.side === 'BUY') ? 'DEAL_TYPE_BUY' : 'DEAL_TYPE_SELL',
      entryType,
      positionId: held.id,
      symbol: held.spec.name,
      volume: fill.steps / LOT_STEPS,
      price: fill.price,
      time: now.toISOString(),
      profit: moneyText(fill.profit),
      commission: moneyText(fill.commission),
      swap: moneyText(fill.swap),
      reason,
      magic: held.magic,
    };
    this.history.push(deal);
    return deal;
  }

  private positionOf(held: Held): Position {
    const currentPrice = this.closingPrice(held);
    return {
      id: held.id,
      symbol: held.spec.name,
      type: held.side,
      volume: held.steps / LOT_STEPS,
      openPrice: held.openPrice,
      currentPrice,
      ...(held.stopLoss === undefined ? {} : { stopLoss: held.stopLoss }),
      ...(held.takeProfit === undefined ? {} : { takeProfit: held.takeProfit }),
      swap: moneyText(held.swap),
      commission: moneyText(held.commission),
      profit: moneyText(this.floatingProfit(held)),
      openTime: held.openTime,
      reason: held.reason,
      magic: held.magic,
    };
  }

  private find(positionId: string): Held | undefined {
    for (const held of this.held) if (held.id === positionId) return held;
    return undefined;
  }

  private assertOpen(spec: SymbolSpec, now: Date): void {
    if (!isMarketOpen(spec, now.getTime())) throw new Error(`market closed for ${spec.name}`);
  }

  private nextId(): string {
    this.counter += 1;
    if (this.counter >= ID_BLOCK) throw new Error(`account ${this.accountIndex} ran out of ticket numbers`);
    return String(this.ticketBase + BigInt(this.counter));
  }
}

/** Lots as whole steps of 0.01; anything finer is not a volume MT5 accepts. */
function stepsOf(volume: number): number {
  const steps = Math.round(volume * LOT_STEPS);
  if (!(steps >= 1) || Math.abs(steps - volume * LOT_STEPS) > 1e-6) {
    throw new Error(`volume must be a positive multiple of 0.01 lot: ${volume}`);
  }
  return steps;
}

/** MT5 refuses a buy whose stop loss is not below the bid or take profit not above it, and the reverse for a sell. */
function assertStops(order: Order, closingPrice: number): void {
  const below = (level: number | undefined) => level === undefined || level < closingPrice;
  const above = (level: number | undefined) => level === undefined || level > closingPrice;
  const valid =
    order.type === 'BUY'
      ? below(order.stopLoss) && above(order.takeProfit)
      : above(order.stopLoss) && below(order.takeProfit);
  if (!valid) throw new Error(`invalid stops for a ${order.type} at ${closingPrice}`);
}
