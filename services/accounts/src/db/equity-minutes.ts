import { type Kysely, sql, type Transaction } from 'kysely';
import type { EquityBucket } from '../domain/trading/equity-buckets.ts';
import { FOLDED_FIGURES, HOUR_OF_START, MERGE_INTO_STORED } from './equity-buckets.ts';
import { amountOfCents, instantOfEpochMs, wholeNumbers } from './integer-columns.ts';
import type { AccountsDb } from './types.ts';

type Db = Kysely<AccountsDb> | Transaction<AccountsDb>;

/** One account's part of a flush: its minute buckets folded since the last one, the minute being folded among them. */
export interface AccountMinutes {
  mt5AccountId: string;
  minutes: EquityBucket[];
}

/**
 * Accounts per statement. Each column goes as one array parameter, so the count is not bound by
 * PostgreSQL's 65,535 parameters; it bounds one statement's text and the rows it locks.
 */
const CHUNK = 10_000;

/** An account's bucket. */
type AccountBucket = [mt5AccountId: string, bucket: EquityBucket];

/** A statement's rows, column by column, as `unnest` takes them. */
class BucketColumns {
  readonly ids: string[] = [];
  readonly starts: number[] = [];
  readonly lastAts: number[] = [];
  readonly balances: bigint[] = [];
  readonly equities: bigint[] = [];
  readonly lows: bigint[] = [];
  readonly highs: bigint[] = [];

  constructor(rows: AccountBucket[]) {
    for (const [mt5AccountId, bucket] of rows) {
      this.ids.push(mt5AccountId);
      this.starts.push(bucket.start.getTime());
      this.lastAts.push(bucket.lastAt.getTime());
      this.balances.push(bucket.balance);
      this.equities.push(bucket.equity);
      this.lows.push(bucket.equityMin);
      this.highs.push(bucket.equityMax);
    }
  }

  /**
   * The rows as a table: the figures go as cents and the times as epoch milliseconds
   * (`wholeNumbers`), seven arrays unnested by PostgreSQL rather than a VALUES list, whose
   * parameters cost accounts about a tenth of its core at 50,000 accounts (bench/equity-feed).
   */
  table() {
    return sql`
      select mt5_account_id, ${instantOfEpochMs('start_ms')} as start, ${instantOfEpochMs('last_at_ms')} as last_at,
        ${amountOfCents('balance')} as balance, ${amountOfCents('equity')} as equity,
        ${amountOfCents('low')} as equity_min, ${amountOfCents('high')} as equity_max
      from unnest(
        ${this.ids}::text[], ${wholeNumbers(this.starts)}, ${wholeNumbers(this.lastAts)},
        ${wholeNumbers(this.balances)}, ${wholeNumbers(this.equities)}, ${wholeNumbers(this.lows)}, ${wholeNumbers(this.highs)}
      ) as rows (mt5_account_id, start_ms, last_at_ms, balance, equity, low, high)`;
  }
}

/**
 * An open minute written onto the stored one: a later minute replaces it (moved into the history
 * by the same statement), the same minute merges into it (the extremes widen, the latest values
 * win), an earlier one leaves it as it is and is not returned (the caller puts it in the history).
 */
const REPLACE_OR_MERGE_OPEN = sql`
  on conflict (mt5_account_id) do update set
    start = excluded.start,
    last_at = greatest(equity_open_minutes.last_at, excluded.last_at),
    balance = case when excluded.last_at >= equity_open_minutes.last_at then excluded.balance else equity_open_minutes.balance end,
    equity = case when excluded.last_at >= equity_open_minutes.last_at then excluded.equity else equity_open_minutes.equity end,
    equity_min = case when excluded.start > equity_open_minutes.start then excluded.equity_min
      else least(equity_open_minutes.equity_min, excluded.equity_min) end,
    equity_max = case when excluded.start > equity_open_minutes.start then excluded.equity_max
      else greatest(equity_open_minutes.equity_max, excluded.equity_max) end
  where equity_open_minutes.start <= excluded.start
  returning mt5_account_id`;

