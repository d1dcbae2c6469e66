import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRecordsAbout } from '@prop/service-kit/testing/audit-records';
import { parseCsv } from '@prop/service-kit/testing/csv-download';
import { WITHDRAWAL_CSV_COLUMNS } from '../src/domain/withdrawal-csv.ts';
import { bankTransfer, type PayoutsHarness, startPayouts } from './helper.ts';

describe('withdrawal requests as CSV', () => {
  let payouts: PayoutsHarness;
  beforeAll(async () => {
    payouts = await startPayouts({ withAccounts: false, withRisk: false, withIdentity: false });
  });
  afterAll(() => payouts.close());

  /** A stored request as the trader's submission left it, decided or not; its trader known to payouts. */
  async function storedRequest(request: {
    firstName: string;
    amount: string;
    createdAt: string;
    processedAt?: string;
    notes?: string;
  }) {
    const userId = randomUUID();
    const { db } = payouts.deps;
    await db
      .insertInto('known_users')
      .values({
        id: userId,
        email: `${userId}@example.com`,
        first_name: request.firstName,
        last_name: 'Ledger',
        changed_at: new Date(),
      })
      .execute();
    const row = await db
      .insertInto('withdrawal_requests')
      .values({
        user_id: userId,
        status: request.processedAt ? 'approved' : 'pending',
        amount: request.amount,
        profit_share_amount: (Number(request.amount) * 0.6).toFixed(2),
        currency: 'USD',
        bank_details: JSON.stringify(bankTransfer),
        account_id: randomUUID(),
        mt5_account_id: `meta-${userId.slice(0, 8)}`,
        equity: '20000.00',
        funding_balance: '10000.00',
        snapshot_at: new Date(request.createdAt),
        idempotency_key: randomUUID(),
        request_digest: 'digest',
        created_at: new Date(request.createdAt),
        processed_at: request.processedAt ? new Date(request.processedAt) : null,
        processed_by: request.processedAt ? payouts.admin['x-user-id'] : null,
        admin_notes: request.notes ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { userId, id: row.id };
  }

  it('downloads every request, pending oldest first then processed, amounts exact, formulas defused, audited', async () => {
    const older = await storedRequest({ firstName: 'Ada', amount: '1234.57', createdAt: '2026-06-01T10:00:00Z' });
    const newer = await storedRequest({ firstName: '+Grace', amount: '0.10', createdAt: '2026-06-02T10:00:00Z' });
    const paid = await storedRequest({
      firstName: 'Hedy',
      amount: '100.00',
      createdAt: '2026-05-01T10:00:00Z',
      processedAt: '2026-05-03T09:30:00Z',
      notes: '=SUM(A1:A9)',
    });

    const response = await payouts.get('/api/admin/withdrawal-requests?format=csv', payouts.admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/filename="withdrawals-\d{4}-\d{2}-\d{2}\.csv"/);
    const { header, rows } = parseCsv(response.body);
    expect(header).toEqual(WITHDRAWAL_CSV_COLUMNS.map((column) => column.header));
    expect(rows.map((row) => row['Request ID'])).toEqual([older.id, newer.id, paid.id]);
    expect(rows[0]).toMatchObject({
      Status: 'pending',
      'User ID': older.userId,
      'First name': 'Ada',
      Profit: '1234.57',
      'Payout (profit share)': '740.74',
      Currency: 'USD',
      'Payment method': 'Bank transfer',
      'Requested at (UTC)': '2026-06-01T10:00:00.000Z',
      'Processed at (UTC)': '',
    });
    expect(rows[1]).toMatchObject({ 'First name': "'+Grace", Profit: '0.10', 'Payout (profit share)': '0.06' });
    expect(rows[2]).toMatchObject({
      Status: 'approved',
      'Processed by': payouts.admin['x-user-id'],
      'Processed at (UTC)': '2026-05-03T09:30:00.000Z',
      'Admin notes': "'=SUM(A1:A9)",
    });
    expect(response.body).not.toContain(bankTransfer.iban); // the payment details stay out

    expect(await auditRecordsAbout(payouts.deps.db, 'withdrawals')).toEqual([
      {
        actorId: payouts.admin['x-user-id'],
        action: 'table.exported',
        target: { type: 'export', id: 'withdrawals' },
        before: null,
        after: { table: 'withdrawals', filters: {}, rows: 3 },
        requestId: expect.any(String),
      },
    ]);
  });

  it('answers JSON as before, and refuses traders the CSV', async () => {
    const json = await payouts.get('/api/admin/withdrawal-requests', payouts.admin);
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    const trader = await payouts.get(
      '/api/admin/withdrawal-requests?format=csv',
      payouts.callerHeaders('trader', randomUUID()),
    );
    expect(trader.statusCode).toBe(403);
  });
});
