import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../src/db.ts';
import type { KitTables } from '../src/kit-migrations.ts';
import { writeEvent } from '../src/outbox.ts';
import { OutboxRelay } from '../src/outbox-relay.ts';
import { kitFixture, silentLog, thingHappened } from './helpers.ts';

describe('the before-commit fault point', () => {
  let kit: Awaited<ReturnType<typeof kitFixture>>;
  let db: Kysely<KitTables>;
  let commits = 0;
  let crash = false;

  beforeAll(async () => {
    kit = await kitFixture();
    // A throwing hook stands in for the SIGKILL: the commit must never be reached.
    db = createDb<KitTables>({
      url: kit.env.DATABASE_URL,
      schema: kit.schema,
      beforeCommit: () => {
        commits += 1;
        if (crash) throw new Error('killed before commit');
      },
    });
  });
  afterAll(async () => {
    await db.destroy();
    await kit.close();
  });

  const outboxSize = async () => (await kit.db.selectFrom('outbox').select('id').execute()).length;

  it('runs once per transaction, after its work and before COMMIT, so a crash there leaves nothing', async () => {
    await db.transaction().execute((trx) => writeEvent(trx, thingHappened, { n: 1 }, new Date()));
    expect(commits).toBe(1);
    expect(await outboxSize()).toBe(1);

    crash = true;
    await expect(
      db.transaction().execute((trx) => writeEvent(trx, thingHappened, { n: 2 }, new Date())),
    ).rejects.toThrow('killed before commit');
    expect(commits).toBe(2);
    expect(await outboxSize()).toBe(1);
  });

  it('is not reached by a relay with nothing to publish: an idle replica commits nothing', async () => {
    crash = false;
    const relay = new OutboxRelay({ db, js: kit.nats.js, namespace: kit.namespace, log: silentLog });
    const before = commits;
    expect(await relay.drain()).toBe(1);
    expect(commits).toBe(before + 1);

    expect(await relay.drain()).toBe(0);
    expect(await relay.drain()).toBe(0);
    expect(commits).toBe(before + 1);
  });
});
