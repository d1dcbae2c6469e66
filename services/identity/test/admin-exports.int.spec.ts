import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRecordsAbout } from '@prop/service-kit/testing/audit-records';
import { parseCsv } from '@prop/service-kit/testing/csv-download';
import { USER_CSV_COLUMNS } from '../src/domain/user-csv.ts';
import { startIdentity } from './helper.ts';

describe('admin users and KYC as CSV', () => {
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  let admin: Record<string, string>;
  let adminId: string;
  beforeAll(async () => {
    identity = await startIdentity();
    admin = await identity.adminHeaders();
    adminId = (await identity.app.inject({ method: 'GET', url: '/api/admin/me', headers: admin })).json().id;
  });
  afterAll(() => identity.close());

  const get = (url: string) => identity.app.inject({ method: 'GET', url, headers: admin });

  it('downloads every user matching the search, formulas defused, and audits who exported what', async () => {
    const { registration, user } = await identity.registerAndLogin({
      firstName: '=HYPERLINK("x")',
      lastName: 'Exportova',
    });
    await identity.registerAndLogin({ firstName: 'Other', lastName: 'Person' });

    const response = await get('/api/admin/users?search=exportova&format=csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/);
    const { header, rows } = parseCsv(response.body);
    expect(header).toEqual(USER_CSV_COLUMNS.map((column) => column.header));
    expect(rows).toEqual([
      expect.objectContaining({
        'User ID': user.id,
        Email: registration.email,
        'First name': `'=HYPERLINK("x")`,
        'Last name': 'Exportova',
        'KYC status': 'pending',
        'Email verified': 'false',
        'MT5 account ID': '',
        'Registered at (UTC)': expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      }),
    ]);

    expect(await auditRecordsAbout(identity.deps.db, 'users')).toEqual([
      {
        actorId: adminId,
        action: 'table.exported',
        target: { type: 'export', id: 'users' },
        before: null,
        after: { table: 'users', filters: { search: 'exportova' }, rows: 1 },
        requestId: expect.any(String),
      },
    ]);
  });

  it('downloads all users without a search, in the order of the JSON list, and keeps JSON the default', async () => {
    const json = await get('/api/admin/users');
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    const { rows } = parseCsv((await get('/api/admin/users?format=csv')).body);
    expect(rows.map((row) => row['User ID'])).toEqual(json.json().map((user: { id: string }) => user.id));
    expect((await auditRecordsAbout(identity.deps.db, 'users')).at(-1)?.after).toEqual({
      table: 'users',
      filters: {},
      rows: rows.length,
    });
    expect((await get('/api/admin/users?format=xlsx')).statusCode).toBe(400);
  });

  it('downloads the KYC queue with each decision, and refuses traders', async () => {
    const { user, headers } = await identity.registerAndLogin({ lastName: '@Rejected' });
    await identity.app.inject({
      method: 'PUT',
      url: `/api/admin/kyc/${user.id}`,
      headers: admin,
      payload: { status: 'rejected', reason: '-blurry scan' },
    });
    const { header, rows } = parseCsv((await get('/api/admin/kyc?format=csv')).body);
    expect(header).toContain('Rejection reason');
    expect(rows.find((row) => row['User ID'] === user.id)).toMatchObject({
      'Last name': `'@Rejected`,
      Status: 'rejected',
      'Rejection reason': `'-blurry scan`,
    });
    expect((await auditRecordsAbout(identity.deps.db, 'kyc')).at(-1)).toMatchObject({
      action: 'table.exported',
      after: { table: 'kyc', filters: {}, rows: rows.length },
    });
    const trader = await identity.app.inject({ method: 'GET', url: '/api/admin/kyc?format=csv', headers });
    expect(trader.statusCode).toBe(403);
  });
});
