import { describe, expect, it } from 'vitest';
import { INSTANT_FUNDING_PACK } from '@prop/contracts/rule-pack';
import type { Deal } from '@prop/contracts/trading';
import { dealFactOf } from '../src/domain/deal-facts.ts';
import { judgeDeal } from '../src/domain/deal-rules.ts';
import { judge } from '../src/domain/rules/catalogue.ts';

const DEAL: Deal = {
  id: 'd1',
  type: 'DEAL_TYPE_BUY',
  entryType: 'DEAL_ENTRY_IN',
  symbol: 'EURUSD',
  volume: 1,
  time: '2026-03-10T23:30:00Z',
  profit: '0.00',
  commission: '-3.50',
  swap: '0.00',
  reason: 'DEAL_REASON_CLIENT',
  magic: 0,
};

describe('judging a deal by the deal rules of a pack', () => {
  it('given Instant Funding, when a hand-placed entry is recorded, then nothing is broken', () => {
    expect(judgeDeal(INSTANT_FUNDING_PACK.rules, 1, DEAL)).toEqual([]);
  });

  it('given Instant Funding, when an entry carries a magic number, then expert_advisor is breached on that deal alone', () => {
    const [broken, ...others] = judgeDeal(INSTANT_FUNDING_PACK.rules, 1, { ...DEAL, magic: 9 });
    expect(others).toEqual([]);
    expect(broken?.verdict).toMatchObject({ rule: 'expert_advisor', status: 'breached', crossed: { subject: 'd1' } });
    expect(broken?.judgement.inputs).toEqual({
      deals: [{ id: 'd1', entryType: 'DEAL_ENTRY_IN', reason: 'DEAL_REASON_CLIENT', magic: 9 }],
    });
    // The stored judgement gives the same verdict and hash after a trip through JSON.
    expect(judge(JSON.parse(JSON.stringify(broken?.judgement)))).toEqual({
      verdict: broken?.verdict,
      hash: broken?.hash,
    });
  });

  it('given a soft volume limit of 1 lot, when an exit of 3 lots is recorded, then nothing; an entry of 1.01, a violation', () => {
    const rules = [{ rule: 'max_trade_volume', severity: 'soft', lots: 1 } as const];
    expect(judgeDeal(rules, 1, { ...DEAL, entryType: 'DEAL_ENTRY_OUT', volume: 3 })).toEqual([]);
    const [broken] = judgeDeal(rules, 1, { ...DEAL, volume: 1.01 });
    expect(broken?.verdict).toMatchObject({ status: 'violated', crossed: { value: 1.01, line: 1, unit: 'lots' } });
  });
});

describe('what a deal adds to its trading day', () => {
  const amsterdamDate = (ms: number) => new Date(ms + 3_600_000).toISOString().slice(0, 10);

  it('given an entry at 23:30 UTC, then it is the next day in Amsterdam, an entry, its commission a loss', () => {
    expect(dealFactOf(DEAL, amsterdamDate)).toEqual({
      day: '2026-03-11',
      entry: true,
      profitCents: -350,
      entryLots: 1,
      at: DEAL.time,
    });
  });

  it('given a balance operation, then it is no entry and no profit', () => {
    const deposit: Deal = { ...DEAL, type: 'DEAL_TYPE_BALANCE', entryType: undefined, profit: '500.00' };
    expect(dealFactOf(deposit, amsterdamDate)).toMatchObject({ entry: false, profitCents: 0, entryLots: 0 });
  });

  it('given an exit with profit and swap, then its net profit counts and it opens nothing', () => {
    const exit: Deal = { ...DEAL, entryType: 'DEAL_ENTRY_OUT', profit: '120.00', swap: '-1.25', commission: '0.00' };
    expect(dealFactOf(exit, amsterdamDate)).toMatchObject({ entry: false, profitCents: 11_875, entryLots: 0 });
  });
});
