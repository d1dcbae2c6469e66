import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLinked, accountUnlinked } from '@prop/contracts/events/accounts';
import { subjectFor } from '@prop/service-kit/nats';
import { createEnvelope } from '@prop/service-kit/outbox';
import { startIdentity } from './helper.ts';

describe("admin user list shows each trader's linked MT5 account from accounts' events", () => {
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  let admin: Record<string, string>;
  beforeAll(async () => {
    identity = await startIdentity();
    admin = await identity.adminHeaders();
  });
  afterAll(() => identity.close());

  const publish = async (envelope: { id: string; occurredAt: string }, subject: string) => {
    await identity.deps.nats.js.publish(subjectFor(identity.config.NAMESPACE, subject), JSON.stringify(envelope), {
      msgID: envelope.id,
    });
  };
  const shownAccount = async (userId: string) => {
    const user = await identity.app.inject({ method: 'GET', url: `/api/admin/user/${userId}`, headers: admin });
    return user.json().account;
  };
  const eventually = async (check: () => Promise<boolean>) => {
    for (let attempt = 0; attempt < 100 && !(await check()); attempt++) await new Promise((r) => setTimeout(r, 50));
  };
  const ref = (userId: string) => ({ userId, accountId: crypto.randomUUID(), mt5AccountId: 'mt5-777' });

  it('shows the account once linked and clears it once unlinked', async () => {
    const { user } = await identity.registerAndLogin();
    const linked = createEnvelope(
      accountLinked,
      {
        ...ref(user.id),
        fundingBalance: '25000',
        accountType: 'Instant Funding',
        linkedBy: null,
        purchaseId: null,
      },
      new Date(),
    );
    await publish(linked, 'accounts.account.linked');
    await eventually(async () => (await shownAccount(user.id)) !== null);
    expect(await shownAccount(user.id)).toEqual({ mt5AccountId: 'mt5-777' });

    const unlinked = createEnvelope(
      accountUnlinked,
      { ...ref(user.id), reason: 'unlinked', unlinkedBy: null },
      new Date(),
    );
    await publish(unlinked, 'accounts.account.unlinked');
    await eventually(async () => (await shownAccount(user.id)) === null);
    expect(await shownAccount(user.id)).toBeNull();

    // A retried "linked" from before the unlink arrives late: it must not bring the link back.
    await publish({ ...linked, id: crypto.randomUUID() }, 'accounts.account.linked');
    const marker = createEnvelope(
      accountLinked,
      {
        ...ref(crypto.randomUUID()),
        fundingBalance: '10000',
        accountType: 'Instant Funding',
        linkedBy: null,
        purchaseId: null,
      },
      new Date(),
    );
    await publish(marker, 'accounts.account.linked');
    await eventually(
      async () =>
        (
          await identity.deps.db
            .selectFrom('processed_events')
            .select('event_id')
            .where('event_id', '=', marker.id)
            .execute()
        ).length === 1,
    );
    expect(await shownAccount(user.id)).toBeNull();
  });
});
