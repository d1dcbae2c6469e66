import { randomUUID } from 'node:crypto';
import { AckPolicy, DeliverPolicy } from '@nats-io/jetstream';
import { accountLinked, accountLinkEvents, dealRecorded } from '@prop/contracts/events/accounts';
import { subjectFilterOf } from '@prop/contracts/events/envelope';
import { ensureStream, streamNameFor, subjectFor } from '@prop/service-kit/nats';
import { filterSubjectOf } from '@prop/service-kit/on-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BeforeStart, eventually, startRisk, type TestAccount, type TestRisk } from './helper.ts';

type Earlier = Parameters<BeforeStart>[0];

/**
 * The earlier release's unpartitioned durable: it was delivered `events` in order and handled
 * (recorded, then acknowledged) those `handled` says; the others await a redelivery.
 */
async function earlierDurable(
  { deps, config }: Earlier,
  durable: string,
  filter: string,
  events: { id: string }[],
  handled: (index: number) => boolean,
): Promise<void> {
  const stream = streamNameFor(config.NAMESPACE, 'accounts');
  await deps.nats.jsm.consumers.add(stream, {
    durable_name: durable,
    ack_policy: AckPolicy.Explicit,
    filter_subject: subjectFor(config.NAMESPACE, filter),
  });
  const consumer = await deps.nats.js.consumers.get(stream, durable);
  const delivered = await consumer.fetch({ max_messages: events.length, expires: 2000 });
  let index = 0;
  for await (const message of delivered) {
    const { id } = message.json<{ id: string }>();
    expect(id).toBe(events[index]?.id);
    if (handled(index)) {
      await deps.db.insertInto('processed_events').values({ consumer: durable, event_id: id }).execute();
      await message.ackAck();
    }
    if (++index === events.length) break;
  }
}

describe('risk upgraded from one durable per purpose to one per partition', () => {
  let risk: TestRisk;
  const stream = () => streamNameFor(risk.namespace, 'accounts');
  const account = (): TestAccount => ({
    userId: randomUUID(),
    accountId: randomUUID(),
    mt5AccountId: `sim-${randomUUID().slice(0, 8)}`,
  });
  const linkData = (linked: TestAccount) => ({
    ...linked,
    fundingBalance: '10000',
    accountType: 'Instant Funding',
    linkedBy: randomUUID(),
    purchaseId: null,
  });
  // Linked and handled by the earlier release; linked after the point it acknowledged.
  const before = account();
  const after = account();
  const eventIds: Record<'linkBefore' | 'linkAfter' | 'dealBefore' | 'dealAfter', string> = {
    linkBefore: '',
    linkAfter: '',
    dealBefore: '',
    dealAfter: '',
  };
  const floors = { links: 0, deals: 0 };

  beforeAll(async () => {
    risk = await startRisk({}, async (earlier) => {
      const streamName = await ensureStream(earlier.deps.nats, earlier.config.NAMESPACE, 'accounts');
      const linkBefore = await earlier.publishEvent(accountLinked, linkData(before));
      const linkAfter = await earlier.publishEvent(accountLinked, linkData(after));
      const dealBefore = await earlier.publishDeal(after);
      const dealAfter = await earlier.publishDeal(after);
      Object.assign(eventIds, {
        linkBefore: linkBefore.id,
        linkAfter: linkAfter.id,
        dealBefore: dealBefore.id,
        dealAfter: dealAfter.id,
      });
      await earlierDurable(
        earlier,
        'risk-account-links',
        filterSubjectOf(accountLinkEvents),
        [linkBefore, linkAfter],
        (index) => index === 0,
      );
      await earlierDurable(
        earlier,
        'risk-deals',
        subjectFilterOf(dealRecorded),
        [dealBefore, dealAfter],
        (index) => index === 0,
      );
      const { jsm } = earlier.deps.nats;
      floors.links = (await jsm.consumers.info(streamName, 'risk-account-links')).ack_floor.stream_seq;
      floors.deals = (await jsm.consumers.info(streamName, 'risk-deals')).ack_floor.stream_seq;
    });
  });
  afterAll(() => risk.close());

  const processedBy = (prefix: string, eventId: string) =>
    risk.deps.db
      .selectFrom('processed_events')
      .select('consumer')
      .where('consumer', 'like', `${prefix}%`)
      .where('event_id', '=', eventId)
      .execute();

  it('given the earlier durables acknowledged part of the events, when the partitions start, then each new durable starts just after its predecessor’s floor: events before it are not handled, those after it once', async () => {
    // then: every partition's durable starts after its predecessor's acknowledged floor
    expect(floors.links).toBeGreaterThan(0);
    for (let partition = 0; partition < risk.config.ACCOUNT_PARTITIONS; partition++) {
      for (const [durable, floor] of [
        [`risk-account-links-p${partition}`, floors.links],
        [`risk-deals-p${partition}`, floors.deals],
      ] as const) {
        const { config } = await risk.deps.nats.jsm.consumers.info(stream(), durable);
        expect(config.deliver_policy).toBe(DeliverPolicy.StartSequence);
        expect(config.opt_start_seq).toBe(floor + 1);
      }
    }

    // The link after the floor is applied, and read once by every partition's durable.
    await eventually(async () => {
      const rows = await risk.deps.db
        .selectFrom('risk_accounts')
        .select('account_id')
        .where('account_id', '=', after.accountId)
        .execute();
      if (rows.length === 0) throw new Error('not linked yet');
    });
    await eventually(async () => {
      const readers = await processedBy('risk-account-links-p', eventIds.linkAfter);
      if (readers.length < risk.config.ACCOUNT_PARTITIONS) throw new Error(`${readers.length} partitions read it`);
    });
    // The deal after the floor is handled by its partition's durable, once (it waits for its account's link).
    await eventually(async () => {
      if ((await processedBy('risk-deals-p', eventIds.dealAfter)).length === 0) throw new Error('deal not handled');
    }, 10_000);
    expect(await processedBy('risk-deals-p', eventIds.dealAfter)).toHaveLength(1);

    // Events before the floor, handled by the earlier release, are not handled again.
    expect(await processedBy('risk-account-links-p', eventIds.linkBefore)).toEqual([]);
    expect(await processedBy('risk-deals-p', eventIds.dealBefore)).toEqual([]);
    const linkedBefore = await risk.deps.db
      .selectFrom('risk_accounts')
      .select('account_id')
      .where('account_id', '=', before.accountId)
      .execute();
    expect(linkedBefore).toEqual([]);
  });
});