/**
 * Writes a flush: each account's latest minute onto its open minute in `equity_open_minutes`, and
 * every minute that has ended into `equity_buckets`, as a minute and into its hour. A minute has
 * ended once a later one is written for its account: the stored open minute that the latest
 * replaces (its every flush merged, whichever process wrote them), the flush's other minutes, and
 * its latest if the stored one is later still (an update that came late). An account comes at most
 * once.
 *
 * A minute is rewritten six times a minute while it is open, and written to the large history
 * table once when it ends, and into its hour then: before, each flush rewrote it there too.
 * Writing a minute twice changes nothing, so a flush repeated after a failure, or two processes
 * writing the same account during a handover, store the same history.
 */
export async function writeEquityMinutes(trx: Db, accounts: AccountMinutes[]): Promise<void> {
  for (let from = 0; from < accounts.length; from += CHUNK) {
    const latest: AccountBucket[] = [];
    const ended: AccountBucket[] = [];
    for (const { mt5AccountId, minutes } of accounts.slice(from, from + CHUNK)) {
      const open = minutes.reduce<EquityBucket | undefined>(
        (found, bucket) => (found && found.start.getTime() >= bucket.start.getTime() ? found : bucket),
        undefined,
      );
      for (const bucket of minutes) (bucket === open ? latest : ended).push([mt5AccountId, bucket]);
    }
    await moveIntoHistory(trx, latest, ended);
    const late = await writeOpen(trx, latest);
    if (late.length > 0) await moveIntoHistory(trx, [], late);
  }
}

/**
 * Moves into the history, as minutes and into their hours, `ended` and the stored open minutes
 * that `latest` is to replace. Those are read locked, until the transaction's end: what is moved is
 * what is replaced, even when another process (a handover) writes the same account meanwhile. An
 * account with no open minute stored has nothing to lock: two processes writing its first minutes
 * at once, each a different minute, can lose the earlier one's figures.
 */
async function moveIntoHistory(trx: Db, latest: AccountBucket[], ended: AccountBucket[]): Promise<void> {
  await sql`
    with replaced as (
      select stored.mt5_account_id, stored.start, stored.last_at, stored.balance, stored.equity,
        stored.equity_min, stored.equity_max
      from equity_open_minutes stored join (${new BucketColumns(latest).table()}) as latest using (mt5_account_id)
      where stored.start < latest.start
      for update of stored
    ),
    leaving as (select * from replaced union all ${new BucketColumns(ended).table()}),
    minutes as (
      select mt5_account_id, start, ${FOLDED_FIGURES} from leaving group by mt5_account_id, start
    ),
    into_hours as (
      insert into equity_buckets (mt5_account_id, size, start, last_at, balance, equity, equity_min, equity_max)
      select mt5_account_id, 'hour', ${HOUR_OF_START}, ${FOLDED_FIGURES}
      from minutes group by mt5_account_id, ${HOUR_OF_START}
      ${MERGE_INTO_STORED}
    )
    insert into equity_buckets (mt5_account_id, size, start, last_at, balance, equity, equity_min, equity_max)
    select mt5_account_id, 'minute', start, last_at, balance, equity, equity_min, equity_max from minutes
    ${MERGE_INTO_STORED}`.execute(trx);
}

/** Writes `latest` onto the open minutes. Returns those not written because the stored one is later. */
async function writeOpen(trx: Db, latest: AccountBucket[]): Promise<AccountBucket[]> {
  if (latest.length === 0) return [];
  const { rows } = await sql<{ mt5_account_id: string }>`
    insert into equity_open_minutes (mt5_account_id, start, last_at, balance, equity, equity_min, equity_max)
    ${new BucketColumns(latest).table()}
    ${REPLACE_OR_MERGE_OPEN}`.execute(trx);
  if (rows.length === latest.length) return [];
  const written = new Set(rows.map((row) => row.mt5_account_id));
  return latest.filter(([mt5AccountId]) => !written.has(mt5AccountId));
}
