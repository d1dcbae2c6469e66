import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditLogPage } from '@prop/contracts/audit';
import { parseCsv } from '@prop/service-kit/testing/csv-download';
import { insertEntry } from '../src/db/audit-entries.ts';
import { AUDIT_CSV_COLUMNS } from '../src/domain/audit-csv.ts';
import { startAudit, type TestAudit } from './helper.ts';

describe('the audit log as CSV', () => {
  let audit: TestAudit;
  const adminId = randomUUID();
  let admin: Record<string, string>;
  beforeAll(async () => {
    audit = await startAudit();
    admin = audit.callerHeaders('admin', adminId);
  });
  afterAll(() => audit.close());

  /** An entry as the consumer stores it from a service's event. */
  const stored = (targetId: string, at: string, after: Record<string, unknown>) =>
    insertEntry(audit.deps.db, {
      id: randomUUID(),
      service: 'payouts',
      at,
      record: {
        actorId: adminId,
        action: 'withdrawal.decided',
        target: { type: 'withdrawal', id: targetId },
        before: { status: 'pending' },
        after,
        requestId: `req-${at}`,
      },
    });

  it('downloads every entry the filters match, newest first, states as JSON, formulas defused, and logs the export itself', async () => {
    const targetId = `@target-${randomUUID()}`;
    await stored(targetId, '2026-06-01T10:00:00.000Z', { status: 'approved', adminNotes: 'Paid, "SEPA"' });
    await stored(targetId, '2026-06-02T10:00:00.000Z', { status: 'approved' });
    await stored(`other-${randomUUID()}`, '2026-06-03T10:00:00.000Z', { status: 'rejected' });

    const url = `/api/admin/audit-log?targetId=${encodeURIComponent(targetId)}&format=csv&limit=1`;
    const response = await audit.app.inject({ method: 'GET', url, headers: admin });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"/);
    const { header, rows } = parseCsv(response.body);
    expect(header).toEqual(AUDIT_CSV_COLUMNS.map((column) => column.header));
    // all of them, not one page of `limit`
    expect(rows.map((row) => row['At (UTC)'])).toEqual(['2026-06-02T10:00:00.000Z', '2026-06-01T10:00:00.000Z']);
    expect(rows[1]).toMatchObject({
      Service: 'payouts',
      'Actor ID': adminId,
      'System actor': '',
      Action: 'withdrawal.decided',
      'Target ID': `'${targetId}`,
      Before: '{"status":"pending"}',
      After: '{"status":"approved","adminNotes":"Paid, \\"SEPA\\""}',
      'Request ID': 'req-2026-06-01T10:00:00.000Z',
    });

    const log = await audit.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log?targetId=audit-log',
      headers: admin,
    });
    expect(log.json<AuditLogPage>().entries).toEqual([
      {
        id: expect.any(String),
        service: 'audit',
        at: expect.any(String),
        actorId: adminId,
        action: 'table.exported',
        target: { type: 'export', id: 'audit-log' },
        before: null,
        after: { table: 'audit-log', filters: { targetId }, rows: 2 },
        requestId: expect.any(String),
      },
    ]);
  });

  it('refuses a trader the CSV', async () => {
    const response = await audit.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log?format=csv',
      headers: audit.callerHeaders('trader'),
    });
    expect(response.statusCode).toBe(403);
  });
});
