import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { SYSTEM_AUDIT_ACTORS } from '@prop/contracts/audit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { systemActor } from '../src/actor.ts';
import { fixedClock } from '../src/clock.ts';
import { type CommandRuntime, runCommand } from '../src/command.ts';
import type { KitTables } from '../src/kit-migrations.ts';
import { OutboxRelay } from '../src/outbox-relay.ts';
import { kitFixture, silentLog, thingHappened } from './helpers.ts';

const admin = { kind: 'admin', userId: '00000000-0000-4000-8000-000000000001', requestId: 'req-1' } as const;

describe('the command runner', () => {
  let fx: Awaited<ReturnType<typeof kitFixture>>;
  let runtime: CommandRuntime<KitTables>;
  let kicks = 0;
  const clock = fixedClock('2026-06-13T10:00:00.000Z');

  beforeAll(async () => {
    fx = await kitFixture();
    runtime = {
      service: 'support',
      db: fx.db,
      clock,
      relay: {
        kick: () => {
          kicks += 1;
        },
        publishClaimed: async () => {},
      },
    };
  });
  afterAll(() => fx.close());

  const outbox = () =>
    fx.db.selectFrom('outbox').select(['subject', 'envelope', 'created_at']).orderBy('created_at').execute();

  it('writes the events of a command in its transaction, stamped with the clock, and kicks the relay after commit', async () => {
    // given
    const before = kicks;
    const committedWhenKicked: number[] = [];
    runtime.relay = {
      kick: async () => {
        kicks += 1;
        committedWhenKicked.push((await outbox()).length);
      },
    } as unknown as CommandRuntime<KitTables>['relay'];

    // when
    const envelope = await runCommand(runtime, admin, async ({ emit, now }) => {
      expect(now.toISOString()).toBe('2026-06-13T10:00:00.000Z');
      return emit(thingHappened, { n: 1 });
    });

    // then
    expect(envelope.occurredAt).toBe('2026-06-13T10:00:00.000Z');
    expect(kicks - before).toBe(1);
    await expect.poll(() => committedWhenKicked).toEqual([1]);
    const rows = await outbox();
    expect(rows.map((row) => row.subject)).toEqual(['kit.thing.happened']);
  });

  it('leaves nothing behind when the body fails: no event, no audit entry, no kick, no after-commit effect', async () => {
    // given
    const rowsBefore = (await outbox()).length;
    let kicked = 0;
    let effects = 0;
    runtime.relay = { kick: () => (kicked += 1), publishClaimed: async () => {} };

    // when
    const failing = runCommand(runtime, admin, async ({ emit, audit, afterCommit }) => {
      afterCommit(() => (effects += 1));
      await emit(thingHappened, { n: 2 });
      await audit({ action: 'ticket.updated', target: { type: 'ticket', id: '2' }, before: null, after: { n: 2 } });
      throw new Error('refused after writing');
    });

    // then
    await expect(failing).rejects.toThrow('refused after writing');
    expect((await outbox()).length).toBe(rowsBefore);
    expect(kicked).toBe(0);
    expect(effects).toBe(0);
  });

  it("records an admin's change as an audit event with who did it, without secrets", async () => {
    // when
    await runCommand(runtime, admin, ({ audit }) =>
      audit({
        action: 'ticket.updated',
        target: { type: 'ticket', id: '3' },
        before: { n: 2, password: 'old' },
        after: { n: 3, password: 'new' },
      }),
    );

    // then
    const rows = await fx.db
      .selectFrom('outbox')
      .select('envelope')
      .where('subject', '=', 'support.audit.recorded')
      .execute();
    expect(rows).toHaveLength(1);
    const envelope = rows[0]?.envelope as { data: Record<string, unknown> } | undefined;
    const data = envelope?.data;
    expect(data).toMatchObject({
      action: 'ticket.updated',
      actorId: admin.userId,
      requestId: 'req-1',
      before: { n: 2, password: '[redacted]' },
      after: { n: 3, password: '[redacted]' },
    });
  });

  it('refuses to audit an actor that is not an admin, and writes nothing', async () => {
    const rowsBefore = (await outbox()).length;
    const attempt = runCommand(runtime, systemActor('job'), async ({ emit, audit }) => {
      await emit(thingHappened, { n: 4 });
      await audit({ action: 'ticket.updated', target: { type: 'ticket', id: '4' }, before: null, after: null });
    });
    await expect(attempt).rejects.toMatchObject({ status: 403 });
    expect((await outbox()).length).toBe(rowsBefore);
  });

  it("records the platform's own change under the system actor it names, with the webhook's request id", async () => {
    const webhook = { kind: 'visitor' as const, requestId: 'req-hook' };
    await runCommand(runtime, webhook, ({ audit }) =>
      audit(
        { action: 'ticket.updated', target: { type: 'ticket', id: '5' }, before: null, after: { n: 5 } },
        SYSTEM_AUDIT_ACTORS.stripe,
      ),
    );
    const rows = await fx.db
      .selectFrom('outbox')
      .select('envelope')
      .where('subject', '=', 'support.audit.recorded')
      .execute();
    const entries = rows.map((row) => (row.envelope as { data: Record<string, unknown> }).data);
    expect(entries.filter((data) => data.requestId === 'req-hook')).toEqual([
      expect.objectContaining({ actorId: SYSTEM_AUDIT_ACTORS.stripe.id, after: { n: 5 } }),
    ]);
  });

  it('refuses a trader even when a system actor is named', async () => {
    const trader = { kind: 'trader' as const, userId: randomUUID(), requestId: 'req-trader' };
    const attempt = runCommand(runtime, trader, ({ audit }) =>
      audit(
        { action: 'ticket.updated', target: { type: 'ticket', id: '6' }, before: null, after: null },
        SYSTEM_AUDIT_ACTORS.stripe,
      ),
    );
    await expect(attempt).rejects.toMatchObject({ status: 403 });
  });

  it('does not kick the relay for a command that emitted nothing, and runs its after-commit effects', async () => {
    let kicked = 0;
    let effects = 0;
    runtime.relay = { kick: () => (kicked += 1), publishClaimed: async () => {} };
    const answer = await runCommand(runtime, admin, async ({ trx, afterCommit }) => {
      afterCommit(() => (effects += 1));
      return (await sql<{ one: number }>`select 1 as one`.execute(trx)).rows[0]?.one;
    });
    expect(answer).toBe(1);
    expect(kicked).toBe(0);
    expect(effects).toBe(1);
  });

  it('refuses data that breaks the event definition, and writes nothing', async () => {
    const rowsBefore = (await outbox()).length;
    const attempt = runCommand(runtime, admin, ({ emit }) => emit(thingHappened, { n: 'five' as unknown as number }));
    await expect(attempt).rejects.toThrow();
    expect((await outbox()).length).toBe(rowsBefore);
  });

  describe('an event emitted at once', () => {
    /** The relay publishes only what its writer hands it: it is never started, so no drain runs. */
    let publishedAtOnce: string[];
    let kicked: number;
    beforeAll(() => {
      const relay = new OutboxRelay({ db: fx.db, js: fx.nats.js, namespace: fx.namespace, log: silentLog });
      runtime.relay = {
        kick: () => (kicked += 1),
        publishClaimed: (row) => {
          publishedAtOnce.push(JSON.parse(row.envelope).data.n);
          return relay.publishClaimed(row);
        },
      };
    });
    beforeEach(() => {
      publishedAtOnce = [];
      kicked = 0;
    });
    const publishedAt = async (id: string) =>
      (await fx.db.selectFrom('outbox').select('published_at').where('id', '=', id).executeTakeFirst())?.published_at;

    it('given a command that emits one at once and one not, then the first is published by its writer once committed, in no drain, and the other is left to the relay', async () => {
      const before = await fx.messagesInStream();

      const [urgent, later] = await runCommand(runtime, admin, async ({ emit }) => [
        await emit(thingHappened, { n: 21 }, { atOnce: true }),
        await emit(thingHappened, { n: 22 }),
      ]);

      await expect.poll(() => publishedAt(urgent.id)).toEqual(expect.any(Date));
      expect(publishedAtOnce).toEqual([21]);
      expect(await fx.messagesInStream()).toBe(before + 1);
      expect(await publishedAt(later.id)).toBeNull();
      expect(kicked).toBe(1);
    });

    it('given two at once, then they go out in the order emitted, and the relay is not kicked for them', async () => {
      const before = await fx.messagesInStream();

      const [first, second] = await runCommand(runtime, admin, async ({ emit }) => [
        await emit(thingHappened, { n: 23 }, { atOnce: true }),
        await emit(thingHappened, { n: 24 }, { atOnce: true }),
      ]);

      await expect.poll(() => publishedAt(second.id)).toEqual(expect.any(Date));
      expect(await publishedAt(first.id)).toEqual(expect.any(Date));
      expect(publishedAtOnce).toEqual([23, 24]);
      expect(await fx.messagesInStream()).toBe(before + 2);
      expect(kicked).toBe(0);
    });

    it('given the command fails after emitting one at once, then nothing is written or published', async () => {
      const before = await fx.messagesInStream();
      const rowsBefore = (await outbox()).length;

      const failing = runCommand(runtime, admin, async ({ emit }) => {
        await emit(thingHappened, { n: 25 }, { atOnce: true });
        throw new Error('refused after emitting');
      });

      await expect(failing).rejects.toThrow('refused after emitting');
      expect((await outbox()).length).toBe(rowsBefore);
      expect(publishedAtOnce).toEqual([]);
      expect(await fx.messagesInStream()).toBe(before);
    });
  });
});
