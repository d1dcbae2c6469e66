import { JetStreamApiCodes, JetStreamApiError } from '@nats-io/jetstream';
import { RequestError, TimeoutError } from '@nats-io/transport-node';
import pRetry from 'p-retry';
import type { Logger } from 'pino';

/**
 * How long a JetStream call at start keeps being asked again. A cluster that lost one of its three
 * servers elects new stream and consumer leaders within seconds; a start that gave up at the first
 * timeout (each JetStream request waits 5 s) exited, and its replica's next start met the same
 * elections (tests/faults/README.md).
 */
const PATIENCE_MS = 60_000;

/**
 * Failures that pass by themselves: no answer in time, no server answering the API for a moment
 * (the client moving to another server), the connection being re-established, or JetStream saying
 * it is temporarily unavailable (503, e.g. while a stream has no leader).
 */
export function isPassingJetStreamFailure(error: unknown): boolean {
  if (error instanceof TimeoutError) return true;
  // What the JetStream client makes of no responders on the API subject; the package does not export its class.
  if (error instanceof Error && error.name === 'JetStreamNotEnabled') return true;
  if (error instanceof RequestError) return error.isNoResponders() || error.message === 'connection disconnected';
  return error instanceof JetStreamApiError && error.status === 503;
}

/**
 * "stream not found" from a call on a stream the caller ensured just before: nats-server 2.9 may
 * answer a stream's creation (by this replica or by another at the same moment) before its meta
 * layer has applied it, and then refuse a consumer on that stream for a moment (fixed upstream in
 * nats-server#8410). Passing only where the stream is known to exist.
 */
export function isStreamNotFound(error: unknown): boolean {
  return error instanceof JetStreamApiError && error.code === JetStreamApiCodes.StreamNotFound;
}

export interface RetryOptions {
  /** How long to keep asking; a minute by default. */
  patienceMs?: number;
  /** Failures that pass for this call besides the passing ones every call has. */
  alsoPassing?: (error: unknown) => boolean;
}

/**
 * Runs an idempotent JetStream call (a stream's, a consumer's or a bucket's creation, an info) again
 * after a passing failure, with growing pauses, for up to a minute; any other failure at once.
 */
export function retryJetStream<T>(
  what: string,
  call: () => Promise<T>,
  log?: Pick<Logger, 'warn'>,
  { patienceMs = PATIENCE_MS, alsoPassing = () => false }: RetryOptions = {},
): Promise<T> {
  const passing = (error: unknown) => isPassingJetStreamFailure(error) || alsoPassing(error);
  return pRetry(call, {
    retries: Number.POSITIVE_INFINITY,
    maxRetryTime: patienceMs,
    minTimeout: 200,
    maxTimeout: 2000,
    shouldRetry: ({ error }) => passing(error),
    onFailedAttempt: ({ error, attemptNumber }) => {
      if (passing(error)) log?.warn({ err: error, what, attemptNumber }, 'JetStream call failed; asking again');
    },
  });
}
