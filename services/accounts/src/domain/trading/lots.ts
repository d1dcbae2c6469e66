/**
 * MT5 keeps a volume as whole hundred-millionths of a lot; adding and subtracting in those units keeps
 * 0.1 + 0.2 at 0.3 and lets a position close to exactly nothing.
 */
const UNITS_PER_LOT = 100_000_000;

export function unitsOfLots(lots: number): number {
  return Math.round(lots * UNITS_PER_LOT);
}

export function lotsOfUnits(units: number): number {
  return units / UNITS_PER_LOT;
}

/** The total of volumes in lots, free of binary rounding noise. */
export function sumOfLots(volumes: Iterable<number>): number {
  let units = 0;
  for (const lots of volumes) units += unitsOfLots(lots);
  return lotsOfUnits(units);
}
