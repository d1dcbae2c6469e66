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
