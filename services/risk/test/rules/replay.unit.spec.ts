import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { RULE_KINDS } from '@prop/contracts/rule-kinds';
import type { RuleName } from '@prop/contracts/rule-pack';
import type { Deal } from '@prop/contracts/trading';
import { type Judgement, judge } from '../../src/domain/rules/catalogue.ts';
import { judgeDeal } from '../../src/domain/deal-rules.ts';
import { heldOverWeekend, openVolumeCrossed } from '../../src/domain/position-rules.ts';
import { brokenByTime } from '../../src/domain/time-rules.ts';

const ZONE = 'Europe/Amsterdam';
const day = {
  day: '2026-03-30',
  startMs: Date.parse('2026-03-29T22:00:00Z'),
  nextResetMs: Date.parse('2026-03-30T22:00:00Z'),
};

/** A trailing line locked at the deposit, reached: a breach. */
const MAX_LOSS = {
  packVersion: 3,
  rule: { rule: 'max_loss', severity: 'hard', basis: 'trailing_eod_balance', percent: 6, lockAtStart: true },
  inputs: { depositCents: 1_000_000, equityCents: 1_000_000, state: { highCents: 1_070_000 } },
} satisfies Judgement;

/** One stored judgement per rule, as a breach or violation keeps them, most of them broken. */
const STORED: Judgement[] = [
  MAX_LOSS,
  {
    packVersion: 3,
    rule: { rule: 'daily_loss', severity: 'hard', basis: 'higher', percent: 5, resetTime: '00:00', timeZone: ZONE },
    inputs: {
      depositCents: 10_000_000,
      equityCents: 9_600_000,
      dayStart: { day, balanceCents: 10_100_000, equityCents: 9_900_000 },
    },
  },
  {
    packVersion: 3,
    rule: { rule: 'profit_target', severity: 'hard', percent: 10 },
    inputs: { depositCents: 1_000_000, balanceCents: 1_032_000, equityCents: 1_032_000 },
  },
  {
    packVersion: 3,
    rule: { rule: 'min_trading_days', severity: 'hard', days: 4 },
    inputs: { timeZone: ZONE, deals: [{ time: '2026-06-01T22:30:00Z', entryType: 'DEAL_ENTRY_IN' }] },
  },
  {
    packVersion: 3,
    rule: { rule: 'max_phase_days', severity: 'hard', days: 30 },
    inputs: { timeZone: ZONE, startedAt: '2026-03-01T10:00:00Z', at: '2026-03-30T22:30:00Z' },
  },
  {
    packVersion: 3,
    rule: { rule: 'consistency', severity: 'soft', maxBestDayPercent: 50 },
    inputs: {
      timeZone: ZONE,
      trades: [
        { closeTime: '2026-06-01T09:00:00Z', netProfit: '700.00' },
        { closeTime: '2026-06-02T09:00:00Z', netProfit: '300.00' },
      ],
    },
  },
  {
    packVersion: 3,
    rule: { rule: 'max_trade_volume', severity: 'hard', lots: 5 },
    inputs: { deals: [{ id: '9', entryType: 'DEAL_ENTRY_IN', volume: 5.01 }] },
  },
  {
    packVersion: 3,
    rule: { rule: 'max_open_volume', severity: 'soft', lots: 0.6 },
    inputs: {
      positions: [
        { id: 'a', volume: 0.1 },
        { id: 'b', volume: 0.51 },
      ],
    },
  },
  {
    packVersion: 1,
    rule: { rule: 'expert_advisor', severity: 'hard' },
    inputs: { deals: [{ id: '5', entryType: 'DEAL_ENTRY_IN', reason: 'DEAL_REASON_EXPERT', magic: 42 }] },
  },
  { packVersion: 1, rule: { rule: 'max_leverage', severity: 'hard', leverage: 30 }, inputs: { leverage: 100 } },
  {
    packVersion: 3,
    rule: { rule: 'weekend_holding', severity: 'soft' },
    inputs: {
      at: '2026-03-09T08:00:00Z',
      holdings: [{ positionId: '2', openedAt: '2026-03-06T10:00:00Z', closedAt: '2026-03-09T08:00:00Z' }],
    },
  },
  {
    packVersion: 3,
    rule: { rule: 'news_trading', severity: 'soft', minutes: 2 },
    inputs: {
      events: [{ time: '2026-03-06T13:30:00Z', currency: 'USD' }],
      deals: [{ id: '1', type: 'DEAL_TYPE_BUY', symbol: 'XAUUSD', time: '2026-03-06T13:28:30Z' }],
    },
  },
  {
    packVersion: 3,
    rule: { rule: 'inactivity', severity: 'hard', days: 30 },
    inputs: { at: '2026-01-31T00:00:00Z', startedAt: '2026-01-01T00:00:00Z', lastDealAt: null },
  },
];

