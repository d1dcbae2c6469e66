import { describe, expect, it } from 'vitest';
import type { Rule, RulePack } from '@prop/contracts/rule-pack';
import type { LockedPack } from '../src/domain/locked-pack.ts';
import { SPEC_RULE_SET } from '../src/domain/rule-set.ts';
import { bookWith } from './book-harness.ts';

function lockedTo(rules: Rule[]): LockedPack {
  const rulePack: RulePack = { id: 'p/1', version: 2, rules };
  return {
    enrolmentId: '00000000-0000-4000-8000-000000000000',
    program: { id: 'p', name: 'P', version: 1 },
    phase: { index: 0, name: 'Phase 1', kind: 'evaluation' },
    rulePack,
    startedAt: '2026-03-09T00:00:00Z',
  };
}

/** A 10,000 account under the spec's rule set, then locked to a pack of these rules. */
function lockedBook(rules: Rule[]) {
  const harness = bookWith(SPEC_RULE_SET);
  harness.book.lockPack(harness.link.accountId, lockedTo(rules));
  return harness;
}

describe('equity rules of a locked pack replace the configured rule set', () => {
  it('given a static 10% maximum loss, when equity falls 6%, then no breach (the spec’s 5% no longer applies); at 10%, the maximum drawdown', () => {
    const { update, detections } = lockedBook([{ rule: 'max_loss', severity: 'hard', basis: 'static', percent: 10 }]);
    update('2026-03-10T10:00:00Z', 9400);
    expect(detections).toEqual([]);
    update('2026-03-10T10:00:01Z', 9000);
    expect(detections[0]?.verdict).toMatchObject({
      rule: 'max_drawdown',
      bps: 1000,
      lineCents: 900_000,
      judged: { pack: { id: 'p/1', version: 2 } },
    });
  });

  it('given a maximum loss trailing the end-of-day balance, when a day ends at a balance of 10,400, then the line rises to 9,800 the next day', () => {
    const { update, detections } = lockedBook([
      { rule: 'max_loss', severity: 'hard', basis: 'trailing_eod_balance', percent: 6 },
    ]);
    update('2026-03-10T10:00:00Z', 10400);
    // Within the day the line stays 6% of the deposit below the deposit: 9,400.
    update('2026-03-10T11:00:00Z', 9500, 10400);
    update('2026-03-11T09:00:00Z', 9801, 10400);
    expect(detections).toEqual([]);
    update('2026-03-11T09:00:01Z', 9800, 10400);
    expect(detections[0]?.verdict).toMatchObject({ rule: 'max_loss', lineCents: 980_000 });
  });

  it('given a trailing equity maximum loss locked at the start, when equity runs far above the deposit, then the line stops at the deposit', () => {
    const { update, detections } = lockedBook([
      { rule: 'max_loss', severity: 'hard', basis: 'trailing_equity', percent: 5, lockAtStart: true },
    ]);
    update('2026-03-10T10:00:00Z', 12000);
    update('2026-03-10T10:00:01Z', 10001);
    expect(detections).toEqual([]);
    update('2026-03-10T10:00:02Z', 10000);
    expect(detections[0]?.verdict).toMatchObject({ rule: 'max_loss', lineCents: 1_000_000 });
  });

  it('given a daily loss on the higher of balance and equity, reset at 17:00 in New York, then the day starts at the pack’s reset', () => {
    const { update, detections } = lockedBook([
      {
        rule: 'daily_loss',
        severity: 'hard',
        basis: 'higher',
        percent: 3,
        resetTime: '17:00',
        timeZone: 'America/New_York',
      },
    ]);
    // 20:00 and 20:59 UTC are 16:00 and 16:59 in New York (summer time): the day before the reset.
    update('2026-07-10T20:00:00Z', 10000);
    update('2026-07-10T20:59:00Z', 10500, 10300);
    // At the reset the day starts at the higher figure then, the equity 10,500: its line is 10,200.
    update('2026-07-10T21:01:00Z', 10201, 10300);
    expect(detections).toEqual([]);
    update('2026-07-10T21:02:00Z', 10200, 10300);
    expect(detections[0]?.verdict).toMatchObject({
      rule: 'daily_loss',
      dayStartCents: 1_050_000,
      lineCents: 1_020_000,
    });
  });

  it('given a soft loss limit, then updates never record it as a breach', () => {
    const { update, detections } = lockedBook([{ rule: 'max_loss', severity: 'soft', basis: 'static', percent: 5 }]);
    update('2026-03-10T10:00:00Z', 5000);
    expect(detections).toEqual([]);
  });
});
