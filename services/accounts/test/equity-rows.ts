import { type Kysely, sql } from 'kysely';
import type { AccountsDb } from '../src/db/types.ts';

/**
 * An account's stored equity history as [kind, start's UTC time, low, high, equity] rows: its
 * minutes, then its hours, then its open minute, each oldest first.
 */
export async function equityRowsOf(db: Kysely<AccountsDb>, mt5AccountId: string): Promise<string[][]> {
  const { rows } = await sql<{ kind: string; start: Date; equity_min: string; equity_max: string; equity: string }>`
    select kind, start, equity_min, equity_max, equity from (
      select size as kind, start, equity_min, equity_max, equity from equity_buckets where mt5_account_id = ${mt5AccountId}
      union all
      select 'open', start, equity_min, equity_max, equity from equity_open_minutes where mt5_account_id = ${mt5AccountId}
    ) as stored
    order by array_position(array['minute', 'hour', 'open'], kind), start`.execute(db);
  return rows.map((row) => [
    row.kind,
    row.start.toISOString().slice(11, 16),
    row.equity_min,
    row.equity_max,
    row.equity,
  ]);
}
