import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userDeleted, userRegistered, userUpdated } from '@prop/contracts/events/identity';
import { auditRecordsAbout } from '@prop/service-kit/testing/audit-records';
import { eventually, startRisk, type TestAccount, type TestRisk } from './helper.ts';

describe('admin breach handling', () => {
  let risk: TestRisk;
  let admin: Record<string, string>;
  let adminId: string;
  beforeAll(async () => {
    risk = await startRisk();
    adminId = randomUUID();
    admin = risk.callerHeaders('admin', adminId);
  });
  afterAll(() => risk.close());

  let clock = Date.now() - 120_000;
  /** The next update, a second after the previous one. */
  const next = (equity: number) => {
    clock += 1000;
    return { at: new Date(clock), equity };
  };

  async function breachedAccount(firstName: string): Promise<{ account: TestAccount; breachId: string }> {
    const account = await risk.linkAccount('10000');
    await risk.publishEvent(userRegistered, {
      userId: account.userId,
      email: `${firstName.toLowerCase()}@example.com`,
      firstName,
      lastName: 'Lovelace',
      country: null,
    });
    await risk.publishUpdates(account, [next(10000), next(9700), next(9460)]);
    const [row] = await eventually(async () => {
      const rows = await risk.breachRows(account.accountId);
      if (rows.length === 0) throw new Error('no breach yet');
      return rows;
    });
    return { account, breachId: row?.id ?? '' };
  }

  const list = () => risk.app.inject({ method: 'GET', url: '/api/admin/drawdown-breaches', headers: admin });
  const resolve = (payload: object, headers = admin) =>
    risk.app.inject({ method: 'POST', url: '/api/admin/resolve-breach', headers, payload });
  const remove = (id: string, headers = admin) =>
    risk.app.inject({ method: 'DELETE', url: `/api/admin/drawdown-breaches/${id}`, headers });
  const evidence = (id: string, headers = admin) =>
    risk.app.inject({ method: 'GET', url: `/api/admin/drawdown-breaches/${id}/evidence`, headers });

  it('given a breach, when an admin lists active breaches, then it shows in the spec shape with the trader named', async () => {
    // given
    const { account, breachId } = await breachedAccount('Ada');

    // when / then
    await eventually(async () => {
      const found = (await list()).json().find((breach: { id: string }) => breach.id === breachId);
      expect(found).toEqual({
        id: breachId,
        breachPercentage: 5.4,
        initialDeposit: 10000,
        currentEquity: 9460,
        breachedAt: new Date(clock).toISOString(),
        mt5AccountId: account.mt5AccountId,
        userFirstName: 'Ada',
        userLastName: 'Lovelace',
        userEmail: 'ada@example.com',
        rule: 'max_drawdown',
        reversal: null,
      });
    });
  });

  it('given a breach, when the trader renames and then is deleted in identity, then the list follows and forgets the name', async () => {
    // given
    const { account, breachId } = await breachedAccount('Ada');
    const shown = async () => (await list()).json().find((breach: { id: string }) => breach.id === breachId);

    // when / then
    await risk.publishEvent(userUpdated, {
      userId: account.userId,
      email: 'augusta@example.com',
      firstName: 'Augusta',
      lastName: 'King',
      country: null,
    });
    await eventually(async () =>
      expect(await shown()).toMatchObject({
        userFirstName: 'Augusta',
        userLastName: 'King',
        userEmail: 'augusta@example.com',
      }),
    );
    await risk.publishEvent(userDeleted, { userId: account.userId, deletedBy: adminId });
    await eventually(async () =>
      expect(await shown()).toMatchObject({ userFirstName: '', userLastName: '', userEmail: '' }),
    );
  });

  it('given a breach, when an admin reads its evidence, then the triggering update and the equity before it are there', async () => {
    // given
    const { account, breachId } = await breachedAccount('Grace');

    // when
    const response = await evidence(breachId);

    // then
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: breachId,
      status: 'active',
      rule: 'max_drawdown',
      accountId: account.accountId,
      userId: account.userId,
      breachPercentage: 5.4,
      initialDeposit: 10000,
      breachEquity: 9500,
      dayStartValue: null,
      trigger: { at: new Date(clock).toISOString(), equity: 9460, balance: 9460 },
      windowSeconds: 300,
    });
    expect(body.series.map((point: { equity: number }) => point.equity)).toEqual([10000, 9700, 9460]);
  });

  it('given a breach, when an admin resolves it with notes, then it leaves the active list, keeps who/when/notes and BreachResolved is published', async () => {
    // given
    const { account, breachId } = await breachedAccount('Edsger');
    const resolvedBefore = await risk.eventCount('risk.breach.resolved');

    // when
    const response = await resolve({ breachId, adminNotes: 'Confirmed with the trader' });

    // then
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: breachId,
      status: 'resolved',
      resolvedBy: adminId,
      adminNotes: 'Confirmed with the trader',
    });
    expect((await list()).json().map((breach: { id: string }) => breach.id)).not.toContain(breachId);
    const [row] = await risk.breachRows(account.accountId);
    expect(row).toMatchObject({ status: 'resolved', resolved_by: adminId, admin_notes: 'Confirmed with the trader' });
    expect(row?.resolved_at).toBeInstanceOf(Date);
    expect(await risk.eventCount('risk.breach.resolved')).toBe(resolvedBefore + 1);
    const events = await risk.eventsOf('risk.breach.resolved');
    expect(events.at(-1)).toMatchObject({
      breachId,
      userId: account.userId,
      resolution: 'resolved',
      resolvedBy: adminId,
    });

    // and resolving again is refused
    const again = await resolve({ breachId });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Breach already resolved' });

    // and the resolution, not the refused retry, is in the audit log once
    expect(await auditRecordsAbout(risk.deps.db, breachId)).toEqual([
      {
        actorId: adminId,
        action: 'breach.resolved',
        target: { type: 'breach', id: breachId },
        before: { status: 'active', adminNotes: null },
        after: { status: 'resolved', adminNotes: 'Confirmed with the trader' },
        requestId: expect.any(String),
      },
    ]);
  });

  it('given a resolved breach, when the account stays under water, then no new breach; when it recovers and sinks again, then a new one', async () => {
    // given
    const { account, breachId } = await breachedAccount('Barbara');
    await resolve({ breachId });

    // when: still 5.4% down, an update later than the resolution
    await risk.publishUpdates(account, [{ at: new Date(Date.now() + 1000), equity: 9460 }]);
    await risk.judgedAt(account, 5.4);

    // then
    expect(await risk.breachRows(account.accountId)).toHaveLength(1);

    // when: back above the line, then below it again
    await risk.publishUpdates(account, [
      { at: new Date(Date.now() + 2000), equity: 9800 },
      { at: new Date(Date.now() + 3000), equity: 9400 },
    ]);
    await risk.judgedAt(account, 6);

    // then
    const rows = await eventually(async () => {
      const found = await risk.breachRows(account.accountId);
      if (found.length < 2) throw new Error('no second breach yet');
      return found;
    });
    expect(rows.map((row) => row.status).sort()).toEqual(['active', 'resolved']);
  });

  it('given a breach, when an admin deletes it, then it is gone from the list and its evidence, and a second delete is 404', async () => {
    // given
    const { breachId } = await breachedAccount('Alan');

    // when
    const response = await remove(breachId);

    // then
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Breach deleted' });
    expect((await list()).json().map((breach: { id: string }) => breach.id)).not.toContain(breachId);
    expect((await evidence(breachId)).statusCode).toBe(404);
    expect((await remove(breachId)).statusCode).toBe(404);
    expect((await resolve({ breachId })).json()).toEqual({ message: 'Breach not found' });
    expect(await auditRecordsAbout(risk.deps.db, breachId)).toEqual([
      {
        actorId: adminId,
        action: 'breach.deleted',
        target: { type: 'breach', id: breachId },
        before: { status: 'active' },
        after: { status: 'deleted' },
        requestId: expect.any(String),
      },
    ]);
  });

  it('given a resolved breach, when an admin deletes it, then both actions are audited in order and nothing more is published', async () => {
    // given
    const { breachId } = await breachedAccount('Frances');
    expect((await resolve({ breachId })).statusCode).toBe(200);
    const resolvedBefore = await risk.eventCount('risk.breach.resolved');

    // when
    const response = await remove(breachId);

    // then
    expect(response.statusCode).toBe(200);
    expect(await risk.eventCount('risk.breach.resolved')).toBe(resolvedBefore);
    expect(await auditRecordsAbout(risk.deps.db, breachId)).toMatchObject([
      { actorId: adminId, action: 'breach.resolved', after: { status: 'resolved', adminNotes: null } },
      { actorId: adminId, action: 'breach.deleted', before: { status: 'resolved' }, after: { status: 'deleted' } },
    ]);
  });

  it('given unknown or malformed ids, then 404 or 400', async () => {
    expect((await resolve({ breachId: randomUUID() })).statusCode).toBe(404);
    expect((await resolve({ breachId: 'not-a-uuid' })).statusCode).toBe(400);
    expect((await remove(randomUUID())).statusCode).toBe(404);
    expect((await evidence('not-a-uuid')).statusCode).toBe(400);
  });

  it("given a trader, when they call any admin breach route, even for their own breach's evidence, then 403; without a session 401", async () => {
    // given
    const { account, breachId } = await breachedAccount('Mallory');
    const trader = risk.callerHeaders('trader', account.userId);
    const otherTrader = risk.callerHeaders('trader');

    // when
    const answers = await Promise.all([
      risk.app.inject({ method: 'GET', url: '/api/admin/drawdown-breaches', headers: trader }),
      resolve({ breachId }, trader),
      remove(breachId, trader),
      evidence(breachId, trader),
      evidence(breachId, otherTrader),
    ]);
    const anonymous = await evidence(breachId, {});

    // then
    expect(answers.map((answer) => answer.statusCode)).toEqual([403, 403, 403, 403, 403]);
    expect(anonymous.statusCode).toBe(401);
    expect(await risk.breachRows(account.accountId)).toMatchObject([{ status: 'active' }]);
    expect(await auditRecordsAbout(risk.deps.db, breachId)).toEqual([]);
  });
});
