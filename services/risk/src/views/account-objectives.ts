import type { AccountObjectives } from '@prop/contracts/program';
import { RULE_KINDS } from '@prop/contracts/rule-kinds';
import type { Objective } from '@prop/contracts/rule-pack';
import { listActiveBreachRules } from '../db/breaches.ts';
import { findOpenPositions } from '../db/open-positions.ts';
import { listStandingNewsJudgements } from '../db/news-verdicts.ts';
import { listTradingDays } from '../db/trading-days.ts';
import { listViolationsOfAccount } from '../db/violations.ts';
import type { RiskContext } from '../context.ts';
import { dayStartAt } from '../domain/day-start.ts';
import { type DayFacts, type LiveState, liveJudgement } from '../domain/live-judgements.ts';
import { livePositionJudgement, type PositionFacts } from '../domain/live-position-judgements.ts';
import { INSTANT_FUNDING, packRefOf } from '../domain/locked-pack.ts';
import { judge } from '../domain/rules/catalogue.ts';
import type { Verdict } from '../domain/rules/verdict.ts';
import type { AccountRisk } from '../state/account-risk.ts';

/** The spec's maximum drawdown is the maximum loss of an account without a pack. */
function objectiveRuleOf(stored: string): string {
  return stored === 'max_drawdown' ? 'max_loss' : stored;
}

function objectiveOf(verdict: Verdict, brokenBefore: Map<string, Objective['status']>): Objective {
  const stored = brokenBefore.get(verdict.rule);
  const broken = verdict.status === 'breached' || verdict.status === 'violated';
  return {
    rule: verdict.rule,
    kind: RULE_KINDS[verdict.rule],
    // A deal's or an update's stored verdict stands until an admin resolves it or reviews it.
    status: !broken && stored ? stored : verdict.status,
    current: verdict.current,
    limit: verdict.limit,
    unit: verdict.unit,
    ...(verdict.resetsAt ? { resetsAt: verdict.resetsAt } : {}),
    ...(verdict.toGo ? { toGo: verdict.toGo } : {}),
  };
}

async function liveStateOf(ctx: RiskContext, account: AccountRisk, nowMs: number): Promise<LiveState> {
  const { link } = account;
  const figures = account.hasUpdate
    ? { balanceCents: account.balanceCents, equityCents: account.equityCents }
    : { balanceCents: link.depositCents, equityCents: link.depositCents };
  const rows = await listTradingDays(ctx.db, link.accountId);
  const days: DayFacts[] = rows.map((row) => ({
    day: row.trading_day,
    entryDeals: row.entry_deals,
    closedProfit: row.closed_profit,
    largestEntryLots: Number(row.largest_entry_lots),
    lastDealAt: row.last_deal_at.toISOString(),
  }));
  return {
    packVersion: packRefOf(link.locked).version,
    depositCents: link.depositCents,
    ...figures,
    highCents: account.highCents,
    leverage: account.link.leverage,
    // Before the day's first update, the day starts at the latest figures (as the reset would start it).
    dayStart: dayStartAt(account.dayStart, nowMs, figures, figures, account.days) ?? {
      day: account.days.at(nowMs),
      ...figures,
    },
    timeZone: ctx.firmTimeZone,
    startedAt: link.locked?.startedAt ?? link.linkedAt,
    at: new Date(nowMs).toISOString(),
    days,
  };
}

/**
 * The trader's current account judged by every rule of its pack on its live state (no pack: the
 * Instant Funding program, judged as the spec's rule set); undefined when the trader has none.
 */
export async function loadObjectives(ctx: RiskContext, userId: string): Promise<AccountObjectives | undefined> {
  const account = ctx.book.forUser(userId);
  if (!account) return undefined;
  const { link } = account;
  const state = await liveStateOf(ctx, account, ctx.clock.now().getTime());
  const brokenBefore = new Map<string, Objective['status']>();
  for (const violation of await listViolationsOfAccount(ctx.db, link.accountId)) {
    if (violation.status === 'open') brokenBefore.set(violation.rule, 'violated');
  }
  for (const rule of await listActiveBreachRules(ctx.db, link.accountId)) {
    brokenBefore.set(objectiveRuleOf(rule), 'breached');
  }
  const facts: PositionFacts = {
    positions: (await findOpenPositions(ctx.db, link.accountId))?.positions ?? [],
    newsJudgements: await listStandingNewsJudgements(ctx.db, link.accountId),
  };
  const objectives = ctx.book.rulesOf(link).map((rule) => {
    const judgement = livePositionJudgement(rule, state.packVersion, state.at, facts) ?? liveJudgement(rule, state);
    return objectiveOf(judge(judgement).verdict, brokenBefore);
  });
  return {
    program: link.locked?.program ?? INSTANT_FUNDING.program,
    phase: link.locked?.phase ?? INSTANT_FUNDING.phase,
    rulePack: packRefOf(link.locked),
    objectives,
  };
}
