import type { Kpis, RevenuePoint } from '@prop/contracts/reports';
import { type Money, moneyOf, moneyText } from '@prop/contracts/money';
import { findTier } from '@prop/contracts/tiers';
import { type DayRange, daysOf, monthOf, weekOf } from './periods.ts';

interface DayCount {
  day: string;
  count: number;
}
interface DayAmount {
  day: string;
  count: number;
  amount: string;
}

/** What the read models answered for one range: the rows `kpisOf` turns into the dashboard's figures. */
export interface KpiFacts {
  range: DayRange;
  timeZone: string;
  now: Date;
  promiseHours: number;
  purchases: DayAmount[];
  refunds: { day: string; amount: string }[];
  programs: {
    paid: { program: string | null; count: number; amount: string }[];
    refunded: { program: string | null; amount: string }[];
  };
  withdrawals: { requested: DayAmount[]; paid: DayAmount[] };
  accountsByStatus: { status: string; count: number }[];
  phaseOutcomes: {
    program: string | null;
    phase: string | null;
    phase_index: number | null;
    tier_id: string | null;
    account_type: string | null;
    started: number;
    passed: number;
    breached: number;
  }[];
  breaches: { day: string; rule: string; count: number }[];
  registrations: DayCount[];
  funnel: Kpis['registrations']['funnel'];
  tickets: { created: { day: string; count: number }[]; answered: DayCount[] };
  firstResponses: {
    answered: number;
    withinPromise: number;
    unanswered: number;
    medianHours: number | null;
    averageHours: number | null;
  };
  openTicketTimes: Date[];
}

export const ACCOUNT_STATUSES_SHOWN = ['active', 'breached', 'closed'] as const;
export const OPEN_TICKET_AGES = [
  { age: 'Under 1 day', fromHours: 0, belowHours: 24 },
  { age: '1–3 days', fromHours: 24, belowHours: 72 },
  { age: '3–7 days', fromHours: 72, belowHours: 168 },
  { age: 'Over 7 days', fromHours: 168, belowHours: Number.POSITIVE_INFINITY },
] as const;

const sum = (amounts: Iterable<Money>) => [...amounts].reduce((total, amount) => total + amount, 0n);

/** A share in percent with one decimal; null when there is nothing to share. */
export function percentOf(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part * 1000) / whole) / 10;
}

/** `part` as a percent of `whole`, two decimals, rounded half up, exact; null unless `whole` is positive. */
export function moneyPercent(part: Money, whole: Money): string | null {
  if (whole <= 0n) return null;
  const basisPoints = (part * 20_000n + whole) / (2n * whole);
  return `${basisPoints / 100n}.${(basisPoints % 100n).toString().padStart(2, '0')}`;
}

const roundHours = (hours: number | null) => (hours === null ? null : Math.round(hours * 10) / 10);

interface Tally {
  purchases: number;
  gross: Money;
  refunds: Money;
}

function revenuePoint(period: string, tally: Tally): RevenuePoint {
  return {
    period,
    purchases: tally.purchases,
    gross: moneyText(tally.gross),
    refunds: moneyText(tally.refunds),
    net: moneyText(tally.gross - tally.refunds),
  };
}

/** Revenue of every day of the range, gathered into the periods `periodOf` names, in order. */
function revenueBy(days: string[], tallies: Map<string, Tally>, periodOf: (day: string) => string): RevenuePoint[] {
  const periods = new Map<string, Tally>();
  for (const day of days) {
    const period = periodOf(day);
    const into = periods.get(period) ?? { purchases: 0, gross: 0n, refunds: 0n };
    const tally = tallies.get(day);
    if (tally) {
      into.purchases += tally.purchases;
      into.gross += tally.gross;
      into.refunds += tally.refunds;
    }
    periods.set(period, into);
  }
  return [...periods].map(([period, tally]) => revenuePoint(period, tally));
}

function dailyTallies(facts: KpiFacts): Map<string, Tally> {
  const tallies = new Map<string, Tally>();
  const tallyOf = (day: string) => {
    const tally = tallies.get(day) ?? { purchases: 0, gross: 0n, refunds: 0n };
    tallies.set(day, tally);
    return tally;
  };
  for (const row of facts.purchases) {
    const tally = tallyOf(row.day);
    tally.purchases += row.count;
    tally.gross += moneyOf(row.amount);
  }
  for (const row of facts.refunds) tallyOf(row.day).refunds += moneyOf(row.amount);
  return tallies;
}

function revenueByProgram(facts: KpiFacts): Kpis['revenue']['byProgram'] {
  const programs = new Map<string, Tally>();
  const tallyOf = (program: string | null) => {
    const name = program ?? 'Unknown';
    const tally = programs.get(name) ?? { purchases: 0, gross: 0n, refunds: 0n };
    programs.set(name, tally);
    return tally;
  };
  for (const row of facts.programs.paid) {
    const tally = tallyOf(row.program);
    tally.purchases += row.count;
    tally.gross += moneyOf(row.amount);
  }
  for (const row of facts.programs.refunded) tallyOf(row.program).refunds += moneyOf(row.amount);
  return [...programs]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([program, tally]) => {
      const { period: _period, ...point } = revenuePoint('', tally);
      return { program, ...point };
    });
}

