import type { Kysely, Transaction } from 'kysely';
import type { BankDetails, WithdrawalDecision, WithdrawalKind } from '@prop/contracts/withdrawal';
import type { PayoutsDb, WithdrawalRow } from './types.ts';

type Db = Kysely<PayoutsDb> | Transaction<PayoutsDb>;

export interface NewWithdrawal {
  userId: string;
  amount: string;
  profitShareAmount: string;
  currency: string;
  bankDetails: BankDetails;
  accountId: string;
  mt5AccountId: string;
  equity: string;
  fundingBalance: string;
  snapshotAt: Date;
  idempotencyKey: string;
  requestDigest: string;
  createdAt: Date;
}

/** Inserts a pending request; the database refuses a second pending one per user and a reused key. */
export function insertWithdrawal(trx: Transaction<PayoutsDb>, request: NewWithdrawal): Promise<WithdrawalRow> {
  return trx
    .insertInto('withdrawal_requests')
    .values({
      user_id: request.userId,
      amount: request.amount,
      profit_share_amount: request.profitShareAmount,
      currency: request.currency,
      bank_details: JSON.stringify(request.bankDetails),
      account_id: request.accountId,
      mt5_account_id: request.mt5AccountId,
      equity: request.equity,
      funding_balance: request.fundingBalance,
      snapshot_at: request.snapshotAt,
      idempotency_key: request.idempotencyKey,
      request_digest: request.requestDigest,
      created_at: request.createdAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface NewCommissionWithdrawal {
  /** The affiliates service's payout id: the request's id, so a redelivered event adds nothing. */
  payoutId: string;
  userId: string;
  amount: string;
  currency: string;
  createdAt: Date;
}

/**
 * Inserts a pending affiliate_commission request, or nothing when that payout has one already.
 * The whole amount is paid out (share = amount), and the payout id doubles as its idempotency key.
 */
export async function insertCommissionWithdrawal(
  trx: Transaction<PayoutsDb>,
  request: NewCommissionWithdrawal,
): Promise<WithdrawalRow | undefined> {
  return trx
    .insertInto('withdrawal_requests')
    .values({
      id: request.payoutId,
      user_id: request.userId,
      kind: 'affiliate_commission',
      amount: request.amount,
      profit_share_amount: request.amount,
      currency: request.currency,
      bank_details: null,
      account_id: null,
      mt5_account_id: null,
      equity: null,
      funding_balance: null,
      snapshot_at: null,
      idempotency_key: request.payoutId,
      request_digest: 'affiliate_commission',
      created_at: request.createdAt,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function findByIdempotencyKey(db: Db, userId: string, key: string): Promise<WithdrawalRow | undefined> {
  return db
    .selectFrom('withdrawal_requests')
    .selectAll()
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** The trader's request of that kind under review: one of each kind may be pending at a time. */
export function findPendingOfUser(db: Db, userId: string, kind: WithdrawalKind): Promise<WithdrawalRow | undefined> {
  return db
    .selectFrom('withdrawal_requests')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

/** A trader's requests, newest first: of one kind, or of every kind without one. */
export function listWithdrawalsOfUser(db: Db, userId: string, kind?: WithdrawalKind): Promise<WithdrawalRow[]> {
  return db
    .selectFrom('withdrawal_requests')
    .selectAll()
    .where('user_id', '=', userId)
    .$if(kind !== undefined, (query) => query.where('kind', '=', kind as WithdrawalKind))
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/** Locks a request for a decision, so two admins deciding at once are applied one after the other. */
export function lockWithdrawal(trx: Transaction<PayoutsDb>, id: string): Promise<WithdrawalRow | undefined> {
  return trx.selectFrom('withdrawal_requests').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function saveDecision(
  trx: Transaction<PayoutsDb>,
  id: string,
  decision: WithdrawalDecision,
  adminId: string,
  at: Date,
): Promise<WithdrawalRow> {
  return trx
    .updateTable('withdrawal_requests')
    .set({
      status: decision.status,
      admin_notes: decision.adminNotes || null,
      processed_by: adminId,
      processed_at: at,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Records the first of two approvals; the request stays pending. Only a pending request without
 * one takes it, so of two admins approving at once (the row lock orders them) one is the first.
 */
export function saveFirstApproval(
  trx: Transaction<PayoutsDb>,
  id: string,
  decision: WithdrawalDecision,
  adminId: string,
  at: Date,
): Promise<WithdrawalRow> {
  return trx
    .updateTable('withdrawal_requests')
    .set({ first_approved_by: adminId, first_approved_at: at, first_approval_notes: decision.adminNotes || null })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('first_approved_by', 'is', null)
    .returningAll()
    .executeTakeFirstOrThrow();
}
