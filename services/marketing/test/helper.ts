import { randomUUID } from 'node:crypto';
import { consentChanged } from '@prop/contracts/events/identity';
import { createServiceDeps } from '@prop/service-kit/service-deps';
import { callerHeadersFor } from '@prop/service-kit/testing/caller-headers';
import { createTestNamespace } from '@prop/service-kit/testing/namespace';
import { eventPublisher } from '@prop/service-kit/testing/publish-event';
import { buildApp } from '../src/app.ts';
import { loadMarketingConfig, MIGRATIONS_FOLDER } from '../src/config.ts';
import type { ContactProfile } from '../src/db/contacts.ts';
import type { MarketingDb } from '../src/db/types.ts';
import type { FakeBrevo } from './fake-brevo.ts';

/** What the service needs to talk to the fake, with waits and retries short enough for tests. */
export function brevoEnv(fake: FakeBrevo, extra: Record<string, string> = {}): Record<string, string> {
  return {
    BREVO_API_KEY: fake.apiKey,
    BREVO_LIST_ID: String(fake.listId),
    BREVO_API_URL: fake.url,
    BREVO_RETRY_MIN_MS: '10',
    BREVO_RETRIES: '2',
    BREVO_PROCESS_POLL_MS: '50',
    ...extra,
  };
}

/** The real marketing app on the real PostgreSQL, Redis and NATS, in a namespace of its own. */
export async function startMarketing(extraEnv: Record<string, string> = {}) {
  const ns = createTestNamespace('marketing', extraEnv);
  const config = loadMarketingConfig(ns.env);
  const deps = await createServiceDeps<MarketingDb>('marketing', config, MIGRATIONS_FOLDER);
  const app = await buildApp(deps, config);
  const callerHeaders = callerHeadersFor(config.INTERNAL_TOKEN);
  /** Publishes an event as its producer's outbox relay would, on this namespace's stream. */
  const publish = eventPublisher(deps.nats.js, ns.namespace);

  const contactCount = async () => {
    const row = await deps.db
      .selectFrom('contacts')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };

  /**
   * Puts `count` users straight into the copy identity's events fill, for tests whose subject is what
   * happens to many users afterwards (copying them from events is tested on its own).
   */
  async function seedContacts(count: number, email = (index: number) => `trader${index}.${randomUUID()}@example.com`) {
    const users = Array.from({ length: count }, (_, index) => ({
      user_id: randomUUID(),
      email: email(index),
      first_name: `Trader${index}`,
      last_name: 'Lovelace',
      country: index % 2 ? 'Netherlands' : null,
      changed_at: new Date(),
      // Syncs push only users who consented to marketing.
      marketing_consent: true,
      consent_at: new Date(),
    }));
    await deps.db.insertInto('contacts').values(users).execute();
    return users;
  }

  /** The user's marketing choice, as identity publishes it (at registration and on each change). */
  const consent = (profile: ContactProfile, marketingConsent: boolean) =>
    publish(consentChanged, { ...profile, marketingConsent, at: new Date().toISOString() });

  return {
    app,
    deps,
    consent,
    config,
    namespace: ns.namespace,
    admin: () => callerHeaders('admin'),
    trader: () => callerHeaders('trader'),
    publish,
    seedContacts,
    contactCount,
    close: async () => {
      await app.close();
      await ns.cleanup();
    },
  };
}
export type TestMarketing = Awaited<ReturnType<typeof startMarketing>>;

export { eventually } from '@prop/service-kit/testing/eventually';
