import { randomUUID } from 'node:crypto';
import { accountLinked } from '@prop/contracts/events/accounts';
import type { EventDefinition } from '@prop/contracts/events/envelope';
import type { z } from 'zod';
import { streamNameFor, subjectFor } from '@prop/service-kit/nats';
import { createServiceDeps } from '@prop/service-kit/service-deps';
import { callerHeadersFor } from '@prop/service-kit/testing/caller-headers';
import { flushOutbox } from '@prop/service-kit/testing/flush-outbox';
import { createTestNamespace } from '@prop/service-kit/testing/namespace';
import { publishEvent } from '@prop/service-kit/testing/publish-event';
import { buildApp } from '../src/app.ts';
import { loadProgramsConfig, MIGRATIONS_FOLDER } from '../src/config.ts';
import type { ProgramsDb } from '../src/db/types.ts';

type LinkedData = z.input<typeof accountLinked.data>;

/** The real programs app on the real PostgreSQL, Redis and NATS, in a namespace of its own. */
export async function startPrograms(extraEnv: Record<string, string> = {}) {
  const ns = createTestNamespace('programs', extraEnv);
  const config = loadProgramsConfig(ns.env);
  const deps = await createServiceDeps<ProgramsDb>('programs', config, MIGRATIONS_FOLDER);
  const app = await buildApp(deps, config);
  const callerHeaders = callerHeadersFor(config.INTERNAL_TOKEN);

  /** Every event of one definition the service published on its stream (checked by the contract), oldest first. */
  async function published<TType extends string, TData extends z.ZodType>(
    definition: EventDefinition<TType, TData>,
  ): Promise<z.output<TData>[]> {
    await flushOutbox(deps, { untilEmpty: true });
    const stream = streamNameFor(config.NAMESPACE, 'programs');
    const subject = subjectFor(config.NAMESPACE, definition.subject);
    const { state } = await deps.nats.jsm.streams.info(stream);
    const found: z.output<TData>[] = [];
    for (let seq = state.first_seq; state.messages > 0 && seq <= state.last_seq; seq++) {
      const message = await deps.nats.jsm.streams.getMessage(stream, { seq });
      if (message?.subject === subject) found.push(definition.data.parse(message.json<{ data: unknown }>().data));
    }
    return found;
  }

  /** Publishes an AccountLinked for a fresh account as accounts would; `id` repeats an earlier event. */
  function linkAccount(data: Partial<LinkedData> = {}, id?: string) {
    return publishEvent(
      deps.nats.js,
      config.NAMESPACE,
      accountLinked,
      {
        userId: randomUUID(),
        accountId: randomUUID(),
        mt5AccountId: String(Math.floor(Math.random() * 1e9)),
        fundingBalance: '10000.00',
        accountType: 'Instant Funding 10k',
        linkedBy: null,
        purchaseId: randomUUID(),
        ...data,
      },
      { id },
    );
  }

  /** Publishes an event as its producing service would; `id` repeats an earlier event (a redelivery). */
  function publish<TType extends string, TData extends z.ZodType>(
    definition: EventDefinition<TType, TData>,
    data: z.input<TData>,
    id?: string,
  ) {
    return publishEvent(deps.nats.js, config.NAMESPACE, definition, data, { id });
  }

  const phaseOfAccount = (accountId: string) =>
    deps.db.selectFrom('enrolment_phases').selectAll().where('account_id', '=', accountId).executeTakeFirst();
  const enrolment = (id: string) =>
    deps.db.selectFrom('enrolments').selectAll().where('id', '=', id).executeTakeFirst();

  return {
    app,
    deps,
    namespace: config.NAMESPACE,
    published,
    linkAccount,
    publish,
    phaseOfAccount,
    enrolment,
    adminHeaders: (adminId?: string) => callerHeaders('admin', adminId),
    traderHeaders: (traderId?: string) => callerHeaders('trader', traderId),
    close: async () => {
      await app.close();
      await ns.cleanup();
    },
  };
}
export type Programs = Awaited<ReturnType<typeof startPrograms>>;
