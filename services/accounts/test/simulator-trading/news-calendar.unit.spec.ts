import { describe, expect, it } from 'vitest';
import { NewsCalendar } from '../../src/mt5/simulator/trading/news-calendar.ts';

const at = (iso: string) => new Date(iso);

describe('the news calendar traders share', () => {
  it('given instants in any order, some twice, then it keeps each once, in order', () => {
    const news = new NewsCalendar([at('2026-03-12T13:30:00Z'), at('2026-03-10T13:30:00Z'), at('2026-03-12T13:30:00Z')]);
    expect(news.size).toBe(2);
    expect(news.firstAfter(Number.NEGATIVE_INFINITY)).toBe(Date.parse('2026-03-10T13:30:00Z'));
    expect(news.firstAfter(Date.parse('2026-03-10T13:30:00Z'))).toBe(Date.parse('2026-03-12T13:30:00Z'));
    expect(news.firstAfter(Date.parse('2026-03-12T13:30:00Z'))).toBeUndefined();
  });

  it('given more instants, then it merges the new ones and answers how many were new', () => {
    const news = new NewsCalendar([at('2026-03-10T13:30:00Z'), at('2026-03-12T13:30:00Z')]);
    expect(news.add([at('2026-03-12T13:30:00Z'), at('2026-03-11T08:00:00Z'), at('2026-03-11T08:00:00Z')])).toBe(1);
    expect(news.add([at('2026-03-10T13:30:00Z')])).toBe(0);
    expect(news.size).toBe(3);
    expect(news.firstAfter(Date.parse('2026-03-10T13:30:00Z'))).toBe(Date.parse('2026-03-11T08:00:00Z'));
  });
});
