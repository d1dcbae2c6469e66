import {
  type ConsumerConfig,
  type ConsumerInfo,
  DeliverPolicy,
  JetStreamApiCodes,
  JetStreamApiError,
  type JetStreamManager,
} from '@nats-io/jetstream';

/**
 * Where a durable consumer starts, and what it may find its predecessor already handled. A durable
 * renamed in a release (risk's `risk-deals` became `risk-deals-p<p>`, docs/decisions/013) names
 * the one it takes over from: created for the first time while that one exists on the same
 * stream, it starts just after the predecessor's acknowledged floor, so nothing before it is
 * handled again and nothing after it skipped. Above the floor the predecessor may have handled a
 * few events out of order (a retried one holds the floor back): those up to the last it was
 * delivered are looked up in `processed_events` under its name.
 */
export interface Handover {
  start: Pick<ConsumerConfig, 'deliver_policy' | 'opt_start_seq'>;
  /** The predecessor whose processed events count as this one's, up to `overlapUpTo` (a stream sequence). */
  previous?: { durable: string; overlapUpTo: number };
}

export async function handoverOf(
  jsm: JetStreamManager,
  stream: string,
  durable: string,
  startAfter?: { durable: string },
): Promise<Handover> {
  if (!startAfter) return { start: { deliver_policy: DeliverPolicy.All } };
  const [own, previous] = await Promise.all([
    infoOrNone(jsm, stream, durable),
    infoOrNone(jsm, stream, startAfter.durable),
  ]);
  const overlap = previous ? { durable: startAfter.durable, overlapUpTo: previous.delivered.stream_seq } : undefined;
  // An existing durable keeps its start: the server refuses to change it, and it goes on where it acknowledged.
  if (own) {
    const { deliver_policy, opt_start_seq } = own.config;
    return { start: { deliver_policy, opt_start_seq }, previous: overlap };
  }
  if (!previous) return { start: { deliver_policy: DeliverPolicy.All } };
  return {
    start: { deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: previous.ack_floor.stream_seq + 1 },
    previous: overlap,
  };
}

async function infoOrNone(jsm: JetStreamManager, stream: string, durable: string): Promise<ConsumerInfo | null> {
  try {
    return await jsm.consumers.info(stream, durable);
  } catch (error) {
    if (error instanceof JetStreamApiError && error.code === JetStreamApiCodes.ConsumerNotFound) return null;
    throw error;
  }
}
