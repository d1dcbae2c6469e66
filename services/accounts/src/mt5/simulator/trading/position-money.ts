import type { TradeSide } from '@prop/contracts/trading';
import { type Money, moneyOfFigure } from '@prop/contracts/money';
import { type SymbolSpec, usdPerQuote } from './symbols.ts';

/**
 * The money of a position, in cents of the USD account. Volumes are counted in steps of 0.01 lot
 * so that partial closes add up exactly.
 */
export const LOT_STEPS = 100;

/** Profit in USD of `steps` moved from `openPrice` to `closePrice`, converted at the closing price: an MT5 figure. */
export function profitFigure(spec: SymbolSpec, side: TradeSide, steps: number, openPrice: number, closePrice: number) {
  const move = side === 'BUY' ? closePrice - openPrice : openPrice - closePrice;
  return move * spec.contractSize * (steps / LOT_STEPS) * usdPerQuote(spec, closePrice);
}

export function priceProfit(
  spec: SymbolSpec,
  side: TradeSide,
  steps: number,
  openPrice: number,
  closePrice: number,
): Money {
  return moneyOfFigure(profitFigure(spec, side, steps, openPrice, closePrice));
}

/** One side of the round-turn commission (charged on the entry deal, then on the exit deal), negative. */
export function commissionPerSide(spec: SymbolSpec, steps: number): Money {
  return -BigInt(Math.round((spec.commissionCentsPerLot / 2) * (steps / LOT_STEPS)));
}

export function swapFor(spec: SymbolSpec, side: TradeSide, steps: number, nights: number): Money {
  const perLot = side === 'BUY' ? spec.swapLongCentsPerLot : spec.swapShortCentsPerLot;
  return BigInt(Math.round(perLot * nights * (steps / LOT_STEPS)));
}

/** Margin held by a position: its notional in USD over the symbol's leverage. */
export function marginFor(spec: SymbolSpec, steps: number, price: number): Money {
  return moneyOfFigure((spec.contractSize * (steps / LOT_STEPS) * price * usdPerQuote(spec, price)) / spec.leverage);
}

/** `share` of `total` for `part` of `whole` steps, in whole cents: what a partial close takes of an accrued amount. */
export function shareOf(total: Money, part: number, whole: number): Money {
  return (total * BigInt(part)) / BigInt(whole);
}
