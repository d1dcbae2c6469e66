import type { z } from 'zod';
import type { EventDefinition } from '@prop/contracts/events/envelope';
import { streamNameFor, subjectFor } from '@prop/service-kit/nats';
import { flushOutbox } from '@prop/service-kit/testing/flush-outbox';
import type { startIdentity } from './helper.ts';

type Identity = Awaited<ReturnType<typeof startIdentity>>;

/**
 * The data of the last event of this kind identity published, as marketing receives it (the
 * reset or verification link's token travels only there). Tests in a file run one at a time, so
 * the last one is the one the test just caused.
 */
export async function lastEventData<TType extends string, TData extends z.ZodType>(
  identity: Identity,
  definition: EventDefinition<TType, TData>,
): Promise<z.output<TData> | undefined> {
  await flushOutbox(identity.deps, { untilEmpty: true });
  const message = await identity.deps.nats.jsm.streams
    .getMessage(streamNameFor(identity.config.NAMESPACE, 'identity'), {
      last_by_subj: subjectFor(identity.config.NAMESPACE, definition.subject),
    })
    .catch(() => null);
  return message ? definition.data.parse(message.json<{ data: unknown }>().data) : undefined;
}
