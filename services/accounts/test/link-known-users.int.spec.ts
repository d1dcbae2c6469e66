import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userDeleted } from '@prop/contracts/events/identity';
import { type AccountsHarness, startAccounts, waitFor } from './helper.ts';

describe('linking an MT5 account to a trader identity knows', () => {
  let accounts: AccountsHarness;
  beforeAll(async () => {
    accounts = await startAccounts({ SIM_ACCOUNTS: '6' });
  });
  afterAll(() => accounts.close());

  const linkDirectly = (userId: string, mt5AccountId: string) =>
    accounts.post('/api/admin/link-mt5', accounts.admin, { userId, mt5AccountId, fundingBalance: '10000' });
  const openAccounts = async (mt5AccountId: string) =>
    accounts.deps.db
      .selectFrom('trading_accounts')
      .select('id')
      .where('mt5_account_id', '=', mt5AccountId)
      .where('status', '!=', 'closed')
      .execute();

  const copied = async (userId: string) =>
    (await accounts.deps.db.selectFrom('known_users').select('id').where('id', '=', userId).executeTakeFirst()) !==
    undefined;

  it('given a user id identity never registered, when an admin links it, then 404 and no account opens', async () => {
    const mt5 = await accounts.freeMt5Account();

    const response = await linkDirectly(randomUUID(), mt5.id);

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'User not found' });
    expect(await openAccounts(mt5.id)).toEqual([]);
    expect((await accounts.freeMt5Account()).id).toBe(mt5.id);
  });

  it('given a registration the copy has not taken in yet, when an admin links the trader, then the link waits for it', async () => {
    const userId = randomUUID();
    const mt5 = await accounts.freeMt5Account();

    // The copy cannot write while the table is locked: the registration stays on its way.
    let linking: ReturnType<typeof linkDirectly> | undefined;
    await accounts.deps.db.transaction().execute(async (trx) => {
      await sql`lock table known_users in exclusive mode`.execute(trx);
      await accounts.registerUser(userId);
      linking = linkDirectly(userId, mt5.id);
      await sleep(500);
    });
    const response = await linking;

    expect(response?.statusCode).toBe(200);
    expect(response?.json()).toMatchObject({ message: 'MT5 account linked' });
  });

  it('given a copy that stays behind, when an admin links a trader it lacks, then 503 asks to try again', async () => {
    const userId = randomUUID();
    const mt5 = await accounts.freeMt5Account();

    const response = await accounts.deps.db.transaction().execute(async (trx) => {
      await sql`lock table known_users in exclusive mode`.execute(trx);
      await accounts.registerUser(userId);
      return linkDirectly(userId, mt5.id);
    });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      message: 'The list of users is still being updated. Please try again in a moment.',
    });
    expect(await openAccounts(mt5.id)).toEqual([]);
  });

  it('given a trader identity deleted, when an admin links them, then 404', async () => {
    const userId = randomUUID();
    await accounts.registerUser(userId);
    await waitFor(async () => (await copied(userId)) === true);
    await accounts.publishEvent(userDeleted, { userId, deletedBy: accounts.adminId });
    await waitFor(async () => (await copied(userId)) === false);
    const mt5 = await accounts.freeMt5Account();

    const response = await linkDirectly(userId, mt5.id);

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'User not found' });
  });
});
