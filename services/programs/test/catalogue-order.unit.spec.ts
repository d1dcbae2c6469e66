import { describe, expect, it } from 'vitest';
import { inCatalogueOrder } from '../src/domain/catalogue-order.ts';

const at = (iso: string) => new Date(iso);

describe('inCatalogueOrder', () => {
  it('puts the seeded programs first in the seed order, then the others from the oldest, ties by id', () => {
    const listed = inCatalogueOrder([
      { id: 'zeta', firstCreatedAt: at('2026-01-02T00:00:00Z') },
      { id: 'one-step', firstCreatedAt: at('2026-01-01T00:00:00Z') },
      { id: 'alpha', firstCreatedAt: at('2026-01-02T00:00:00Z') },
      { id: 'early', firstCreatedAt: at('2025-12-01T00:00:00Z') },
      { id: 'two-step', firstCreatedAt: at('2026-01-01T00:00:00Z') },
      { id: 'instant-funding', firstCreatedAt: at('2026-01-01T00:00:00Z') },
    ]);
    expect(listed.map(({ id }) => id)).toEqual(['instant-funding', 'two-step', 'one-step', 'early', 'alpha', 'zeta']);
  });

  it('leaves the list it is given as it was', () => {
    const given = [
      { id: 'b', firstCreatedAt: at('2026-01-01T00:00:00Z') },
      { id: 'a', firstCreatedAt: at('2026-01-01T00:00:00Z') },
    ];
    inCatalogueOrder(given);
    expect(given.map(({ id }) => id)).toEqual(['b', 'a']);
  });
});
