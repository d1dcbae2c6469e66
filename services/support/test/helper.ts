import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { EventDefinition } from '@prop/contracts/events/envelope';
import type { Role } from '@prop/contracts/user';
import { CALLER_HEADERS } from '@prop/service-kit/caller';
import { subjectFor } from '@prop/service-kit/nats';
import { createEnvelope } from '@prop/service-kit/outbox';
import { createServiceDeps } from '@prop/service-kit/service-deps';
import { createTestNamespace } from '@prop/service-kit/testing/namespace';
import { buildApp } from '../src/app.ts';
import { loadSupportConfig, MIGRATIONS_FOLDER } from '../src/config.ts';
import type { SupportDb } from '../src/db/types.ts';

export const validTicket = (overrides: Record<string, unknown> = {}) => ({
  subject: 'Cannot see my equity',
  category: 'trading',
  priority: 'high',
  message: 'The dashboard shows no equity since this morning.',
  contact_method: 'email',
  ...overrides,
});

/** The real support app on the real PostgreSQL and NATS, in a namespace of its own. */
export async function startSupport(extraEnv: Record<string, string> = {}) {
  const ns = createTestNamespace('support', extraEnv);
  const config = loadSupportConfig(ns.env);
  const deps = await createServiceDeps<SupportDb>('support', config, MIGRATIONS_FOLDER);
  const app = await buildApp(deps, config);

  /** What the gateway forwards for a verified session: the caller plus the internal token. */
  function callerHeaders(role: Role, userId: string = randomUUID()): Record<string, string> {
    return {
      [CALLER_HEADERS.userId]: userId,
      [CALLER_HEADERS.role]: role,
      [CALLER_HEADERS.sessionId]: randomUUID(),
      [CALLER_HEADERS.internalToken]: config.INTERNAL_TOKEN,
    };
  }

  async function fileTicket(headers: Record<string, string>, overrides: Record<string, unknown> = {}) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/support/ticket',
      headers,
      payload: validTicket(overrides),
    });
    if (response.statusCode !== 201) throw new Error(`ticket not filed: ${response.body}`);
    return response.json() as { id: string };
  }

  /**
   * How many events of one subject reached the support stream, once the outbox is empty. The
   * background relay may hold rows locked mid-publish (a drain here skips them), so wait for it.
   */
  async function eventCount(subject: string): Promise<number> {
    await eventually(async () => {
      await deps.relay.drain();
      const pending = await deps.db
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('published_at', 'is', null)
        .executeTakeFirstOrThrow();
      if (Number(pending.count) > 0) throw new Error(`${pending.count} events not yet published`);
    });
    const stream = `${ns.namespace}_support`.toUpperCase();
    const info = await deps.nats.jsm.streams.info(stream, { subjects_filter: '>' });
    return info.state.subjects?.[`${ns.namespace}.${subject}`] ?? 0;
  }

  /** Publishes an event the way identity's outbox relay does, on this namespace's identity stream. */
  async function publishIdentityEvent<TData extends z.ZodType>(
    definition: EventDefinition<string, TData>,
    data: z.input<TData>,
    occurredAt = new Date(),
  ) {
    const envelope = createEnvelope(definition, data, occurredAt);
    await deps.nats.js.publish(subjectFor(ns.namespace, definition.subject), JSON.stringify(envelope), {
      msgID: envelope.id,
    });
    return envelope;
  }

  return {
    app,
    deps,
    config,
    namespace: ns.namespace,
    callerHeaders,
    fileTicket,
    eventCount,
    publishIdentityEvent,
    close: async () => {
      await app.close();
      await ns.cleanup();
    },
  };
}

export type TestSupport = Awaited<ReturnType<typeof startSupport>>;

/** Retries an assertion until it holds: for effects of events consumed in the background. */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
