import type { Position } from '@prop/contracts/trading';

/** What makes a set of positions differ for a trader: which are open, how big, and their SL/TP; not prices. */
function shapeOf(positions: Position[]): string {
  return positions
    .map((position) => [position.id, position.volume, position.stopLoss ?? '', position.takeProfit ?? ''].join(':'))
    .sort()
    .join('|');
}

/** True when a position opened, closed, was resized or had its stop loss or take profit moved. */
export function positionsChangedShape(before: Position[], after: Position[]): boolean {
  return shapeOf(before) !== shapeOf(after);
}

/**
 * Every field of a set of positions as one text, whatever the order of the positions and of their
 * fields: two reads that give the same text give the same rows to store.
 */
export function positionsText(positions: Position[]): string {
  return JSON.stringify(
    positions
      .map((position) => [
        position.id,
        position.symbol,
        position.type,
        position.volume,
        position.openPrice,
        position.currentPrice,
        position.stopLoss ?? null,
        position.takeProfit ?? null,
        position.swap,
        position.commission,
        position.profit,
        Date.parse(position.openTime),
        position.reason ?? null,
        position.magic,
      ])
      .sort(([a], [b]) => (String(a) < String(b) ? -1 : 1)),
  );
}
