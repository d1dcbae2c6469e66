import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { EventDefinition } from '@prop/contracts/events/envelope';
import { userRegistered } from '@prop/contracts/events/identity';
import { createServiceDeps } from '@prop/service-kit/service-deps';
import { callerHeadersFor } from '@prop/service-kit/testing/caller-headers';
import { eventCount as countEvents, streamCount as countStream } from '@prop/service-kit/testing/event-count';
import { eventually } from '@prop/service-kit/testing/eventually';
import { createTestNamespace, type TestNamespace } from '@prop/service-kit/testing/namespace';
import { publishEvent as publish } from '@prop/service-kit/testing/publish-event';
import { buildApp } from '../src/app.ts';
import { loadAccountsConfig, MIGRATIONS_FOLDER } from '../src/config.ts';
import type { AccountsDb } from '../src/db/types.ts';

/**
 * The real accounts app on the real PostgreSQL, Redis and NATS, in a namespace of its own.
 * Pass the namespace of an earlier run to start it again on the same data (a restart).
 */
export async function startAccounts(extraEnv: Record<string, string> = {}, previous?: TestNamespace) {
  const ns = previous ?? createTestNamespace('accounts', extraEnv);
  const config = loadAccountsConfig({ ...ns.env, ...extraEnv });
  const deps = await createServiceDeps<AccountsDb>('accounts', config, MIGRATIONS_FOLDER);
  const app = await buildApp(deps, config);

  /** What the gateway forwards for a verified session: the caller plus the internal token. */
  const caller = callerHeadersFor(config.INTERNAL_TOKEN);
  const callerHeaders = (userId: string, role: 'trader' | 'admin') => caller(role, userId, `session-${userId}`);
  const adminId = randomUUID();
  const admin = callerHeaders(adminId, 'admin');
  const trader = (userId: string) => callerHeaders(userId, 'trader');

  /**
   * Publishes an event as its producing service's relay would, in the namespace the app runs in:
   * on its stream, id as Nats-Msg-Id.
   * Given an `id` already used, the same event reaches the stream again (under another message
   * id, past JetStream's de-duplication), which is what a consumer sees on a redelivery.
   */
  async function publishEvent<TType extends string, TData extends z.ZodType>(
    definition: EventDefinition<TType, TData>,
    data: z.input<TData>,
    id?: string,
  ): Promise<string> {
    return (await publish(deps.nats.js, config.NAMESPACE, definition, data, { id })).id;
  }

  /** How many messages of a subject another service's stream holds. */
  const streamCount = (service: string, subject: string) => countStream(deps.nats, ns.namespace, service, subject);

  /** How many events of one subject reached the accounts stream. */
  const eventCount = (subject: string) => countEvents(deps, ns.namespace, subject);

  const inject = app.inject.bind(app);
  const get = (url: string, headers: Record<string, string>) => inject({ method: 'GET', url, headers });
  const post = (url: string, headers: Record<string, string>, payload: object) =>
    inject({ method: 'POST', url, headers, payload });

  /** The first simulated MT5 account no one is linked to. */
  async function freeMt5Account(): Promise<{ id: string; login: string }> {
    const list = (await get('/api/admin/mt5-accounts', admin)).json() as {
      id: string;
      login: string;
      linkedUserId: string | null;
    }[];
    const free = list.find((account) => account.linkedUserId === null);
    if (!free) throw new Error('no free MT5 account');
    return free;
  }

  const registered = new Set<string>();
  /** Tells accounts about a trader as identity does when one registers (only an identity-known trader is linked). */
  async function registerUser(userId: string) {
    if (registered.has(userId)) return;
    registered.add(userId);
    await publishEvent(userRegistered, {
      userId,
      email: `${userId}@example.com`,
      firstName: 'Test',
      lastName: 'Trader',
      country: null,
    });
  }

  /** Links a trader, first registered with identity as the admin's list of users shows them. */
  async function link(userId: string, mt5AccountId: string, fundingBalance = '10000') {
    await registerUser(userId);
    // Once the service has copied the user: a link waits 3 s for the copy, then answers 503 (the list
    // of users is still being updated), and on a loaded CI machine the copy once took longer.
    await eventually(() =>
      deps.db.selectFrom('known_users').select('id').where('id', '=', userId).executeTakeFirstOrThrow(),
    );
    return post('/api/admin/link-mt5', admin, { userId, mt5AccountId, fundingBalance });
  }

  return {
    ns,
    app,
    deps,
    config,
    admin,
    adminId,
    trader,
    get,
    post,
    publishEvent,
    eventCount,
    streamCount,
    freeMt5Account,
    registerUser,
    link,
    /** Stops the app, keeping its data for a restart. */
    stop: () => app.close(),
    close: async () => {
      await app.close();
      await ns.cleanup();
    },
  };
}

export type AccountsHarness = Awaited<ReturnType<typeof startAccounts>>;

export async function waitFor<T>(probe: () => Promise<T | undefined | false>, timeoutMs = 8000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