/** The same JSON with every object's keys in reverse order, as a store may hand them back. */
function reordered(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reordered);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([key, entry]) => [key, reordered(entry)]),
  );
}

describe('replaying stored verdicts', () => {
  it('has a stored judgement for every rule of the catalogue', () => {
    expect(STORED.map(({ rule }) => rule.rule).sort()).toEqual((Object.keys(RULE_KINDS) as RuleName[]).sort());
  });

  it.each(STORED.map((stored) => [stored.rule.rule, stored] as const))(
    'given the stored inputs of %s, when judged again from their JSON, then the same verdict and the same hash',
    (_, stored) => {
      const first = judge(stored);
      const replayed = judge(reordered(JSON.parse(JSON.stringify(stored))) as Judgement);
      expect(replayed).toEqual(first);
      // A stored verdict is JSON: it must come back exactly as computed, to be compared with a replay.
      expect(JSON.parse(JSON.stringify(first.verdict))).toStrictEqual(first.verdict);
      expect(first.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(first.verdict.rule).toBe(stored.rule.rule);
    },
  );

  it.each(STORED.map((stored) => [stored.rule.rule, stored] as const))(
    'given the stored inputs of %s, when the pack version differs, then the hash does too',
    (_, stored) => {
      expect(judge({ ...stored, packVersion: stored.packVersion + 1 }).hash).not.toBe(judge(stored).hash);
    },
  );

  it('given a changed figure, then a different verdict and hash', () => {
    const changed = judge({ ...MAX_LOSS, inputs: { ...MAX_LOSS.inputs, equityCents: 1_000_001 } });
    expect(changed.verdict.status).toBe('warning');
    expect(changed.hash).not.toBe(judge(MAX_LOSS).hash);
  });

  it('given stored inputs, then anyone can check the hash: sha256 of their JSON with the keys sorted', () => {
    const canonical =
      '{"inputs":{"leverage":100},"packVersion":1,"rule":{"leverage":30,"rule":"max_leverage","severity":"hard"}}';
    const stored: Judgement = {
      packVersion: 1,
      rule: { rule: 'max_leverage', severity: 'hard', leverage: 30 },
      inputs: { leverage: 100 },
    };
    expect(judge(stored).hash).toBe(createHash('sha256').update(canonical).digest('hex'));
  });
});

/** The verdicts the deal, position and schedule checks record, each as it stores its judgement. */
function recordedJudgements(): [string, Judgement][] {
  const held = (id: string, volume: number) => ({ id, symbol: 'XAUUSD', volume, openTime: '2026-03-05T09:00:00Z' });
  const deal: Deal = {
    id: '31',
    type: 'DEAL_TYPE_BUY',
    entryType: 'DEAL_ENTRY_IN',
    symbol: 'XAUUSD',
    volume: 1,
    time: '2026-03-06T13:31:00.000Z',
    profit: '0.00',
    commission: '0.00',
    swap: '0.00',
    magic: 0,
  };
  const news = judgeDeal([{ rule: 'news_trading', severity: 'hard', minutes: 5 }], 3, deal, [
    { time: '2026-03-06T13:30:00.000Z', currency: 'USD' },
  ]);
  const volume = openVolumeCrossed([{ rule: 'max_open_volume', severity: 'hard', lots: 2 }], 3, [], [held('a', 2.5)]);
  const weekend = heldOverWeekend([{ rule: 'weekend_holding', severity: 'soft' }], 3, Date.parse('2026-03-06T22:00Z'), [
    held('b', 1),
  ]);
  const time = brokenByTime(
    [
      { rule: 'inactivity', severity: 'soft', days: 7 },
      { rule: 'max_phase_days', severity: 'hard', days: 10 },
    ],
    3,
    { at: '2026-03-20T00:00:00Z', startedAt: '2026-03-01T00:00:00Z', lastDealAt: null, timeZone: ZONE },
  ).map(({ broken }) => broken);
  return [...news, volume, weekend, ...time].map((broken) => {
    if (!broken) throw new Error('expected a broken rule');
    return [broken.verdict.rule, broken.judgement];
  });
}

describe('replaying the verdicts of the deal, position and schedule checks', () => {
  it('records one for news trading, open volume, weekend holding, inactivity and the phase length', () => {
    expect(recordedJudgements().map(([rule]) => rule)).toEqual([
      'news_trading',
      'max_open_volume',
      'weekend_holding',
      'inactivity',
      'max_phase_days',
    ]);
  });

  it.each(recordedJudgements())(
    'given the stored judgement of %s, when judged again from its JSON, then the same broken verdict and hash',
    (_, stored) => {
      const first = judge(stored);
      const replayed = judge(reordered(JSON.parse(JSON.stringify(stored))) as Judgement);
      expect(replayed).toEqual(first);
      expect(['breached', 'violated']).toContain(replayed.verdict.status);
    },
  );
});
