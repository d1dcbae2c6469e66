import type { RuleOf } from '@prop/contracts/rule-pack';
import type { Deal, Position } from '@prop/contracts/trading';
import { opensPosition } from './deal-entries.ts';
import { limitStatus, type Verdict } from './verdict.ts';

/**
 * Lots in thousandths, whole numbers: MT5 volumes step by 0.01 (0.001 at some brokers), and a sum
 * of floats (0.1 + 0.2) must not exceed a limit of 0.3 by a rounding error.
 */
function milliLots(lots: number): number {
  return Math.round(lots * 1000);
}

function volumeVerdict(
  rule: RuleOf<'max_trade_volume' | 'max_open_volume'>,
  used: number,
  subject: string | undefined,
): Verdict {
  const limit = milliLots(rule.lots);
  const broken = used > limit;
  const verdict: Verdict = {
    rule: rule.rule,
    ...limitStatus(rule.severity, broken, used, limit),
    current: used / 1000,
    limit: rule.lots,
    unit: 'lots',
  };
  if (broken) verdict.crossed = { value: used / 1000, line: rule.lots, unit: 'lots', ...(subject ? { subject } : {}) };
  return verdict;
}

export interface TradeVolumeInputs {
  deals: Pick<Deal, 'id' | 'entryType' | 'volume'>[];
}

/** The largest volume one entry deal opened; the limit allows up to and including `lots`. */
export function judgeMaxTradeVolume(rule: RuleOf<'max_trade_volume'>, { deals }: TradeVolumeInputs): Verdict {
  let largest: { id: string; used: number } | undefined;
  for (const deal of deals) {
    const used = milliLots(deal.volume ?? 0);
    if (opensPosition(deal) && used > (largest?.used ?? 0)) largest = { id: deal.id, used };
  }
  return volumeVerdict(rule, largest?.used ?? 0, largest?.id);
}

export interface OpenVolumeInputs {
  positions: Pick<Position, 'id' | 'volume'>[];
}

/** The volume of every position open at once. */
export function judgeMaxOpenVolume(rule: RuleOf<'max_open_volume'>, { positions }: OpenVolumeInputs): Verdict {
  const used = positions.reduce((sum, position) => sum + milliLots(position.volume), 0);
  return volumeVerdict(rule, used, undefined);
}
