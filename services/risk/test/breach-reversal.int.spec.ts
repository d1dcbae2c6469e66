import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BREACH_MESSAGES } from '@prop/contracts/breach';
import { auditRecordsAbout } from '@prop/service-kit/testing/audit-records';
import { eventually, startRisk, type TestAccount, type TestRisk } from './helper.ts';

describe('a breach reversed by two admins', () => {
  let risk: TestRisk;
  const first = randomUUID();
  const second = randomUUID();
  beforeAll(async () => {
    risk = await startRisk();
  });
  afterAll(() => risk.close());

  let clock = Date.now() - 120_000;
  const next = (equity: number) => {
    clock += 1000;
    return { at: new Date(clock), equity };
  };
  const breachesOf = (account: TestAccount, count: number) =>
    eventually(async () => {
      const rows = await risk.breachRows(account.accountId);
      if (rows.length < count) throw new Error(`${rows.length} breaches`);
      return rows;
    });
  const ask = (id: string, payload: object, adminId = first) =>
    risk.app.inject({
      method: 'POST',
      url: `/api/admin/drawdown-breaches/${id}/reversal`,
      headers: risk.callerHeaders('admin', adminId),
      payload,
    });
  const approve = (id: string, adminId: string, payload: object = {}) =>
    risk.app.inject({
      method: 'POST',
      url: `/api/admin/drawdown-breaches/${id}/reversal/approve`,
      headers: risk.callerHeaders('admin', adminId),
      payload,
    });

  it('given a breach, when one admin asks and another approves, then it is reversed, announced, audited, and detection re-arms', async () => {
    // given
    const account = await risk.linkAccount('10000');
    await risk.publishUpdates(account, [next(10000), next(9400)]);
    const [breach] = await breachesOf(account, 1);
    const id = breach?.id ?? '';

    // when: the first admin asks, then tries to approve their own request
    expect((await ask(id, { reason: '  ' })).statusCode).toBe(400);
    expect((await approve(id, second)).json()).toMatchObject({ message: BREACH_MESSAGES.noReversal });
    expect((await ask(id, { reason: 'Bad price feed at the open' })).statusCode).toBe(200);
    expect((await ask(id, { reason: 'Again' }, second)).json()).toMatchObject({
      message: BREACH_MESSAGES.reversalPending,
    });
    const own = await approve(id, first);
    expect([own.statusCode, own.json().message]).toEqual([403, BREACH_MESSAGES.secondAdmin]);
    const listed = await risk.app.inject({
      method: 'GET',
      url: '/api/admin/drawdown-breaches',
      headers: risk.callerHeaders('admin', second),
    });
    expect(listed.json().find((row: { id: string }) => row.id === id)?.reversal).toMatchObject({
      requestedBy: first,
      reason: 'Bad price feed at the open',
    });

    // then: a second admin approves
    const approved = await approve(id, second, { notes: 'Upheld' });
    expect([approved.statusCode, approved.json().message]).toEqual([200, BREACH_MESSAGES.reversed]);
    expect((await risk.breachRows(account.accountId))[0]).toMatchObject({
      status: 'reversed',
      reversal_requested_by: first,
      reversed_by: second,
      admin_notes: 'Upheld',
    });
    const [reversed] = await eventually(async () => {
      const found = await risk.eventsOf('risk.breach.reversed');
      if (found.length === 0) throw new Error('not announced yet');
      return found;
    });
    expect(reversed).toMatchObject({
      breachId: id,
      accountId: account.accountId,
      requestedBy: first,
      approvedBy: second,
    });
    expect((await auditRecordsAbout(risk.deps.db, id)).map((record) => [record.action, record.actorId])).toEqual([
      ['breach.reversal_requested', first],
      ['breach.reversed', second],
    ]);
    expect((await approve(id, randomUUID())).json()).toMatchObject({ message: BREACH_MESSAGES.notReversible });

    // and the account is judged again: a healthy update after the reversal, then a breaking one, is a new breach
    clock = Date.now();
    await risk.publishUpdates(account, [next(10000), next(9300)]);
    const both = await breachesOf(account, 2);
    expect(both.map((row) => row.status).sort()).toEqual(['active', 'reversed']);
  });
});
