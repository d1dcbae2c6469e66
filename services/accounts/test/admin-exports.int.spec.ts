import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRecordsAbout } from '@prop/service-kit/testing/audit-records';
import { parseCsv } from '@prop/service-kit/testing/csv-download';
import { MT5_CSV_COLUMNS } from '../src/domain/mt5-csv.ts';
import { accountInformation, metaApiAccount, startFakeMetaApi } from './fake-metaapi.ts';
import { type AccountsHarness, startAccounts, waitFor } from './helper.ts';

describe('MT5 accounts as CSV', () => {
  let fake: Awaited<ReturnType<typeof startFakeMetaApi>>;
  let accounts: AccountsHarness;
  beforeAll(async () => {
    fake = await startFakeMetaApi();
    fake.accounts.push(
      metaApiAccount('meta-1', { login: '7001', name: '=HYPERLINK("http://x")' }),
      metaApiAccount('meta-2', { login: '7002', name: 'Spare', connectionStatus: 'DISCONNECTED' }),
    );
    fake.information.set('meta-1', accountInformation({ balance: 25000, equity: 25310.256, margin: 0, leverage: 30 }));
    accounts = await startAccounts({
      METAAPI_TOKEN: 'token',
      METAAPI_PROVISIONING_URL: fake.url,
      METAAPI_CLIENT_URL: fake.url,
      METAAPI_POLL_MS: '200',
    });
    await waitFor(async () => {
      const list = (await accounts.get('/api/admin/mt5-accounts', accounts.admin)).json();
      return list.find((entry: { id: string; accountInfo: unknown }) => entry.id === 'meta-1' && entry.accountInfo);
    });
  });
  afterAll(async () => {
    await accounts.close();
    await fake.close();
  });

  it('downloads every MT5 account in the list order with its holder, figures to the cent and defused text; audited', async () => {
    const userId = randomUUID();
    expect((await accounts.link(userId, 'meta-1', '25000')).statusCode).toBe(200);

    const response = await accounts.get('/api/admin/mt5-accounts?format=csv', accounts.admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="mt5-accounts-\d{4}-\d{2}-\d{2}\.csv"/);
    const { header, rows } = parseCsv(response.body);
    expect(header).toEqual(MT5_CSV_COLUMNS.map((column) => column.header));
    expect(rows).toEqual([
      expect.objectContaining({
        'MT5 account ID': 'meta-1',
        Login: '7001',
        Name: `'=HYPERLINK("http://x")`,
        Connection: 'CONNECTED',
        'Linked user ID': userId,
        'Trading account ID': expect.stringMatching(/^[0-9a-f-]{36}$/),
        'Account status': 'active',
        'Funding balance': '25000',
        Currency: 'USD',
        Balance: '25000.00',
        Equity: '25310.26',
        Margin: '0.00',
        Leverage: '30',
        'Figures at (UTC)': expect.stringMatching(/Z$/),
      }),
      expect.objectContaining({
        'MT5 account ID': 'meta-2',
        Connection: 'DISCONNECTED',
        'Linked user ID': '',
        Equity: '',
      }),
    ]);

    expect(await auditRecordsAbout(accounts.deps.db, 'mt5-accounts')).toEqual([
      {
        actorId: accounts.admin['x-user-id'],
        action: 'table.exported',
        target: { type: 'export', id: 'mt5-accounts' },
        before: null,
        after: { table: 'mt5-accounts', filters: {}, rows: 2 },
        requestId: expect.any(String),
      },
    ]);
    const trader = await accounts.get('/api/admin/mt5-accounts?format=csv', accounts.trader(userId));
    expect(trader.statusCode).toBe(403);
  });
});
