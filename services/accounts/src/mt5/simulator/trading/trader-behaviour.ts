import type { Deal, DealReason, TradeSide } from '@prop/contracts/trading';
import { seededRandom } from '../seeded-random.ts';
import { DAY_MS, HOUR_MS, hourOf, isMarketOpen, MINUTE_MS, weekdayOf } from './market-hours.ts';
import { NewsCalendar } from './news-calendar.ts';
import { LOT_STEPS, marginFor } from './position-money.ts';
import { askOf, pointOf, roundPrice, type SymbolSpec, symbolSpec, usdPerQuote } from './symbols.ts';
import { NO_DEALS, type TradingEngine, withDeal } from './trading-engine.ts';
import { drawPersona, MANUAL_TERMINALS, pick, type TraderPersona } from './trader-persona.ts';

export interface TraderOptions {
  /** The high-impact releases around which news traders open; shared, so what it learns later counts too. */
  news?: NewsCalendar;
  /** Trade rate multiplier, holding time divisor: 1 for history, more in live mode so the pool is busy. */
  tempo?: number;
}

interface Plan {
  positionId: string;
  spec: SymbolSpec;
  steps: number;
  closeAt: number;
  /** When half of the position is taken off, if this trader does that with it. */
  partialAt: number | undefined;
  reason: DealReason;
}

/** Chance that a news trader acts on a given event. */
const NEWS_CHANCE = 0.75;
/** An event seen later than this after the trader's moment is let go. */
const NEWS_WINDOW_MS = 30 * MINUTE_MS;
/** The stop is never closer than this many spreads. */
const MIN_STOP_SPREADS = 10;
/** The 10k account trades at most 2 lots; larger balances in proportion. */
const MAX_STEPS_PER_DOLLAR = (2 * LOT_STEPS) / 10_000;
/** Margin a single position may take, as a share of the balance. */
const MAX_MARGIN_SHARE = 0.25;
/** Equity below this share of the starting balance (percent, a point above the 5% limit): the trader sizes down. */
const BACK_OFF_PERCENT = 96n;
/** Mean number of minutes between new positions across the pool in live mode. */
export const LIVE_MINUTES_PER_TRADE = 1.5;

/** A generator per account, independent of every other account's and of the market's. */
export function accountRandom(seed: number, accountIndex: number): () => number {
  return seededRandom((Math.imul(accountIndex + 1, 0x9e3779b1) ^ seed) >>> 0);
}

export function traderFor(seed: number, accountIndex: number, options: TraderOptions = {}): Trader {
  const random = accountRandom(seed, accountIndex);
  return new Trader(drawPersona(random), random, options);
}

/**
 * The tempo at which `personas` open a new position every `minutesPerTrade` between them on a
 * weekday: a small pool is sped up to look alive, a large one already is (never below the natural pace).
 */
export function liveTempo(personas: readonly TraderPersona[], minutesPerTrade = LIVE_MINUTES_PER_TRADE): number {
  const perMinute = personas.reduce((sum, persona) => sum + persona.tradesPerDay / (DAY_MS / MINUTE_MS), 0);
  return perMinute > 0 ? Math.max(1, 1 / minutesPerTrade / perMinute) : 1;
}

/**
 * The person (or advisor) behind one account: opens positions at the persona's pace, in its hours,
 * around news if it trades news, sized to risk a share of the balance; closes them when its plan
 * says or before the weekend. Acts on the engine; time and prices come from outside.
 */
export class Trader {
  /** 1 while replaying history; set to `liveTempo` of the pool when it goes on live. */
  tempo: number;
  private readonly plans: Plan[] = [];
  private readonly news: NewsCalendar;
  /** Moments (release + the trader's offset) up to this instant have been considered. */
  private newsSeenMs = Number.NEGATIVE_INFINITY;
  private lastMs: number | undefined;
  private budget: number;
  /** The balance the trader started with: the firm's loss limit is measured from it. */
  private stake = 0n;

  constructor(
    readonly persona: TraderPersona,
    private readonly random: () => number,
    options: TraderOptions = {},
  ) {
    this.tempo = options.tempo ?? 1;
    this.budget = this.unitExponential();
    this.news = options.news ?? new NewsCalendar();
  }

  /** Everything the trader does between the previous call and `now`. */
  act(engine: TradingEngine, now: Date): readonly Deal[] {
    const ms = now.getTime();
    const elapsed = this.lastMs === undefined ? 0 : Math.max(0, ms - this.lastMs);
    this.lastMs = ms;
    const closed = this.plans.length > 0 ? this.manage(engine, now, ms) : undefined;
    const opened = this.newsDue(ms) || this.wantsToOpen(ms, elapsed) ? this.open(engine, now, ms) : undefined;
    if (!opened) return closed ?? NO_DEALS;
    return closed ? [...closed, opened] : [opened];
  }

  private manage(engine: TradingEngine, now: Date, ms: number): Deal[] | undefined {
    let deals: Deal[] | undefined;
    const flattening = this.flattening(ms);
    const awake = this.awake(ms);
    let index = 0;
    while (index < this.plans.length) {
      const plan = this.plans[index] as Plan;
      const stopped = !engine.holds(plan.positionId);
      const due = !stopped && isMarketOpen(plan.spec, ms) && (flattening || (awake && ms >= plan.closeAt));
      if (due) deals = withDeal(deals, engine.closePosition(plan.positionId, now, undefined, plan.reason));
      if (stopped || due) {
        this.plans.splice(index, 1);
        continue;
      }
      if (awake && plan.partialAt !== undefined && ms >= plan.partialAt && isMarketOpen(plan.spec, ms)) {
        const half = Math.floor(plan.steps / 2) / LOT_STEPS;
        deals = withDeal(deals, engine.closePosition(plan.positionId, now, half, plan.reason));
        plan.partialAt = undefined;
      }
      index += 1;
    }
    return deals;
  }

