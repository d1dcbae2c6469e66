import { describe, expect, it } from 'vitest';
import { tabIndexAfterKey } from '../src/features/purchase/utils/tab-keys.ts';

describe('moving between the program tabs with the keyboard', () => {
  it('given the arrows, then they step to the neighbour and wrap around at the ends', () => {
    expect(tabIndexAfterKey('ArrowRight', 0, 3)).toBe(1);
    expect(tabIndexAfterKey('ArrowDown', 2, 3)).toBe(0);
    expect(tabIndexAfterKey('ArrowLeft', 0, 3)).toBe(2);
    expect(tabIndexAfterKey('ArrowUp', 2, 3)).toBe(1);
  });

  it('given Home or End, then they go to the first or last tab', () => {
    expect(tabIndexAfterKey('Home', 2, 3)).toBe(0);
    expect(tabIndexAfterKey('End', 0, 3)).toBe(2);
  });

  it('given any other key or no tabs, then the tabs do not take it', () => {
    expect(tabIndexAfterKey('Enter', 1, 3)).toBeNull();
    expect(tabIndexAfterKey('a', 1, 3)).toBeNull();
    expect(tabIndexAfterKey('ArrowRight', 0, 0)).toBeNull();
  });
});
