// Gives the demo trader a live simulated MT5 account under `npm start`, through the same admin API
// the back office uses, so the dashboard moves from the first sign-in. Does nothing once linked.

async function call(url, path, options = {}) {
  const response = await fetch(`${url}${path}`, {
    ...options,
    headers: { ...(options.body ? { 'content-type': 'application/json' } : {}), ...options.headers },
  });
  if (!response.ok) throw new Error(`${options.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

export async function linkDemoTrader(url, credentials) {
  const login = await call(url, '/api/admin/login', {
    method: 'POST',
    body: JSON.stringify({ email: credentials.SEED_ADMIN_EMAIL, password: credentials.SEED_ADMIN_PASSWORD }),
  });
  const cookie = login.headers.get('set-cookie').split(';')[0];
  const headers = { cookie };
  const search = encodeURIComponent(credentials.SEED_TRADER_EMAIL);
  const [trader] = await (await call(url, `/api/admin/users?search=${search}`, { headers })).json();
  if (!trader) return 'no demo trader';
  const existing = await fetch(`${url}/api/admin/user/account/${trader.id}`, { headers });
  if (existing.ok) return 'already linked';
  const accounts = await (await call(url, '/api/admin/mt5-accounts', { headers })).json();
  const free = accounts.find((account) => !account.linkedUserId);
  if (!free) return 'no free MT5 account';
  await call(url, '/api/admin/link-mt5', {
    method: 'POST',
    headers,
    body: JSON.stringify({ userId: trader.id, mt5AccountId: free.id, fundingBalance: '10000' }),
  });
  await call(url, '/api/admin/logout', { method: 'POST', headers });
  return `linked ${free.login}`;
}
