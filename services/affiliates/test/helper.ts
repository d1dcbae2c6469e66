import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { EventDefinition } from '@prop/contracts/events/envelope';
import { purchaseApproved, purchaseCreated, purchaseRefunded } from '@prop/contracts/events/billing';
import { userRegistered } from '@prop/contracts/events/identity';
import { createServiceDeps } from '@prop/service-kit/service-deps';
import { eventually } from '@prop/service-kit/testing/eventually';
import { callerHeadersFor } from '@prop/service-kit/testing/caller-headers';
import { createTestNamespace } from '@prop/service-kit/testing/namespace';
import { eventPublisher, publishEvent } from '@prop/service-kit/testing/publish-event';
import type { AffiliateFigures } from '@prop/contracts/affiliates';
import { buildApp } from '../src/app.ts';
import { loadAffiliatesConfig, MIGRATIONS_FOLDER } from '../src/config.ts';
import type { AffiliatesDb } from '../src/db/types.ts';

/** The real affiliates app on the real PostgreSQL and NATS, in a namespace of its own. */
export async function startAffiliates(extraEnv: Record<string, string> = {}) {
  const ns = createTestNamespace('affiliates', { PUBLIC_APP_URL: 'https://app.example.test', ...extraEnv });
  const config = loadAffiliatesConfig(ns.env);
  const deps = await createServiceDeps<AffiliatesDb>('affiliates', config, MIGRATIONS_FOLDER);
  const app = await buildApp(deps, config);
  const callerHeaders = callerHeadersFor(config.INTERNAL_TOKEN);
  /** Publishes an event as its producer's outbox relay would, on this namespace's streams. */
  const publish = eventPublisher(deps.nats.js, ns.namespace);

  /** A trader who joins: their headers, id and code. */
  async function joinedAffiliate(email = `${randomUUID()}@example.com`) {
    const headers = callerHeaders('trader');
    const userId = headers['x-user-id'] as string;
    await publish(userRegistered, { userId, email, firstName: 'Ada', lastName: 'Lovelace', country: 'Germany' });
    // Their copy from identity first: a self-referral is told by the affiliate's mailbox.
    await eventually(async () => {
      const copied = await deps.db.selectFrom('known_users').select('id').where('id', '=', userId).executeTakeFirst();
      if (!copied) throw new Error('the affiliate is not copied from identity yet');
    });
    const response = await app.inject({ method: 'POST', url: '/api/affiliate', headers });
    if (response.statusCode !== 201) throw new Error(`not joined: ${response.body}`);
    const figures = response.json().affiliate as AffiliateFigures;
    return { headers, userId, email, code: figures.code };
  }

  async function figuresOf(headers: Record<string, string>): Promise<AffiliateFigures> {
    const response = await app.inject({ method: 'GET', url: '/api/affiliate', headers });
    return response.json().affiliate;
  }

  /** A visitor registers; with `referralCode` as identity carries it. */
  async function register(referralCode?: string | null, email = `${randomUUID()}@example.com`) {
    const userId = randomUUID();
    await publish(userRegistered, {
      userId,
      email,
      firstName: 'Grace',
      lastName: 'Hopper',
      country: 'Germany',
      ...(referralCode !== undefined && { referralCode }),
    });
    return userId;
  }

  /** A purchase created and paid (an admin approved the transfer), as billing reports it. */
  async function buyAndPay(
    userId: string,
    price: string,
    tierId = 'tier-10k',
    program?: { id: string; version: number },
  ) {
    const purchaseId = randomUUID();
    await publish(purchaseCreated, {
      purchaseId,
      userId,
      tierId,
      amount: 10_000,
      price,
      currency: 'EUR',
      transactionId: `TX-${purchaseId.slice(0, 8)}`,
      paymentMethod: 'bank_transfer',
    });
    const approved = await publish(purchaseApproved, { purchaseId, userId, tierId, amount: 10_000, program });
    return { purchaseId, approvedEventId: approved.id };
  }

  async function refund(
    purchase: { purchaseId: string; userId: string },
    amount: string,
    refundedTotal: string,
    full: boolean,
  ) {
    return publish(purchaseRefunded, {
      ...purchase,
      refundId: `re_${randomUUID()}`,
      amount,
      refundedTotal,
      full,
      kind: 'admin',
      closeAccount: full,
      refundedBy: randomUUID(),
    });
  }

  /** Delivers an event again under its own id, as JetStream redelivers one whose ack was lost. */
  function redeliver<TType extends string, TData extends z.ZodType>(
    definition: EventDefinition<TType, TData>,
    data: z.input<TData>,
    id: string,
  ) {
    return publishEvent(deps.nats.js, ns.namespace, definition, data, { id });
  }

  return {
    app,
    deps,
    config,
    namespace: ns.namespace,
    callerHeaders,
    publish,
    redeliver,
    joinedAffiliate,
    figuresOf,
    register,
    buyAndPay,
    refund,
    close: async () => {
      await app.close();
      await ns.cleanup();
    },
  };
}

export type TestAffiliates = Awaited<ReturnType<typeof startAffiliates>>;

export { eventually };
