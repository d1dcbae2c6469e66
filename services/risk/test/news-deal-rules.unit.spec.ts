import { describe, expect, it } from 'vitest';
import type { Rule } from '@prop/contracts/rule-pack';
import type { Deal } from '@prop/contracts/trading';
import { judgeDeal, newsSpanOf } from '../src/domain/deal-rules.ts';

const NEWS: Rule[] = [{ rule: 'news_trading', severity: 'soft', minutes: 2 }];
const deal = (overrides: Partial<Deal> = {}): Deal => ({
  id: 'd1',
  type: 'DEAL_TYPE_SELL',
  entryType: 'DEAL_ENTRY_OUT',
  symbol: 'GBPUSD.m',
  volume: 1,
  time: '2026-03-06T13:29:00.000Z',
  profit: '0.00',
  commission: '0.00',
  swap: '0.00',
  magic: 0,
  ...overrides,
});

describe('news trading judged on a recorded deal', () => {
  it('given a pack with a 2-minute window, then the news looked for are the symbol’s currencies 2 minutes either side', () => {
    expect(newsSpanOf(NEWS, deal())).toEqual({
      currencies: ['GBP', 'USD'],
      fromMs: Date.parse('2026-03-06T13:27:00Z'),
      toMs: Date.parse('2026-03-06T13:31:00Z'),
    });
    expect(newsSpanOf([], deal())).toBeUndefined();
    expect(newsSpanOf(NEWS, deal({ symbol: undefined }))).toBeUndefined();
  });

  it('given a close a minute before US news, then a violation naming the deal, with the event in its inputs', () => {
    const events = [{ time: '2026-03-06T13:30:00.000Z', currency: 'USD' }];
    const [broken] = judgeDeal(NEWS, 4, deal(), events);
    expect(broken?.verdict).toMatchObject({
      rule: 'news_trading',
      status: 'violated',
      crossed: { value: 1, line: 2, unit: 'minutes', subject: 'd1' },
    });
    expect(broken?.judgement).toEqual({
      packVersion: 4,
      rule: NEWS[0],
      inputs: {
        events,
        deals: [{ id: 'd1', type: 'DEAL_TYPE_SELL', symbol: 'GBPUSD.m', time: '2026-03-06T13:29:00.000Z' }],
      },
    });
  });

  it('given no news near the deal, then nothing', () => {
    expect(judgeDeal(NEWS, 4, deal(), [])).toEqual([]);
  });
});
