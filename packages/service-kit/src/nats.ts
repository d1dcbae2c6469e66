import { isDeepStrictEqual } from 'node:util';
import {
  JetStreamApiCodes,
  JetStreamApiError,
  type JetStreamClient,
  type JetStreamManager,
  jetstream,
  jetstreamManager,
  type StreamConfig,
  type StreamInfo,
} from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import { retryJetStream } from './jetstream-retry.ts';

export interface Nats {
  nc: NatsConnection;
  js: JetStreamClient;
  jsm: JetStreamManager;
  /** How many NATS servers keep a copy of each stream this process creates: the cluster's size. */
  streamReplicas: number;
  /**
   * Where the kit's JetStream calls on this connection say that they are asked again: a start that
   * waits on a cluster electing new leaders says so instead of waiting in silence.
   */
  log?: Pick<Logger, 'warn'>;
}

/**
 * How long a JetStream API call (an info, a creation) waits for its answer; the client's default is
 * 5 s. A call is answered in milliseconds, or not at all while the stream or consumer it is for has
 * lost its leader and its other servers have not noticed yet. Those calls are asked again
 * (jetstream-retry.ts), so a start right after a NATS server died waits about as long as the new
 * leader's election, not 5 s for each call that met it.
 */
const API_TIMEOUT_MS = 2000;

/** `url` may name several servers of a cluster, comma-separated: the client moves to another when one dies. */
export async function connectNats(
  url: string,
  name: string,
  streamReplicas = 1,
  log?: Pick<Logger, 'warn'>,
): Promise<Nats> {
  const servers = url.split(',').map((server) => server.trim());
  const nc = await connect({ servers, name, maxReconnectAttempts: -1 });
  return {
    nc,
    js: jetstream(nc),
    jsm: await retryJetStream('JetStream API', () => jetstreamManager(nc, { timeout: API_TIMEOUT_MS }), log),
    streamReplicas,
    log,
  };
}

/**
 * Subjects and stream names carry the namespace, so a test run's events never reach another
 * run's streams or sockets. With no namespace: `identity.user.registered`, stream IDENTITY.
 */
export function subjectFor(namespace: string, subject: string): string {
  return namespace ? `${namespace}.${subject}` : subject;
}

export function streamNameFor(namespace: string, service: string): string {
  return (namespace ? `${namespace}_${service}` : service).toUpperCase();
}

const SECOND_NS = 1_000_000_000;
const DAY_NS = 86_400 * SECOND_NS;

/**
 * What the ticks stream keeps: what risk replays, the last `RISK_EVIDENCE_SECONDS` (an hour at most).
 * An hour is 0.39 GB for each 1,000 accounts (bench/equity-feed: 108 bytes an update). A batch holds
 * a partition's updates, so the one limit before, a million messages a subject, let the stream grow
 * for many hours: at 10,000 accounts it would fill the 10 GiB the chart gives a NATS server for every
 * stream (`nats.storage`) in under three, and a full store refuses every stream's events. No byte
 * limit: JetStream sets a stream's byte limit aside on every server that holds it, on creation, so
 * each test's or bench's namespace would claim the whole of it from the machine's one server.
 */
export const TICKS_LIMITS = {
  max_msgs_per_subject: 1_000_000,
  max_age: 3600 * SECOND_NS,
} satisfies Partial<StreamConfig>;

/**
 * Limits of a service's stream, applied whoever creates it (producer or consumer): the ticks
 * stream's above (an accounts stream made when it held the ticks too keeps its million messages a
 * subject, which this does not take back). The calendar's schedule is replayed whole by the
 * simulator at each start: releases older than 90 days concern no one trading now (durable
 * consumers have stored what they need long before).
 */
const STREAM_LIMITS: Record<string, Partial<StreamConfig>> = {
  ticks: TICKS_LIMITS,
  calendar: { max_age: 90 * DAY_NS },
};

/**
 * One stream per service holding every `<service>.>` subject; created, or updated to this shape
 * (a cluster grown to three servers raises an existing stream to three replicas). Asked again while
 * JetStream is briefly unavailable (jetstream-retry.ts); an update is proposed only for a change,
 * since every consumer's start ensures its stream.
 */
export async function ensureStream(nats: Nats, namespace: string, service: string): Promise<string> {
  const { jsm } = nats;
  const name = streamNameFor(namespace, service);
  const config = {
    subjects: [subjectFor(namespace, `${service}.>`)],
    num_replicas: nats.streamReplicas,
    ...STREAM_LIMITS[service],
  };
  await retryJetStream(
    `stream ${name}`,
    async () => {
      const existing = await streamInfoOrNone(jsm, name);
      if (!existing) await jsm.streams.add({ name, ...config, duplicate_window: 2 * 60 * 1_000_000_000 });
      else if (!isDeepStrictEqual({ ...existing.config, ...config }, existing.config))
        await jsm.streams.update(name, config);
    },
    nats.log,
  );
  return name;
}

/** A stream's info, or null when there is no such stream; any other failure is thrown. */
export async function streamInfoOrNone(jsm: Nats['jsm'], name: string): Promise<StreamInfo | null> {
  try {
    return await jsm.streams.info(name);
  } catch (error) {
    if (error instanceof JetStreamApiError && error.code === JetStreamApiCodes.StreamNotFound) return null;
    throw error;
  }
}
