import { describe, expect, it } from 'vitest';
import type { Rule } from '@prop/contracts/rule-pack';
import {
  fridayCloseAtOrBefore,
  type HeldPosition,
  heldOverWeekend,
  openVolumeCrossed,
} from '../src/domain/position-rules.ts';

const RULES: Rule[] = [
  { rule: 'max_open_volume', severity: 'soft', lots: 3 },
  { rule: 'weekend_holding', severity: 'hard' },
];
const held = (id: string, volume: number, openTime = '2026-03-06T10:00:00Z'): HeldPosition => ({
  id,
  symbol: 'EURUSD',
  volume,
  openTime,
});
/** Friday 6 March 2026, 22:00 UTC: the market's close. */
const CLOSE = Date.parse('2026-03-06T22:00:00Z');

describe('the latest Friday close at or before an instant', () => {
  it('given the close itself, a minute after it and the Thursday after, then that close; a minute before it, the week before', () => {
    expect(fridayCloseAtOrBefore(CLOSE)).toBe(CLOSE);
    expect(fridayCloseAtOrBefore(CLOSE + 60_000)).toBe(CLOSE);
    expect(fridayCloseAtOrBefore(Date.parse('2026-03-12T23:00:00Z'))).toBe(CLOSE);
    expect(fridayCloseAtOrBefore(CLOSE - 60_000)).toBe(CLOSE - 7 * 86_400_000);
  });
});

describe('open volume judged on a change of the open positions', () => {
  it('given 2 lots open, when a third 1.5 lots opens, then the change crosses 3 lots: a violation of 3.5', () => {
    const broken = openVolumeCrossed(RULES, 2, [held('a', 2)], [held('a', 2), held('b', 1.5)]);
    expect(broken?.verdict).toMatchObject({
      rule: 'max_open_volume',
      status: 'violated',
      current: 3.5,
      crossed: { value: 3.5, line: 3, unit: 'lots' },
    });
    expect(broken?.judgement).toEqual({
      packVersion: 2,
      rule: RULES[0],
      inputs: {
        positions: [
          { id: 'a', volume: 2 },
          { id: 'b', volume: 1.5 },
        ],
      },
    });
  });

  it('given 3.5 lots open already, when a stop loss moves, then nothing is recorded again', () => {
    const open = [held('a', 2), held('b', 1.5)];
    expect(openVolumeCrossed(RULES, 2, open, open)).toBeUndefined();
  });

  it('given exactly 3 lots, then within the limit; without the rule, nothing', () => {
    expect(openVolumeCrossed(RULES, 2, [], [held('a', 1), held('b', 2)])).toBeUndefined();
    expect(openVolumeCrossed([], 2, [], [held('a', 9)])).toBeUndefined();
  });
});

describe('weekend holding judged on the positions open at a Friday close', () => {
  it('given a position opened on Friday morning and open at the close, then a breach naming it', () => {
    const broken = heldOverWeekend(RULES, 2, CLOSE, [held('p1', 1)]);
    expect(broken?.verdict).toMatchObject({ status: 'breached', crossed: { subject: 'p1', unit: 'positions' } });
    expect(broken?.judgement.inputs).toEqual({
      at: '2026-03-06T22:00:00.000Z',
      holdings: [{ positionId: 'p1', openedAt: '2026-03-06T10:00:00Z', closedAt: null }],
    });
  });

  it('given a position opened at the close itself, or no rule, then nothing', () => {
    expect(heldOverWeekend(RULES, 2, CLOSE, [held('p1', 1, '2026-03-06T22:00:00.000Z')])).toBeUndefined();
    expect(heldOverWeekend([], 2, CLOSE, [held('p1', 1)])).toBeUndefined();
  });
});
