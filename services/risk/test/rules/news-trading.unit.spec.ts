import { describe, expect, it } from 'vitest';
import type { RuleOf } from '@prop/contracts/rule-pack';
import type { Deal } from '@prop/contracts/trading';
import { judgeNewsTrading, type NewsEvent } from '../../src/domain/rules/news-trading.ts';
import { symbolCurrencies } from '../../src/domain/rules/symbol-currencies.ts';

const TWO_MINUTES: RuleOf<'news_trading'> = { rule: 'news_trading', severity: 'hard', minutes: 2 };
/** US non-farm payrolls, a HIGH-impact USD event. */
const PAYROLLS: NewsEvent[] = [{ time: '2026-03-06T13:30:00Z', currency: 'USD' }];
type NewsDeal = Pick<Deal, 'id' | 'type' | 'symbol' | 'time'>;
const buy = (id: string, symbol: string, time: string): NewsDeal => ({ id, type: 'DEAL_TYPE_BUY', symbol, time });
const judge = (deals: NewsDeal[], events = PAYROLLS) => judgeNewsTrading(TWO_MINUTES, { events, deals });

describe('news trading (2 minutes around a HIGH-impact event)', () => {
  it('given a EURUSD deal 1.5 minutes before payrolls, then a breach 1 whole minute from the event', () => {
    expect(judge([buy('1', 'EURUSD', '2026-03-06T13:28:30Z')])).toEqual({
      rule: 'news_trading',
      status: 'breached',
      current: 1,
      limit: 0,
      unit: 'deals',
      crossed: { value: 1, line: 2, unit: 'minutes', subject: '1' },
    });
  });

  it('given a EURUSD deal 2 minutes 1 second before, then ok; exactly 2 minutes after, then within the window', () => {
    expect(judge([buy('2', 'EURUSD', '2026-03-06T13:27:59Z')]).status).toBe('ok');
    expect(judge([buy('3', 'EURUSD', '2026-03-06T13:32:00Z')])).toMatchObject({
      status: 'breached',
      crossed: { value: 2, subject: '3' },
    });
  });

  it('given a closing deal (a sell) inside the window, then it counts as an exit does', () => {
    const sell: NewsDeal = { id: '4', type: 'DEAL_TYPE_SELL', symbol: 'EURUSD', time: '2026-03-06T13:31:00Z' };
    expect(judge([sell]).status).toBe('breached');
  });

  it('given EURGBP and GER40 at the release, then ok: no USD in them', () => {
    expect(judge([buy('5', 'EURGBP', '2026-03-06T13:30:00Z'), buy('6', 'GER40', '2026-03-06T13:30:00Z')])).toEqual({
      rule: 'news_trading',
      status: 'ok',
      current: 0,
      limit: 0,
      unit: 'deals',
    });
  });

  it('given XAUUSD and US30 a minute after, then both count', () => {
    expect(judge([buy('7', 'XAUUSD', '2026-03-06T13:31:00Z'), buy('8', 'US30', '2026-03-06T13:31:00Z')])).toMatchObject(
      {
        status: 'breached',
        current: 2,
        crossed: { subject: '7' },
      },
    );
  });

  it('given a EUR event instead, then EURGBP counts and a balance deal never does', () => {
    const ecb: NewsEvent[] = [{ time: '2026-03-06T13:30:00Z', currency: 'EUR' }];
    const deposit: NewsDeal = { id: '10', type: 'DEAL_TYPE_BALANCE', time: '2026-03-06T13:30:00Z' };
    expect(judge([deposit, buy('9', 'EURGBP', '2026-03-06T13:30:00Z')], ecb)).toMatchObject({
      status: 'breached',
      current: 1,
      crossed: { value: 0, subject: '9' },
    });
  });
});

describe("a symbol's currencies", () => {
  it('given pairs and metals, then both codes; with a broker suffix, the same', () => {
    expect(symbolCurrencies('EURUSD')).toEqual(['EUR', 'USD']);
    expect(symbolCurrencies('XAUUSD')).toEqual(['XAU', 'USD']);
    expect(symbolCurrencies('eurusd.m')).toEqual(['EUR', 'USD']);
    expect(symbolCurrencies('GBPJPY#')).toEqual(['GBP', 'JPY']);
  });

  it('given indices, then the table: US30 → USD, GER40 → EUR, UK100 → GBP', () => {
    expect(symbolCurrencies('US30')).toEqual(['USD']);
    expect(symbolCurrencies('GER40')).toEqual(['EUR']);
    expect(symbolCurrencies('UK100_cash')).toEqual(['GBP']);
  });

  it('given a crypto pair or an unknown name, then the codes it has, else the dollar', () => {
    expect(symbolCurrencies('BTCUSD')).toEqual(['USD']);
    expect(symbolCurrencies('COCOA')).toEqual(['USD']);
  });
});
