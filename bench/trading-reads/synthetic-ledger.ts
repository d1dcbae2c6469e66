import { type Money, moneyOfFigure, moneyText } from '@prop/contracts/money';
import type { Deal, DealReason } from '@prop/contracts/trading';
import { normal, seededRandom } from '../../services/accounts/src/mt5/simulator/seeded-random.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const COMMISSION_PER_LOT = 3.5;
const SWAP_PER_LOT_NIGHT = 0.8;
const PROFIT_PER_LOT_MOVE = 40;
const EDGE = 0.2;

interface Instrument {
  symbol: string;
  price: number;
  /** A typical close-to-close move, as a share of the price. */
  move: number;
  digits: number;
}

const INSTRUMENTS: Instrument[] = [
  { symbol: 'EURUSD', price: 1.08, move: 0.002, digits: 5 },
  { symbol: 'GBPUSD', price: 1.27, move: 0.0025, digits: 5 },
  { symbol: 'USDJPY', price: 151.2, move: 0.002, digits: 3 },
  { symbol: 'XAUUSD', price: 2380, move: 0.004, digits: 2 },
  { symbol: 'US30', price: 39_100, move: 0.003, digits: 1 },
  { symbol: 'BTCUSD', price: 67_000, move: 0.01, digits: 2 },
];

const MANUAL: DealReason[] = ['DEAL_REASON_CLIENT', 'DEAL_REASON_MOBILE', 'DEAL_REASON_WEB'];

/** A deal before tickets are given: the position it belongs to by its number in the run. */
type Draft = Omit<Deal, 'id' | 'positionId'> & { position: number };

export interface LedgerOptions {
  deals: number;
  /** The ledger's first deal (the deposit) is here, its last one before `end`. */
  start: Date;
  end: Date;
  deposit: Money;
  seed: number;
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** Monday to Friday: positions open on weekdays (a Saturday opening moves to Monday). */
function onWeekday(ms: number): number {
  const day = new Date(ms).getUTCDay();
  return day === 6 ? ms + 2 * DAY_MS : day === 0 ? ms + DAY_MS : ms;
}

/**
 * A trader's year in MT5 deals, `deals` of them with the deposit: positions opened evenly over the
 * weekdays, held from minutes to days, each closed whole (four in five) or in two halves, by hand or
 * by an expert advisor, with commission on each side and swap for nights held. Tickets increase with
 * time as MT5's do; a position's id is its opening deal's ticket. The last positions may be open.
 */
export function syntheticLedger(options: LedgerOptions): Deal[] {
  const random = seededRandom(options.seed);
  const startMs = options.start.getTime();
  // Room for a weekend and the longest hold after the last opening.
  const spanMs = options.end.getTime() - startMs - 6 * DAY_MS;
  // A position makes 2.2 deals on average: a few more than needed, the newest cut off below.
  const positions = Math.ceil((options.deals - 1) / 2.15);
  const drafts: Draft[] = [];
  for (let position = 0; position < positions; position++) {
    const instrument = INSTRUMENTS[Math.floor(random() * INSTRUMENTS.length)] as Instrument;
    const buy = random() < 0.5;
    const expert = random() < 0.3;
    const reason = expert ? 'DEAL_REASON_EXPERT' : (MANUAL[Math.floor(random() * MANUAL.length)] as DealReason);
    const magic = expert ? 7001 : 0;
    const lots = Math.max(1, Math.round(random() * 50)) / 100;
    const openMs = onWeekday(startMs + HOUR_MS + ((position + random()) / positions) * spanMs);
    const holdMs = Math.min(3 * DAY_MS, Math.max(60_000, -Math.log(1 - random()) * 2 * HOUR_MS));
    const openPrice = round(instrument.price * (1 + normal(random) * 0.05), instrument.digits);
    const side = buy ? 'DEAL_TYPE_BUY' : 'DEAL_TYPE_SELL';
    const exitSide = buy ? 'DEAL_TYPE_SELL' : 'DEAL_TYPE_BUY';
    const common = { symbol: instrument.symbol, reason, magic, position, swap: '0.00' };
    drafts.push({
      ...common,
      type: side,
      entryType: 'DEAL_ENTRY_IN',
      volume: lots,
      price: openPrice,
      time: new Date(openMs).toISOString(),
      profit: '0.00',
      commission: moneyText(-moneyOfFigure(lots * COMMISSION_PER_LOT)),
    });
    const half = Math.floor(lots * 50) / 100;
    const parts = lots >= 0.02 && random() < 0.2 ? [half, round(lots - half, 2)] : [lots];
    for (const [part, volume] of parts.entries()) {
      const closeMs = openMs + (holdMs * (part + 1)) / parts.length;
      // A slight edge in the position's direction, so a year of costs leaves a plausible balance.
      const move = (normal(random) + EDGE) * instrument.move * (buy ? 1 : -1);
      const closePrice = round(openPrice * (1 + move), instrument.digits);
      const nights = Math.floor(closeMs / DAY_MS) - Math.floor(openMs / DAY_MS);
      // The same money a lot for a typical move, whatever the instrument.
      const profit =
        ((closePrice - openPrice) / (openPrice * instrument.move)) * PROFIT_PER_LOT_MOVE * volume * (buy ? 1 : -1);
      drafts.push({
        ...common,
        type: exitSide,
        entryType: 'DEAL_ENTRY_OUT',
        volume,
        price: closePrice,
        time: new Date(closeMs).toISOString(),
        profit: moneyText(moneyOfFigure(profit)),
        commission: moneyText(-moneyOfFigure(volume * COMMISSION_PER_LOT)),
        swap: moneyText(-moneyOfFigure(nights * volume * SWAP_PER_LOT_NIGHT)),
      });
    }
  }
  drafts.sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
  return ticketed(drafts.slice(0, options.deals - 1), options);
}

/** MT5 tickets in time order after the deposit; each position takes its opening deal's ticket. */
function ticketed(drafts: Draft[], options: LedgerOptions): Deal[] {
  let ticket = 100_000_000;
  const deposit: Deal = {
    id: String(ticket),
    type: 'DEAL_TYPE_BALANCE',
    time: options.start.toISOString(),
    profit: moneyText(options.deposit),
    commission: '0.00',
    swap: '0.00',
    magic: 0,
    comment: 'Deposit',
  };
  const positionIds = new Map<number, string>();
  const deals = drafts.map(({ position, ...draft }) => {
    const id = String(++ticket);
    if (!positionIds.has(position)) positionIds.set(position, id);
    return { ...draft, id, positionId: positionIds.get(position) };
  });
  return [deposit, ...deals];
}
