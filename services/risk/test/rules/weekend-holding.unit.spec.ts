import { describe, expect, it } from 'vitest';
import type { RuleOf } from '@prop/contracts/rule-pack';
import { fridayCloseAfter, type Holding, judgeWeekendHolding } from '../../src/domain/rules/weekend-holding.ts';

const NO_WEEKENDS: RuleOf<'weekend_holding'> = { rule: 'weekend_holding', severity: 'hard' };
const holding = (positionId: string, openedAt: string, closedAt: string | null): Holding => ({
  positionId,
  openedAt,
  closedAt,
});
const judgeAt = (at: string, holdings: Holding[]) => judgeWeekendHolding(NO_WEEKENDS, { at, holdings });

/** Friday 6 March 2026; the market's week ends at 22:00 UTC (17:00 in New York in winter). */
describe('weekend holding: positions open at the market Friday close', () => {
  it('knows the close: the first one after a Friday morning is that evening, after the close the next Friday', () => {
    expect(new Date(fridayCloseAfter(Date.parse('2026-03-06T10:00:00Z'))).toISOString()).toBe(
      '2026-03-06T22:00:00.000Z',
    );
    expect(new Date(fridayCloseAfter(Date.parse('2026-03-06T22:00:00Z'))).toISOString()).toBe(
      '2026-03-13T22:00:00.000Z',
    );
    expect(new Date(fridayCloseAfter(Date.parse('2026-03-08T22:05:00Z'))).toISOString()).toBe(
      '2026-03-13T22:00:00.000Z',
    );
  });

  it('given a position closed at 21:59 on Friday, then ok', () => {
    expect(judgeAt('2026-03-09T08:00:00Z', [holding('1', '2026-03-06T10:00:00Z', '2026-03-06T21:59:00Z')])).toEqual({
      rule: 'weekend_holding',
      status: 'ok',
      current: 0,
      limit: 0,
      unit: 'positions',
    });
  });

  it('given a position opened on Friday and closed on Monday, then a breach naming it', () => {
    const holdings = [
      holding('1', '2026-03-06T10:00:00Z', '2026-03-06T21:59:00Z'),
      holding('2', '2026-03-06T10:00:00Z', '2026-03-09T08:00:00Z'),
    ];
    expect(judgeAt('2026-03-09T08:00:00Z', holdings)).toMatchObject({
      status: 'breached',
      current: 1,
      crossed: { value: 1, line: 0, unit: 'positions', subject: '2' },
    });
  });

  it('given a position opened on Thursday and still open, then ok before the close and a breach once it has passed', () => {
    const open = [holding('3', '2026-03-05T10:00:00Z', null)];
    expect(judgeAt('2026-03-06T21:59:59Z', open).status).toBe('ok');
    expect(judgeAt('2026-03-06T22:00:00Z', open).status).toBe('breached');
  });

  it('given a position opened when the market reopened on Sunday, then ok', () => {
    expect(judgeAt('2026-03-09T08:00:00Z', [holding('4', '2026-03-08T22:05:00Z', '2026-03-09T07:00:00Z')]).status).toBe(
      'ok',
    );
  });

  it('given summer time, when a position closed at 21:30 UTC on Friday (as the simulator allows), then ok', () => {
    expect(judgeAt('2026-06-08T08:00:00Z', [holding('5', '2026-06-05T08:00:00Z', '2026-06-05T21:30:00Z')]).status).toBe(
      'ok',
    );
  });

  it('given a soft rule and a position held over two weekends, then one violation for the position', () => {
    const holdings = [holding('6', '2026-03-02T10:00:00Z', '2026-03-16T10:00:00Z')];
    expect(
      judgeWeekendHolding({ ...NO_WEEKENDS, severity: 'soft' }, { at: '2026-03-16T10:00:00Z', holdings }),
    ).toMatchObject({
      status: 'violated',
      current: 1,
    });
  });
});
