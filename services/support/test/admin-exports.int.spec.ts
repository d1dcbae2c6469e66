import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRecordsAbout } from '@prop/service-kit/testing/audit-records';
import { parseCsv } from '@prop/service-kit/testing/csv-download';
import { TICKET_CSV_COLUMNS } from '../src/domain/ticket-csv.ts';
import { startSupport, type TestSupport } from './helper.ts';

describe('support tickets as CSV', () => {
  let support: TestSupport;
  let admin: Record<string, string>;
  beforeAll(async () => {
    support = await startSupport();
    admin = support.callerHeaders('admin');
  });
  afterAll(() => support.close());

  const download = (headers = admin) =>
    support.app.inject({ method: 'GET', url: '/api/admin/support/tickets?format=csv', headers });

  it('downloads the tickets not closed, newest first, with replies and the first staff answer; audited', async () => {
    const trader = support.callerHeaders('trader');
    const first = await support.fileTicket(trader, { subject: '=IMPORTXML("http://x")' });
    const answered = await support.fileTicket(trader, { subject: 'Payout question' });
    const closed = await support.fileTicket(trader, { subject: 'Closed and gone' });
    await support.app.inject({
      method: 'POST',
      url: `/api/admin/support/tickets/${answered.id}/reply`,
      headers: admin,
      payload: { message: 'On its way' },
    });
    await support.app.inject({
      method: 'PATCH',
      url: `/api/admin/support/tickets/${closed.id}/close`,
      headers: admin,
      payload: {},
    });

    const response = await download();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="tickets-\d{4}-\d{2}-\d{2}\.csv"/);
    const { header, rows } = parseCsv(response.body);
    expect(header).toEqual(TICKET_CSV_COLUMNS.map((column) => column.header));
    expect(rows.map((row) => row['Ticket ID'])).toEqual([answered.id, first.id]);
    expect(rows[0]).toMatchObject({
      Subject: 'Payout question',
      'User ID': trader['x-user-id'],
      Replies: '1',
      'First staff reply at (UTC)': expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(rows[1]).toMatchObject({
      Subject: `'=IMPORTXML("http://x")`,
      Status: 'open',
      Replies: '0',
      'First staff reply at (UTC)': '',
    });

    expect(await auditRecordsAbout(support.deps.db, 'tickets')).toEqual([
      {
        actorId: admin['x-user-id'],
        action: 'table.exported',
        target: { type: 'export', id: 'tickets' },
        before: null,
        after: { table: 'tickets', filters: {}, rows: 2 },
        requestId: expect.any(String),
      },
    ]);
    expect((await download(trader)).statusCode).toBe(403);
  });
});