  /**
   * Whether a news trader's moment around a release has come; each moment is considered once, when
   * the trader first acts at or after it. A release learned after its moment passed is let go.
   */
  private newsDue(ms: number): boolean {
    const offset = this.persona.newsOffsetMinutes;
    if (offset === undefined) return false;
    const shift = offset * MINUTE_MS;
    let due = false;
    let release = this.news.firstAfter(this.newsSeenMs - shift);
    while (release !== undefined && release + shift <= ms) {
      if (ms - (release + shift) <= NEWS_WINDOW_MS && this.random() < NEWS_CHANCE) due = true;
      release = this.news.firstAfter(release);
    }
    this.newsSeenMs = ms;
    return due;
  }

  /**
   * New positions arrive as a Poisson process over the trader's hours: each one spends a budget
   * drawn from the unit exponential, so the pace is the same whatever the step and costs one draw per trade.
   */
  private wantsToOpen(ms: number, elapsed: number): boolean {
    if (elapsed === 0 || !this.awake(ms) || this.flattening(ms)) return false;
    const day = weekdayOf(ms);
    if (day === 0 || day === 6) return false;
    this.budget -= ((this.persona.tradesPerDay * this.tempo) / (this.persona.activeHours * HOUR_MS)) * elapsed;
    if (this.budget > 0) return false;
    this.budget = this.unitExponential();
    return true;
  }

  private unitExponential(): number {
    return -Math.log(1 - this.random());
  }

  private awake(ms: number): boolean {
    return (hourOf(ms) - this.persona.activeFromHour + 24) % 24 < this.persona.activeHours;
  }

  /** Friday evening for a trader who does not hold over the weekend: close everything, open nothing. */
  private flattening(ms: number): boolean {
    return !this.persona.holdsOverWeekend && weekdayOf(ms) === 5 && hourOf(ms) >= this.persona.flattenHour;
  }

  private open(engine: TradingEngine, now: Date, ms: number): Deal | undefined {
    if (engine.openCount >= this.persona.maxOpen) return undefined;
    const spec = symbolSpec(this.persona.symbols[Math.floor(this.random() * this.persona.symbols.length)] ?? 'EURUSD');
    if (!isMarketOpen(spec, ms)) return undefined;
    const side: TradeSide = this.random() < 0.5 ? 'BUY' : 'SELL';
    const meanHold = Math.max(1, this.persona.holdMinutes / this.tempo);
    const hold = Math.min(5 * meanHold, Math.max(1, this.unitExponential() * meanHold));
    const bid = engine.bid(spec.name);
    const closing = side === 'BUY' ? bid : askOf(spec, bid);
    const distance = Math.max(
      bid * spec.volatility * Math.sqrt(meanHold) * this.persona.stopWidth,
      MIN_STOP_SPREADS * spec.spreadPoints * pointOf(spec),
    );
    const steps = this.volumeSteps(engine, spec, bid, distance);
    const away = (move: number) => roundPrice(spec, side === 'BUY' ? closing + move : closing - move);
    const withStops = this.random() < this.persona.stopsShare;
    const reason = this.orderReason();
    const { position, deal } = engine.openPosition(
      {
        symbol: spec.name,
        type: side,
        volume: steps / LOT_STEPS,
        magic: this.persona.magic,
        reason,
        ...(withStops ? { stopLoss: away(-distance), takeProfit: away(distance * this.persona.rewardRisk) } : {}),
      },
      now,
    );
    const partial = steps >= 2 && this.random() < this.persona.partialShare;
    this.plans.push({
      positionId: position.id,
      spec,
      steps,
      closeAt: ms + hold * MINUTE_MS,
      partialAt: partial ? ms + (hold / 2) * MINUTE_MS : undefined,
      reason,
    });
    return deal;
  }

  /** Lots that lose `riskPercent` of the balance at the stop, within the size and margin this account allows. */
  private volumeSteps(engine: TradingEngine, spec: SymbolSpec, bid: number, distance: number): number {
    const balance = Number(engine.balance) / 100;
    const lossPerStep = (distance * spec.contractSize * usdPerQuote(spec, bid)) / LOT_STEPS;
    // A funded trader near the firm's loss limit trades a quarter of their usual size.
    if (this.stake === 0n) this.stake = engine.balance;
    const caution = engine.equity() * 100n < this.stake * BACK_OFF_PERCENT ? 0.25 : 1;
    const wanted = Math.floor((balance * this.persona.riskPercent * caution) / 100 / lossPerStep);
    const marginPerStep = Number(marginFor(spec, 1, bid)) / 100;
    const allowed = Math.min(balance * MAX_STEPS_PER_DOLLAR, (balance * MAX_MARGIN_SHARE) / marginPerStep);
    return Math.max(1, Math.min(wanted, Math.floor(allowed)));
  }

  /** A person mostly uses one terminal and now and then another; an advisor always places its own. */
  private orderReason(): DealReason {
    if (this.persona.magic !== 0 || this.random() < 0.8) return this.persona.terminal;
    return pick(
      this.random,
      MANUAL_TERMINALS.map((terminal) => [terminal, 1] as const),
    );
  }
}