function payouts(facts: KpiFacts, netRevenue: Money): Kpis['payouts'] {
  const { requested, paid } = facts.withdrawals;
  const requestedByDay = new Map(requested.map((row) => [row.day, row]));
  const paidByDay = new Map(paid.map((row) => [row.day, row]));
  const paidAmount = sum(paid.map((row) => moneyOf(row.amount)));
  return {
    requestedCount: requested.reduce((total, row) => total + row.count, 0),
    requestedAmount: moneyText(sum(requested.map((row) => moneyOf(row.amount)))),
    paidCount: paid.reduce((total, row) => total + row.count, 0),
    paidAmount: moneyText(paidAmount),
    payoutToRevenuePercent: moneyPercent(paidAmount, netRevenue),
    byDay: daysOf(facts.range).map((day) => ({
      period: day,
      requestedCount: requestedByDay.get(day)?.count ?? 0,
      requestedAmount: moneyText(moneyOf(requestedByDay.get(day)?.amount ?? '0')),
      paidCount: paidByDay.get(day)?.count ?? 0,
      paidAmount: moneyText(moneyOf(paidByDay.get(day)?.amount ?? '0')),
    })),
  };
}

/** The group a phase's accounts are judged in: program and phase, else the tier (or account type). */
function passRates(facts: KpiFacts): Kpis['passRates'] {
  const groups = new Map<string, Kpis['passRates'][number] & { order: [number, string, number] }>();
  for (const row of facts.phaseOutcomes) {
    const tier = row.tier_id ? (findTier(row.tier_id)?.name ?? row.tier_id) : (row.account_type ?? 'Unknown');
    const group = row.program ? `${row.program} · ${row.phase ?? 'Phase'}` : tier;
    const into = groups.get(group) ?? {
      group,
      program: row.program,
      phase: row.program ? row.phase : null,
      started: 0,
      passed: 0,
      breached: 0,
      passRate: null,
      breachRate: null,
      // Programs first, by name and phase; then the tiers of accounts outside any program.
      order: row.program ? [0, row.program, row.phase_index ?? 0] : [1, tier, 0],
    };
    into.started += row.started;
    into.passed += row.passed;
    into.breached += row.breached;
    groups.set(group, into);
  }
  return [...groups.values()]
    .sort((a, b) => a.order[0] - b.order[0] || a.order[1].localeCompare(b.order[1]) || a.order[2] - b.order[2])
    .map(({ order: _order, ...group }) => ({
      ...group,
      passRate: percentOf(group.passed, group.started),
      breachRate: percentOf(group.breached, group.started),
    }));
}

function support(facts: KpiFacts): Kpis['support'] {
  const created = new Map(facts.tickets.created.map((row) => [row.day, row.count]));
  const answered = new Map(facts.tickets.answered.map((row) => [row.day, row.count]));
  const ageHours = facts.openTicketTimes.map((at) => (facts.now.getTime() - at.getTime()) / 3_600_000);
  return {
    created: facts.tickets.created.reduce((total, row) => total + row.count, 0),
    byDay: daysOf(facts.range).map((day) => ({
      period: day,
      created: created.get(day) ?? 0,
      answered: answered.get(day) ?? 0,
    })),
    firstResponse: {
      promiseHours: facts.promiseHours,
      ...facts.firstResponses,
      medianHours: roundHours(facts.firstResponses.medianHours),
      averageHours: roundHours(facts.firstResponses.averageHours),
    },
    openByAge: OPEN_TICKET_AGES.map(({ age, fromHours, belowHours }) => ({
      age,
      count: ageHours.filter((hours) => hours >= fromHours && hours < belowHours).length,
    })),
  };
}

/** Every figure of the dashboard, from the read models' rows for one range. */
export function kpisOf(facts: KpiFacts): Kpis {
  const days = daysOf(facts.range);
  const tallies = dailyTallies(facts);
  const totals = [...tallies.values()];
  const gross = sum(totals.map((tally) => tally.gross));
  const refunds = sum(totals.map((tally) => tally.refunds));
  const statusCounts = new Map(facts.accountsByStatus.map((row) => [row.status, row.count]));
  const registrations = new Map(facts.registrations.map((row) => [row.day, row.count]));
  const byRule = new Map<string, number>();
  for (const row of facts.breaches) byRule.set(row.rule, (byRule.get(row.rule) ?? 0) + row.count);
  return {
    range: { ...facts.range, timeZone: facts.timeZone },
    revenue: {
      purchases: totals.reduce((total, tally) => total + tally.purchases, 0),
      gross: moneyText(gross),
      refunds: moneyText(refunds),
      net: moneyText(gross - refunds),
      byDay: revenueBy(days, tallies, (day) => day),
      byWeek: revenueBy(days, tallies, weekOf),
      byMonth: revenueBy(days, tallies, monthOf),
      byProgram: revenueByProgram(facts),
    },
    payouts: payouts(facts, gross - refunds),
    accountsByStatus: ACCOUNT_STATUSES_SHOWN.map((status) => ({ status, count: statusCounts.get(status) ?? 0 })),
    passRates: passRates(facts),
    breaches: {
      total: facts.breaches.reduce((total, row) => total + row.count, 0),
      byDay: facts.breaches.map(({ day, rule, count }) => ({ period: day, rule, count })),
      byRule: [...byRule].sort(([a], [b]) => a.localeCompare(b)).map(([rule, count]) => ({ rule, count })),
    },
    registrations: {
      byDay: days.map((day) => ({ period: day, count: registrations.get(day) ?? 0 })),
      funnel: facts.funnel,
    },
    support: support(facts),
  };
}
