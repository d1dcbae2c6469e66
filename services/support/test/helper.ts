import { createServiceDeps } from '@prop/service-kit/service-deps';
import { callerHeadersFor } from '@prop/service-kit/testing/caller-headers';
import { eventCount as countEvents } from '@prop/service-kit/testing/event-count';
import { createTestNamespace } from '@prop/service-kit/testing/namespace';
import { eventPublisher } from '@prop/service-kit/testing/publish-event';
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
  const callerHeaders = callerHeadersFor(config.INTERNAL_TOKEN);

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
  const eventCount = (subject: string) => countEvents(deps, ns.namespace, subject);

  /** Publishes an event the way identity's outbox relay does, on this namespace's identity stream. */
  const publishIdentityEvent = eventPublisher(deps.nats.js, ns.namespace);

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

export { eventually } from '@prop/service-kit/testing/eventually';
