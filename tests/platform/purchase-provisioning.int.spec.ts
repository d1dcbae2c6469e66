import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchaseApproved } from '../../packages/contracts/src/events/billing.ts';
import { streamNameFor } from '../../packages/service-kit/src/nats.ts';
import { publishEvent } from '../../packages/service-kit/src/testing/publish-event.ts';
// The real gateway, billing and accounts apps, used as they are: this file checks the path of a
// purchase from the trader's submit through the admin's decision and billing's outbox to the
// account accounts provisions, and who may see the purchase on the way.
import { startGateway, type TestGateway } from '../../gateway/test/support/gateway.ts';
import { openAppSocket, type TestSocket } from '../../gateway/test/support/ws-client.ts';
import { type AccountsHarness, startAccounts, waitFor } from '../../services/accounts/test/helper.ts';
import { startBilling, type TestBilling } from '../../services/billing/test/helper.ts';

const TIER_25K = { tierId: '25k', amount: 25000, price: 249 };
const TIER_100K = { tierId: '100k', amount: 100000, price: 599 };

describe('buying a funded account across billing, accounts and the gateway', () => {
  let billing: TestBilling;
  let accounts: AccountsHarness;
  let gateway: TestGateway;
  let gatewayUrl: string;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    billing = await startBilling();
    const billingUrl = await billing.app.listen({ host: '127.0.0.1', port: 0 });
    // accounts keeps its own schema but shares billing's namespace, so it consumes billing's stream
    accounts = await startAccounts({ NAMESPACE: billing.namespace, SIM_ACCOUNTS: '2' });
    const accountsUrl = await accounts.app.listen({ host: '127.0.0.1', port: 0 });
    gateway = await startGateway({ NAMESPACE: billing.namespace, BILLING_URL: billingUrl, ACCOUNTS_URL: accountsUrl });
    gatewayUrl = await gateway.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    for (const { socket } of sockets) socket.terminate();
    await gateway?.close();
    await accounts?.close();
    await billing?.close();
  });

  async function signIn(role: 'trader' | 'admin') {
    const { cookie, session } = await gateway.signIn(role);
    const client = await openAppSocket(gatewayUrl, role, cookie);
    sockets.push(client);
    const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
      gateway.app.inject({ method, url, headers: { cookie }, payload });
    return { ...client, userId: session.userId, call };
  }
  type Caller = Awaited<ReturnType<typeof signIn>>;

  async function buy(trader: Caller, tier = TIER_25K): Promise<{ id: string; transactionId: string }> {
    const response = await trader.call('POST', '/api/purchase/funding-account', tier);
    expect(response.statusCode).toBe(201);
    return response.json();
  }
  const decide = (admin: Caller, purchaseId: string, status: string) =>
    admin.call('PATCH', `/api/admin/purchases/${purchaseId}`, { status });
  const accountRows = (userId: string) =>
    accounts.deps.db.selectFrom('trading_accounts').selectAll().where('user_id', '=', userId).execute();
  const provisionOf = (purchaseId: string) =>
    accounts.deps.db.selectFrom('provisions').selectAll().where('purchase_id', '=', purchaseId).executeTakeFirst();
  /** Until billing's outbox is on the stream and accounts has taken and settled every approved event in it. */
  async function accountsCaughtUp() {
    await billing.eventCount(purchaseApproved.subject);
    const stream = streamNameFor(billing.namespace, 'billing');
    await waitFor(async () => {
      const consumer = await accounts.deps.nats.jsm.consumers.info(stream, 'accounts-purchase-approved');
      return consumer.num_pending === 0 && consumer.num_ack_pending === 0;
    });
  }
  const accountOf = async (trader: Caller) => {
    const response = await trader.call('GET', '/api/account');
    return response.statusCode === 200 ? response.json() : undefined;
  };

  it('gives an approved purchase one account of the tier size, however often it is approved or its event delivered', async () => {
    const admin = await signIn('admin');
    const trader = await signIn('trader');
    const purchase = await buy(trader);
    expect((await trader.call('GET', '/api/account')).statusCode).toBe(404);

    const approvals = await Promise.all([
      decide(admin, purchase.id, 'approved'),
      decide(admin, purchase.id, 'approved'),
    ]);
    expect(approvals.map((response) => response.statusCode)).toEqual([200, 200]);
    expect((await decide(admin, purchase.id, 'pending')).statusCode).toBe(200);
    expect((await decide(admin, purchase.id, 'approved')).statusCode).toBe(200);
    // Stream delivery is at least once: the very event billing relayed reaches accounts a second time.
    expect(await billing.eventCount(purchaseApproved.subject)).toBe(1);
    const relayed = await billing.lastEvent(purchaseApproved.subject);
    if (!relayed) throw new Error('billing relayed no approved event');
    expect(relayed.data).toMatchObject({ purchaseId: purchase.id, userId: trader.userId, amount: 25000 });
    const data = purchaseApproved.data.parse(relayed.data);
    await publishEvent(billing.deps.nats.js, billing.namespace, purchaseApproved, data, { id: relayed.id });
    expect(await billing.eventCount(purchaseApproved.subject)).toBe(2);

    const account = await waitFor(() => accountOf(trader));
    expect(account).toMatchObject({
      status: 'active',
      fundingBalance: '25000',
      accountType: '25k Professional',
      balance: 25000,
    });
    await accountsCaughtUp();
    expect(await accountRows(trader.userId)).toHaveLength(1);
    expect(await provisionOf(purchase.id)).toMatchObject({ status: 'linked', trading_account_id: account.id });
    const history = (await trader.call('GET', '/api/purchase/history')).json();
    expect(history).toMatchObject([{ id: purchase.id, status: 'approved', processedBy: admin.userId }]);
  });

  it("provisions nothing for a purchase marked 'Not Received'", async () => {
    const admin = await signIn('admin');
    const unpaid = await signIn('trader');
    const paid = await signIn('trader');
    const refused = await buy(unpaid, TIER_100K);
    const accepted = await buy(paid, TIER_100K);

    const decided = await decide(admin, refused.id, 'not_received');
    expect(decided.json()).toMatchObject({ status: 'not_received', processedBy: admin.userId });
    // A later approval is consumed in stream order: once its account exists, accounts has seen all before it.
    await decide(admin, accepted.id, 'approved');
    expect(await waitFor(() => accountOf(paid))).toMatchObject({ fundingBalance: '100000' });
    await accountsCaughtUp();

    expect((await unpaid.call('GET', '/api/account')).statusCode).toBe(404);
    expect(await accountRows(unpaid.userId)).toHaveLength(0);
    expect(await provisionOf(refused.id)).toBeUndefined();
  });

  it("never shows a trader another trader's purchases, by reading, paying or listening on /ws", async () => {
    const admin = await signIn('admin');
    const owner = await signIn('trader');
    const other = await signIn('trader');
    const purchase = await buy(owner);

    const created = { type: 'purchase_update', data: { purchaseId: purchase.id, userId: owner.userId } };
    expect(await owner.next()).toMatchObject(created);
    expect(await admin.next()).toMatchObject(created);
    const history = await other.call('GET', '/api/purchase/history');
    expect(history.statusCode).toBe(200);
    expect(history.json()).toEqual([]);
    expect(history.body).not.toContain(purchase.transactionId);
    // Paying it is refused as if it did not exist (card payments are off here; ownership is checked first).
    const checkout = await other.call('POST', `/api/purchase/${purchase.id}/checkout`);
    expect(checkout.statusCode).toBe(404);
    expect(checkout.body).not.toContain(purchase.transactionId);
    // A trader's session is no admin session: the admin list answers as to a stranger.
    expect((await other.call('GET', '/api/admin/purchases')).statusCode).toBe(401);

    // Events reach a socket in publish order: once the other trader has its own purchase's event,
    // it has been offered everything published before it, and none of that was for it.
    const own = await buy(other, TIER_100K);
    expect(await other.next()).toMatchObject({ type: 'purchase_update', data: { purchaseId: own.id } });
    expect(other.messages).toHaveLength(1);
  });
});
