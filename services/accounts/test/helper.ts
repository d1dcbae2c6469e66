import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { EventDefinition } from '@prop/contracts/events/envelope';
import { CALLER_HEADERS } from '@prop/service-kit/caller';
import { subjectFor } from '@prop/service-kit/nats';
import { createEnvelope } from '@prop/service-kit/outbox';
import { createServiceDeps } from '@prop/service-kit/service-deps';
import { createTestNamespace, type TestNamespace } from '@prop/service-kit/testing/namespace';
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
  const callerHeaders = (userId: string, role: 'trader' | 'admin'): Record<string, string> => ({
    [CALLER_HEADERS.userId]: userId,
    [CALLER_HEADERS.role]: role,
    [CALLER_HEADERS.sessionId]: `session-${userId}`,
    [CALLER_HEADERS.internalToken]: config.INTERNAL_TOKEN,
  });
  const adminId = randomUUID();
  const admin = callerHeaders(adminId, 'admin');
  const trader = (userId: string) => callerHeaders(userId, 'trader');

  /**
   * Publishes an event as its producing service's relay would: on its stream, id as Nats-Msg-Id.
   * Given an `id` already used, the same event reaches the stream again (under another message
   * id, past JetStream's de-duplication), which is what a consumer sees on a redelivery.
   */
  async function publishEvent<TType extends string, TData extends z.ZodType>(
    definition: EventDefinition<TType, TData>,
    data: z.input<TData>,
    id?: string,
  ): Promise<string> {
    const envelope = { ...createEnvelope(definition, data), ...(id && { id }) };
    await deps.nats.js.publish(subjectFor(ns.namespace, definition.subject), JSON.stringify(envelope), {
      msgID: id ? randomUUID() : envelope.id,
    });
    return envelope.id;
  }

  /** How many messages of a subject another service's stream holds. */
  async function streamCount(service: string, subject: string): Promise<number> {
    const info = await deps.nats.jsm.streams.info(`${ns.namespace}_${service}`.toUpperCase(), { subjects_filter: '>' });
    return info.state.subjects?.[`${ns.namespace}.${subject}`] ?? 0;
  }

  /** How many events of one subject reached the accounts stream. */
  async function eventCount(subject: string): Promise<number> {
    await deps.relay.drain();
    const stream = `${ns.namespace}_accounts`.toUpperCase();
    const info = await deps.nats.jsm.streams.info(stream, { subjects_filter: '>' });
    return info.state.subjects?.[`${ns.namespace}.${subject}`] ?? 0;
  }

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

  async function link(userId: string, mt5AccountId: string, fundingBalance = '10000') {
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
