import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRecordsAbout } from '@prop/service-kit/testing/audit-records';
import { parseCsv } from '@prop/service-kit/testing/csv-download';
import { BREACH_CSV_COLUMNS } from '../src/domain/breach-csv.ts';
import { startRisk, type TestRisk } from './helper.ts';

describe('active breaches as CSV', () => {
  let risk: TestRisk;
  beforeAll(async () => {
    risk = await startRisk();
  });
  afterAll(() => risk.close());

  /** A breach as risk records it, against a trader known by name, active unless resolved. */
  async function recordedBreach(lastName: string, triggeredAt: string, status: 'active' | 'resolved' = 'active') {
    const userId = randomUUID();
    await risk.deps.db
      .insertInto('known_users')
      .values({
        id: userId,
        email: `${userId}@example.com`,
        first_name: 'Ada',
        last_name: lastName,
        changed_at: new Date(),
      })
      .execute();
    return risk.deps.db
      .insertInto('breaches')
      .values({
        account_id: randomUUID(),
        user_id: userId,
        mt5_account_id: `meta-${userId.slice(0, 8)}`,
        rule: 'max_drawdown',
        status,
        breach_percentage: '10.25',
        initial_deposit: '10000.00',
        equity: '8975.01',
        balance: '9100.00',
        breach_equity: '8975.01',
        triggered_at: new Date(triggeredAt),
        evidence: JSON.stringify({ windowSeconds: 60, series: [] }),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  it('downloads the active breaches newest first, figures exact, formulas defused, and audits the export', async () => {
    const older = await recordedBreach('=Older', '2026-06-01T08:00:00Z');
    const newer = await recordedBreach('Newer', '2026-06-02T08:00:00Z');
    await recordedBreach('Resolved', '2026-06-03T08:00:00Z', 'resolved');
    const admin = risk.callerHeaders('admin');

    const response = await risk.app.inject({
      method: 'GET',
      url: '/api/admin/drawdown-breaches?format=csv',
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="breaches-\d{4}-\d{2}-\d{2}\.csv"/);
    const { header, rows } = parseCsv(response.body);
    expect(header).toEqual(BREACH_CSV_COLUMNS.map((column) => column.header));
    expect(rows.map((row) => row['Breach ID'])).toEqual([newer.id, older.id]);
    expect(rows[1]).toMatchObject({
      Rule: 'max_drawdown',
      'User ID': older.user_id,
      'Last name': "'=Older",
      'Trading account ID': older.account_id,
      'MT5 account ID': older.mt5_account_id,
      'Breach %': '10.25',
      'Initial deposit': '10000.00',
      Equity: '8975.01',
      'Breached at (UTC)': '2026-06-01T08:00:00.000Z',
    });

    expect(await auditRecordsAbout(risk.deps.db, 'breaches')).toEqual([
      {
        actorId: admin['x-user-id'],
        action: 'table.exported',
        target: { type: 'export', id: 'breaches' },
        before: null,
        after: { table: 'breaches', filters: {}, rows: 2 },
        requestId: expect.any(String),
      },
    ]);
    const trader = risk.callerHeaders('trader');
    const refused = await risk.app.inject({
      method: 'GET',
      url: '/api/admin/drawdown-breaches?format=csv',
      headers: trader,
    });
    expect(refused.statusCode).toBe(403);
  });
});
