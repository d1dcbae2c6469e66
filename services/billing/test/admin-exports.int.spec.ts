import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRecordsAbout } from '@prop/service-kit/testing/audit-records';
import { parseCsv } from '@prop/service-kit/testing/csv-download';
import { PURCHASE_CSV_COLUMNS } from '../src/domain/purchase-csv.ts';
import { startBilling, type TestBilling } from './helper.ts';

describe('purchases as CSV', () => {
  let billing: TestBilling;
  let admin: Record<string, string>;
  beforeAll(async () => {
    billing = await startBilling();
    admin = billing.callerHeaders('admin');
  });
  afterAll(() => billing.close());

  const download = (headers = admin) =>
    billing.app.inject({ method: 'GET', url: '/api/admin/purchases?format=csv', headers });

  it('downloads pending then processed purchases with ids, exact prices, UTC times and defused formulas; audited', async () => {
    const trader = billing.callerHeaders('trader');
    const userId = trader['x-user-id'] as string;
    await billing.deps.db
      .insertInto('known_users')
      .values({
        id: userId,
        email: 'ada@example.com',
        first_name: '-Ada',
        last_name: 'Lovelace',
        changed_at: new Date(),
      })
      .execute();
    const approved = await billing.buy(trader);
    const pending = await billing.buy(trader, { tierId: '10k', amount: 10000, price: 139 });
    expect(
      (await billing.decide(approved.id, admin, { status: 'approved', adminNotes: '@wire seen' })).statusCode,
    ).toBe(200);

    const response = await download();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/filename="purchases-\d{4}-\d{2}-\d{2}\.csv"/);
    const { header, rows } = parseCsv(response.body);
    expect(header).toEqual(PURCHASE_CSV_COLUMNS.map((column) => column.header));
    expect(rows.map((row) => row['Purchase ID'])).toEqual([pending.id, approved.id]);
    expect(rows[0]).toMatchObject({ Status: 'pending', Price: '139.00', 'Processed at (UTC)': '' });
    expect(rows[1]).toMatchObject({
      Status: 'approved',
      'User ID': userId,
      Email: 'ada@example.com',
      'First name': "'-Ada",
      'Tier ID': '25k',
      'Account size': '25000.00',
      Price: '249.00',
      Refunded: '0.00',
      Net: '249.00',
      Currency: 'EUR',
      'Transaction ID': approved.transactionId,
      'Processed by': admin['x-user-id'],
      'Processed at (UTC)': expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      'Admin notes': "'@wire seen",
    });

    expect(await auditRecordsAbout(billing.deps.db, 'purchases')).toEqual([
      {
        actorId: admin['x-user-id'],
        action: 'table.exported',
        target: { type: 'export', id: 'purchases' },
        before: null,
        after: { table: 'purchases', filters: {}, rows: 2 },
        requestId: expect.any(String),
      },
    ]);
  });

  it('refuses a trader, and answers JSON without format', async () => {
    expect((await download(billing.callerHeaders('trader'))).statusCode).toBe(403);
    const json = await billing.app.inject({ method: 'GET', url: '/api/admin/purchases', headers: admin });
    expect(json.json()).toMatchObject({ currency: 'EUR' });
  });
});
