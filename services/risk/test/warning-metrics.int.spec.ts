import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countOf } from '@prop/service-kit/testing/metric-count';
import { warningsRaised } from '../src/warnings/warning-metrics.ts';
import { eventually, startRisk, type TestRisk } from './helper.ts';

describe('risk_warnings_total', () => {
  let risk: TestRisk;
  beforeAll(async () => {
    risk = await startRisk();
  });
  afterAll(() => risk.close());

  it('given a 25,000 account, when its loss reaches 80% then 90% of the 5% limit and again, then each level counts once', async () => {
    // given
    const account = await risk.linkAccount('25000');
    const start = Date.now() - 60_000;
    const at = (second: number) => new Date(start + second * 1000);
    const before = {
      80: await countOf(warningsRaised(), { rule: 'max_loss', level: '80' }),
      90: await countOf(warningsRaised(), { rule: 'max_loss', level: '90' }),
    };

    // when: 1,000 lost is 80%, 1,125 is 90%; back up, then 80% again
    await risk.publishUpdates(account, [
      { at: at(0), equity: 25000 },
      { at: at(1), equity: 24000 },
      { at: at(2), equity: 23875 },
      { at: at(3), equity: 24800 },
      { at: at(4), equity: 24000 },
    ]);
    await risk.judgedAt(account, 4);

    // then
    await eventually(async () => {
      expect(await countOf(warningsRaised(), { rule: 'max_loss', level: '80' })).toBe(before[80] + 1);
      expect(await countOf(warningsRaised(), { rule: 'max_loss', level: '90' })).toBe(before[90] + 1);
    });
    expect(await risk.eventCount('risk.warning.raised')).toBe(2);
  });
});
