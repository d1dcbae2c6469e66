import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditLogPage } from '@prop/contracts/audit';
import { adminActionRecorded } from '@prop/contracts/events/audit';
import { actorOf } from '@prop/service-kit/actor';
import { recordAdminAction } from '@prop/service-kit/audit';
import { callerPlugin } from '@prop/service-kit/caller';
import { eventually } from '@prop/service-kit/testing/eventually';
import { publishEvent } from '@prop/service-kit/testing/publish-event';
import { startAudit, type TestAudit } from './helper.ts';

describe('the audit log', () => {
  let audit: TestAudit;
  const adminId = randomUUID();
  let admin: Record<string, string>;

  beforeAll(async () => {
    audit = await startAudit();
    admin = audit.callerHeaders('admin', adminId);
  });
  afterAll(() => audit.close());

  const read = async (query = '', headers = admin) => {
    const response = await audit.app.inject({ method: 'GET', url: `/api/admin/audit-log${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AuditLogPage>();
  };
  const entriesFor = async (targetId: string) => (await read(`?targetId=${targetId}`)).entries;

  it("keeps what an admin did, recorded in the acting service's transaction, with who, when, before, after and request id", async () => {
    // A stand-in for any service: an admin route recording its action in its own transaction.
    const service = Fastify({ genReqId: () => 'req-kyc-0001' });
    await service.register(callerPlugin, { internalToken: audit.config.INTERNAL_TOKEN });
    const traderId = randomUUID();
    service.put('/decide', async (request) => {
      await audit.deps.db.transaction().execute((trx) =>
        recordAdminAction(
          trx,
          actorOf(request),
          'identity',
          {
            action: 'kyc.decided',
            target: { type: 'user', id: traderId },
            before: { status: 'pending' },
            after: { status: 'approved', reason: null, decisionToken: 'not for the log' },
          },
          audit.deps.clock.now(),
        ),
      );
      return { ok: true };
    });
    const before = Date.now();
    expect((await service.inject({ method: 'PUT', url: '/decide', headers: admin })).statusCode).toBe(200);
    audit.deps.relay.kick();

    const [entry] = await eventually(async () => {
      const found = await entriesFor(traderId);
      expect(found).toHaveLength(1);
      return found;
    });
    expect(entry).toMatchObject({
      service: 'identity',
      actorId: adminId,
      action: 'kyc.decided',
      target: { type: 'user', id: traderId },
      before: { status: 'pending' },
      after: { status: 'approved', reason: null, decisionToken: '[redacted]' },
      requestId: 'req-kyc-0001',
    });
    expect(Date.parse((entry as AuditEntry).at)).toBeGreaterThanOrEqual(before - 1000);
    await service.close();
  });

  it('refuses to record an action without a verified admin caller', async () => {
    const service = Fastify();
    await service.register(callerPlugin, { internalToken: audit.config.INTERNAL_TOKEN });
    service.post('/act', (request) =>
      recordAdminAction(
        audit.deps.db,
        actorOf(request),
        'accounts',
        {
          action: 'mt5.linked',
          target: { type: 'mt5_account', id: 'sim-1' },
          before: null,
          after: null,
        },
        audit.deps.clock.now(),
      ).then(() => ({ ok: true })),
    );
    const asTrader = await service.inject({ method: 'POST', url: '/act', headers: audit.callerHeaders('trader') });
    expect(asTrader.statusCode).toBe(403);
    await service.close();
  });

  it('stores a redelivered record once', async () => {
    const targetId = randomUUID();
    const record = {
      actorId: adminId,
      action: 'breach.resolved' as const,
      target: { type: 'breach' as const, id: targetId },
      before: { status: 'active' },
      after: { status: 'resolved', notes: 'Checked with the trader' },
      requestId: 'req-breach-1',
    };
    const first = await publishEvent(audit.deps.nats.js, audit.namespace, adminActionRecorded('risk'), record);
    await publishEvent(audit.deps.nats.js, audit.namespace, adminActionRecorded('risk'), record, { id: first.id });
    await eventually(async () => expect(await entriesFor(targetId)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await entriesFor(targetId)).toHaveLength(1);
  });

  it('pages newest first and filters by action and actor', async () => {
    const actor = randomUUID();
    const targetId = randomUUID();
    for (let index = 0; index < 5; index += 1) {
      await publishEvent(
        audit.deps.nats.js,
        audit.namespace,
        adminActionRecorded('payouts'),
        {
          actorId: actor,
          action: 'withdrawal.decided',
          target: { type: 'withdrawal', id: targetId },
          before: { status: 'pending' },
          after: { status: 'approved', step: index },
          requestId: `req-${index}`,
        },
        { occurredAt: new Date(Date.UTC(2026, 10, 21, 9, 0, index)) },
      );
    }
    await eventually(async () => expect(await entriesFor(targetId)).toHaveLength(5));

    const first = await read(`?actorId=${actor}&limit=2`);
    expect(first.entries.map((entry) => entry.requestId)).toEqual(['req-4', 'req-3']);
    const second = await read(`?actorId=${actor}&limit=2&cursor=${first.nextCursor}`);
    expect(second.entries.map((entry) => entry.requestId)).toEqual(['req-2', 'req-1']);
    const last = await read(`?actorId=${actor}&limit=2&cursor=${second.nextCursor}`);
    expect(last.entries.map((entry) => entry.requestId)).toEqual(['req-0']);
    expect(last.nextCursor).toBeNull();

    expect((await read(`?action=withdrawal.decided&actorId=${actor}`)).entries).toHaveLength(5);
    expect((await read(`?action=purchase.decided&actorId=${actor}`)).entries).toEqual([]);
  });

  it('cannot be edited or emptied, even by SQL', async () => {
    const db = audit.deps.db;
    await expect(sql`update audit_entries set action = 'user.deleted'`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_entries`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate audit_entries`.execute(db)).rejects.toThrow(/append-only/);
  });

  it('reports its outbox backlog and the lag of each consumer to Prometheus', async () => {
    const scrape = await audit.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${audit.config.METRICS_TOKEN}` },
    });
    expect(scrape.statusCode).toBe(200);
    expect(scrape.body).toMatch(/outbox_backlog\{service="audit"\} 0/);
    await eventually(async () => {
      const body = (
        await audit.app.inject({
          method: 'GET',
          url: '/metrics',
          headers: { authorization: `Bearer ${audit.config.METRICS_TOKEN}` },
        })
      ).body;
      for (const service of ['identity', 'payouts', 'risk'])
        expect(body).toContain(`event_consumer_lag{consumer="audit-${service}"} 0`);
    });
  });

  it('is for admins only, and refuses a cursor it did not write', async () => {
    const url = '/api/admin/audit-log';
    expect((await audit.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const asTrader = await audit.app.inject({ method: 'GET', url, headers: audit.callerHeaders('trader') });
    expect(asTrader.statusCode).toBe(403);
    const badCursor = await audit.app.inject({ method: 'GET', url: `${url}?cursor=nonsense`, headers: admin });
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json()).toEqual({ message: 'Invalid page cursor' });
  });
});
