import { z } from 'zod';
import { DRAWDOWN } from '@prop/contracts/constants';
import { loadConfig, portField } from '@prop/service-kit/config';
import { bpsOfPercent, DAILY_LOSS_BASES, type RuleSet } from './domain/rule-set.ts';
import { minutesOfResetTime } from './domain/trading-day.ts';

const percent = z.coerce.number().gt(0).max(100);

export const riskEnv = {
  PORT: portField('risk'),
  DB_SCHEMA: z.string().default('risk'),
  /** Maximum drawdown of a newly linked account, % of its initial deposit. */
  RISK_MAX_DRAWDOWN_PERCENT: percent.default(DRAWDOWN.maxPercent),
  /** Daily loss limit of a newly linked account, % of its initial deposit; empty or unset: off. */
  RISK_DAILY_LOSS_PERCENT: z.preprocess((value) => (value === '' ? undefined : value), percent.optional()),
  /** What the daily loss is measured from: the balance or the equity at the start of the day. */
  RISK_DAILY_LOSS_BASIS: z.enum(DAILY_LOSS_BASES).default('balance'),
  /** When the trading day starts, HH:MM in FIRM_TIME_ZONE. */
  RISK_DAILY_RESET_TIME: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM')
    .default('00:00'),
  /** Seconds of equity kept per account and stored with a breach as evidence (16 bytes per second per account). */
  RISK_EVIDENCE_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
  /** Cron of the start-of-day snapshot. */
  RISK_DAY_START_CRON: z.string().min(1).default('* * * * *'),
};

export type RiskConfig = ReturnType<typeof loadRiskConfig>;

export function loadRiskConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig(riskEnv, env);
}

/** The rule set a newly linked account gets. */
export function defaultRuleSet(config: RiskConfig): RuleSet {
  return {
    maxDrawdownBps: bpsOfPercent(config.RISK_MAX_DRAWDOWN_PERCENT),
    dailyLossBps: config.RISK_DAILY_LOSS_PERCENT === undefined ? null : bpsOfPercent(config.RISK_DAILY_LOSS_PERCENT),
    dailyLossBasis: config.RISK_DAILY_LOSS_BASIS,
  };
}

export function dailyResetOf(config: RiskConfig) {
  return { minutes: minutesOfResetTime(config.RISK_DAILY_RESET_TIME), timeZone: config.FIRM_TIME_ZONE };
}

export const MIGRATIONS_FOLDER = new URL('../migrations', import.meta.url).pathname;
