import { describe, expect, it } from 'vitest';
import { moneyOf } from '@prop/contracts/money';
import { OpenMinutes } from '../src/snapshots/open-minutes.ts';

const HOUR = Date.parse('2026-11-10T09:00:00Z');
const at = (second: number) => new Date(HOUR + second * 1000);
/** The last minute ended when the clock reads `second`. */
const endedAt = (second: number) => HOUR + second * 1000 - 60_000;
const bucket = (startSecond: number, lastSecond: number, equity: string, low: string, high: string) => ({
  start: at(startSecond),
  lastAt: at(lastSecond),
  balance: moneyOf('10000.00'),
  equity: moneyOf(equity),
  equityMin: moneyOf(low),
  equityMax: moneyOf(high),
});

describe("each account's open minute", () => {
  it('given updates of one minute, some out of order, when taken, then the bucket holds the latest values and the low and high of all', () => {
    const minutes = new OpenMinutes();
    minutes.fold('a', at(5), 1_000_000, 999_000);
    minutes.fold('a', at(30), 1_000_000, 1_002_050);
    minutes.fold('a', at(20), 1_000_000, 990_050);

    expect(minutes.take('a', endedAt(31))).toEqual(bucket(0, 30, '10020.50', '9900.50', '10020.50'));
  });

  it('given a minute taken, when nothing is folded after, then nothing is taken again; when more is, then the whole minute is', () => {
    const minutes = new OpenMinutes();
    minutes.fold('a', at(5), 1_000_000, 999_000);
    minutes.take('a', endedAt(6));

    expect(minutes.take('a', endedAt(7))).toBeUndefined();
    expect([...minutes.due(endedAt(7))]).toEqual([]);
    minutes.fold('a', at(40), 1_000_000, 1_001_000);
    expect([...minutes.due(endedAt(41))]).toEqual(['a']);
    expect(minutes.take('a', endedAt(41))).toEqual(bucket(0, 40, '10010.00', '9990.00', '10010.00'));
  });

  it('given an update of the next minute, then the ended minute is returned if untaken and the new one starts from the update', () => {
    const minutes = new OpenMinutes();
    minutes.fold('a', at(5), 1_000_000, 999_000);

    expect(minutes.fold('a', at(62), 1_000_000, 1_003_000)).toEqual(bucket(0, 5, '9990.00', '9990.00', '9990.00'));
    minutes.take('a', endedAt(63));
    expect(minutes.fold('a', at(121), 1_000_000, 1_004_000)).toBeUndefined();
    expect(minutes.take('a', endedAt(122))).toEqual(bucket(120, 121, '10040.00', '10040.00', '10040.00'));
  });

  it('given an update older than the open minute, then it comes back as a bucket of its own and the open minute is unchanged', () => {
    const minutes = new OpenMinutes();
    minutes.fold('a', at(65), 1_000_000, 1_000_000);

    expect(minutes.fold('a', at(50), 1_000_000, 980_000)).toEqual(bucket(0, 50, '9800.00', '9800.00', '9800.00'));
    expect(minutes.take('a', endedAt(66))).toEqual(bucket(60, 65, '10000.00', '10000.00', '10000.00'));
  });

  it('given a minute that has ended, when taken, then the account is let go and is not due again', () => {
    const minutes = new OpenMinutes();
    minutes.fold('a', at(5), 1_000_000, 999_000);
    minutes.fold('b', at(6), 1_000_000, 999_000);
    minutes.take('a', endedAt(10));
    minutes.take('b', endedAt(10));

    expect([...minutes.due(endedAt(61))]).toEqual(['a', 'b']);
    expect(minutes.take('a', endedAt(61))).toBeUndefined();
    expect([...minutes.due(endedAt(61))]).toEqual(['b']);
  });
});
