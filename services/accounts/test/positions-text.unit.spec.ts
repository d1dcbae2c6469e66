import type { Position } from '@prop/contracts/trading';
import { describe, expect, it } from 'vitest';
import { positionsText } from '../src/domain/trading/positions-shape.ts';

const position = (id: string, overrides: Partial<Position> = {}): Position => ({
  id,
  symbol: 'EURUSD',
  type: 'BUY',
  volume: 0.1,
  openPrice: 1.1,
  currentPrice: 1.1005,
  swap: '0.00',
  commission: '-0.70',
  profit: '5.00',
  openTime: '2026-11-24T11:00:00.000Z',
  magic: 0,
  ...overrides,
});

describe('the text of a set of positions, to tell a read that changed nothing', () => {
  it('given the same positions in another order, with their fields in another order and the time written otherwise, then the same text', () => {
    const { id, magic, ...rest } = position('p2');
    const reordered: Position = { magic, ...rest, id, openTime: '2026-11-24T11:00:00Z' };

    expect(positionsText([reordered, position('p1')])).toBe(positionsText([position('p1'), position('p2')]));
  });

  it('given a moved price, a stop loss set or a position closed, then another text', () => {
    const before = positionsText([position('p1'), position('p2')]);

    expect(positionsText([position('p1', { currentPrice: 1.101 }), position('p2')])).not.toBe(before);
    expect(positionsText([position('p1', { stopLoss: 1.09 }), position('p2')])).not.toBe(before);
    expect(positionsText([position('p1')])).not.toBe(before);
    expect(positionsText([])).toBe('[]');
  });
});
