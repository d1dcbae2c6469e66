import { type Kysely, sql, type Transaction } from 'kysely';
import type { FreezeReason } from '@prop/contracts/account';
import type { AccountsDb, ClosedReason, TradingAccountRow } from './types.ts';

type Db = Kysely<AccountsDb> | Transaction<AccountsDb>;

export interface NewTradingAccount {
  userId: string;
  mt5AccountId: string;
  fundingBalance: string;
  accountType: string;
  mt5Name: string;
  mt5Login: string;
  mt5Server: string;
  balance: string | null;
  equity: string | null;
  linkedBy: string | null;
  purchaseId: string | null;
  /** Opens frozen for this reason (a payment dispute of the purchase is open); null: not frozen. */
  frozen: FreezeReason | null;
}

/**
 * Inserts an open account; the partial unique indexes refuse a second open one per user or MT5 account.
 * Its history begins where the MT5 account's previous link ended (every earlier link is closed).
 */
export function insertTradingAccount(db: Db, account: NewTradingAccount, now: Date): Promise<TradingAccountRow> {
  return db
    .insertInto('trading_accounts')
    .values({
      user_id: account.userId,
      mt5_account_id: account.mt5AccountId,
      funding_balance: account.fundingBalance,
      account_type: account.accountType,
      mt5_name: account.mt5Name,
      mt5_login: account.mt5Login,
      mt5_server: account.mt5Server,
      last_balance: account.balance,
      last_equity: account.equity,
      last_snapshot_at: account.balance === null ? null : now,
      linked_by: account.linkedBy,
      purchase_id: account.purchaseId,
      frozen_reason: account.frozen,
      frozen_at: account.frozen ? now : null,
      history_from: sql<Date | null>`(select max(closed_at) from trading_accounts where mt5_account_id = ${account.mt5AccountId} and status = 'closed')`,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Every open account, whole: the links and what the simulator restores at a start. */
export function listOpenAccounts(db: Db): Promise<TradingAccountRow[]> {
  return db.selectFrom('trading_accounts').selectAll().where('status', '<>', 'closed').execute();
}

/** The columns a link is made of (domain/account-link.ts). */
const LINK_COLUMNS = [
  'id',
  'user_id',
  'mt5_account_id',
  'funding_balance',
  'status',
  'account_type',
  'history_from',
  'frozen_reason',
  'frozen_at',
] as const;
export type LinkRow = Pick<TradingAccountRow, (typeof LINK_COLUMNS)[number]>;

/**
 * Every open account's link columns alone, for the links' periodic repair, which reads every open
 * account once a minute on the leader's event loop: the MT5 figures, names and dates of the whole
 * rows are parsed for nothing there (bench/equity-feed).
 */
export function listOpenLinks(db: Db): Promise<LinkRow[]> {
  return db.selectFrom('trading_accounts').select(LINK_COLUMNS).where('status', '<>', 'closed').execute();
}

/** Every MT5 account id ever linked, open or closed. */
export async function listLinkedMt5Ids(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('trading_accounts').select('mt5_account_id').distinct().execute();
  return rows.map((row) => row.mt5_account_id);
}

/** Where the user's open account's journal reads: its MT5 account, from its holder's first day. */
export async function findOpenJournalScope(
  db: Db,
  userId: string,
): Promise<{ mt5AccountId: string; since: Date | null } | undefined> {
  const row = await db
    .selectFrom('trading_accounts')
    .select(['mt5_account_id', 'history_from'])
    .where('user_id', '=', userId)
    .where('status', '<>', 'closed')
    .executeTakeFirst();
  return row && { mt5AccountId: row.mt5_account_id, since: row.history_from };
}

/** The user's open account, locked until the transaction ends. */
export function findOpenAccountForUpdate(trx: Transaction<AccountsDb>, userId: string) {
  return trx
    .selectFrom('trading_accounts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '<>', 'closed')
    .forUpdate()
    .executeTakeFirst();
}

/** The one open account among these (the accounts of a purchase's chain), locked until the transaction ends. */
export async function findOpenAccountAmong(
  trx: Transaction<AccountsDb>,
  accountIds: string[],
): Promise<TradingAccountRow | undefined> {
  if (accountIds.length === 0) return undefined;
  return trx
    .selectFrom('trading_accounts')
    .selectAll()
    .where('id', 'in', accountIds)
    .where('status', '<>', 'closed')
    .forUpdate()
    .executeTakeFirst();
}

export interface LastFigures {
  balance: string;
  equity: string;
}

/** Closes an open account, keeping it (and its last MT5 figures) as history. */
export function closeTradingAccount(
  db: Db,
  accountId: string,
  reason: ClosedReason,
  figures: LastFigures | null,
  now: Date,
): Promise<TradingAccountRow | undefined> {
  return db
    .updateTable('trading_accounts')
    .set({
      status: 'closed',
      closed_at: now,
      closed_reason: reason,
      updated_at: now,
      ...(figures && { last_balance: figures.balance, last_equity: figures.equity, last_snapshot_at: now }),
    })
    .where('id', '=', accountId)
    .where('status', '<>', 'closed')
    .returningAll()
    .executeTakeFirst();
}

/** Marks the open account of this MT5 account and user breached, if it is active. */
export function markBreached(
  db: Db,
  mt5AccountId: string,
  userId: string,
  now: Date,
): Promise<TradingAccountRow | undefined> {
  return db
    .updateTable('trading_accounts')
    .set({ status: 'breached', breached_at: now, updated_at: now })
    .where('mt5_account_id', '=', mt5AccountId)
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .returningAll()
    .executeTakeFirst();
}

/** Makes the breached account of this id active again (a reversed breach), if it is still breached. */
export function markReinstated(db: Db, accountId: string, now: Date): Promise<TradingAccountRow | undefined> {
  return db
    .updateTable('trading_accounts')
    .set({ status: 'active', breached_at: null, updated_at: now })
    .where('id', '=', accountId)
    .where('status', '=', 'breached')
    .returningAll()
    .executeTakeFirst();
}

/** Freezes an open account for a reason, or lifts its freeze (null); undefined when that changed nothing. */
export function setFreeze(
  db: Db,
  accountId: string,
  reason: FreezeReason | null,
  now: Date,
): Promise<TradingAccountRow | undefined> {
  return db
    .updateTable('trading_accounts')
    .set({ frozen_reason: reason, frozen_at: reason ? now : null, updated_at: now })
    .where('id', '=', accountId)
    .where('status', '<>', 'closed')
    .where(sql<boolean>`frozen_reason is distinct from ${reason}`)
    .returningAll()
    .executeTakeFirst();
}

export interface FiguresUpdate extends LastFigures {
  accountId: string;
  at: Date;
}

/**
 * Writes the latest MT5 figures of many open accounts in one statement. The rows go as four arrays
 * unnested by PostgreSQL, not as a VALUES list of four parameters each: building and binding 4,000
 * parameters a statement cost accounts half as much CPU again (bench/equity-feed).
 */
export async function saveLastFigures(db: Db, updates: FiguresUpdate[]): Promise<void> {
  if (updates.length === 0) return;
  const column = <T>(of: (update: FiguresUpdate) => T) => updates.map(of);
  await sql`
    update trading_accounts as t
    set last_balance = v.balance, last_equity = v.equity, last_snapshot_at = v.at
    from unnest(
      ${column((update) => update.accountId)}::uuid[],
      ${column((update) => update.balance)}::numeric[],
      ${column((update) => update.equity)}::numeric[],
      ${column((update) => update.at.toISOString())}::timestamptz[]
    ) as v(id, balance, equity, at)
    where t.id = v.id and t.status <> 'closed'`.execute(db);
}
