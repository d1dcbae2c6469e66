import type { RuleName, RuleOf } from '@prop/contracts/rule-pack';
import { type ConsistencyInputs, judgeConsistency } from './consistency.ts';
import { type DailyLossInputs, judgeDailyLoss } from './daily-loss.ts';
import { type ExpertAdvisorInputs, judgeExpertAdvisor } from './expert-advisor.ts';
import { type InactivityInputs, judgeInactivity } from './inactivity.ts';
import { judgeMaxLeverage, type LeverageInputs } from './leverage.ts';
import { judgeMaxLoss, type MaxLossInputs } from './max-loss.ts';
import { judgeNewsTrading, type NewsTradingInputs } from './news-trading.ts';
import { judgeMaxPhaseDays, type PhaseDaysInputs } from './phase-days.ts';
import { judgeProfitTarget, type ProfitTargetInputs } from './profit-target.ts';
import { judgeMinTradingDays, type TradingDaysInputs } from './trading-days.ts';
import type { Verdict } from './verdict.ts';
import { verdictHash } from './verdict-hash.ts';
import { judgeMaxOpenVolume, judgeMaxTradeVolume, type OpenVolumeInputs, type TradeVolumeInputs } from './volume.ts';
import { judgeWeekendHolding, type WeekendHoldingInputs } from './weekend-holding.ts';

/** The plain inputs each rule is judged on: what a stored verdict keeps to be re-computed. */
export interface RuleInputs {
  max_loss: MaxLossInputs;
  daily_loss: DailyLossInputs;
  profit_target: ProfitTargetInputs;
  min_trading_days: TradingDaysInputs;
  max_phase_days: PhaseDaysInputs;
  consistency: ConsistencyInputs;
  max_trade_volume: TradeVolumeInputs;
  max_open_volume: OpenVolumeInputs;
  expert_advisor: ExpertAdvisorInputs;
  max_leverage: LeverageInputs;
  weekend_holding: WeekendHoldingInputs;
  news_trading: NewsTradingInputs;
  inactivity: InactivityInputs;
}

const JUDGES: { [Name in RuleName]: (rule: RuleOf<Name>, inputs: RuleInputs[Name]) => Verdict } = {
  max_loss: judgeMaxLoss,
  daily_loss: judgeDailyLoss,
  profit_target: judgeProfitTarget,
  min_trading_days: judgeMinTradingDays,
  max_phase_days: judgeMaxPhaseDays,
  consistency: judgeConsistency,
  max_trade_volume: judgeMaxTradeVolume,
  max_open_volume: judgeMaxOpenVolume,
  expert_advisor: judgeExpertAdvisor,
  max_leverage: judgeMaxLeverage,
  weekend_holding: judgeWeekendHolding,
  news_trading: judgeNewsTrading,
  inactivity: judgeInactivity,
};

/** One rule of a pack with the inputs it is judged on: what a stored verdict is re-computed from. */
export type Judgement = {
  [Name in RuleName]: { packVersion: number; rule: RuleOf<Name>; inputs: RuleInputs[Name] };
}[RuleName];

/** Judges any rule of the catalogue on its inputs, and the hash the stored verdict carries. */
export function judge(judgement: Judgement): { verdict: Verdict; hash: string } {
  // The union pairs each rule with its own inputs; TypeScript cannot follow that through the lookup.
  const judgeRule = JUDGES[judgement.rule.rule] as (rule: Judgement['rule'], inputs: Judgement['inputs']) => Verdict;
  return { verdict: judgeRule(judgement.rule, judgement.inputs), hash: verdictHash(judgement) };
}
