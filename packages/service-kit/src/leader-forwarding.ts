import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import type { Logger } from 'pino';
import { sameSecret } from './caller.ts';
import { AppError } from './errors.ts';
import { type Nats, subjectFor } from './nats.ts';

/**
 * How long a follower waits for a leader that listens but is slow to answer: with none listening,
 * NATS says so at once. Well below the gateway's 30 s upstream wait, so the caller hears the 503;
 * long enough that a leader on a loaded machine still answers (2 s was not, in CI's clustered run).
 */
const FORWARD_TIMEOUT_MS = 10_000;

/**
 * Marks a request the leader runs for a follower; its value is this process's secret, so no
 * client can make a follower answer from its own (empty) memory by sending the header.
 */
const FORWARDED_HEADER = 'x-leader-forwarded';

/** Headers that describe one hop's connection or body framing, set again by whoever sends on. */
const HOP_HEADERS = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date']);

/** What a follower asks the leader: the request as it came, its body as the text that was parsed. */
interface ForwardedRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[]>;
  body?: string;
}

/** The first message of the answer; the body follows in chunks, then an empty message. */
interface AnswerHead {
  status: number;
  headers: Record<string, string | string[]>;
}

export interface LeaderForwardingOptions {
  nats: Nats;
  namespace: string;
  /** A plain subject, under no stream: `accounts-leader.request`. */
  subject: string;
  /** Whether this replica answers requests itself: it leads and its work is up. */
  serving: () => boolean;
  /** Which routes the leader answers, by their URL pattern; the others every replica answers. */
  forwards: (routeUrl: string) => boolean;
  log: Pick<Logger, 'error'>;
}

export interface LeaderForwarding {
  /** Answers the followers' requests; called once the leader serves. Returns the function that stops it. */
  answer(): () => void;
}

/**
 * Work that runs once across replicas (lead()) keeps its state in the leader's memory, while the
 * load balancer sends a request to any replica. A follower hands the routes that read that state
 * to the leader over NATS request/reply, with the caller's headers, and sends back the leader's
 * answer as it is: status, headers and body. The leader runs it through `app.inject()`, so its
 * hooks (the caller's authentication among them) and its routes treat it as any request. With no
 * leader serving (a takeover under way), the follower answers 503 and the caller asks again.
 * Install before the routes are registered.
 */
export function forwardToLeader(app: FastifyInstance, options: LeaderForwardingOptions): LeaderForwarding {
  const subject = subjectFor(options.namespace, options.subject);
  const secret = randomUUID();
  const { nc } = options.nats;

  // After parsing, before validation: the body goes on as parsed, and the leader validates it.
  app.addHook('preValidation', async (request, reply) => {
    const route = request.routeOptions.url;
    if (route === undefined || !options.forwards(route) || options.serving()) return;
    const mark = request.headers[FORWARDED_HEADER];
    if (typeof mark === 'string' && sameSecret(mark, secret)) return;
    const answer = await ask(nc, subject, forwardedOf(request));
    return reply.code(answer.head.status).headers(answer.head.headers).send(answer.body);
  });

  return {
    answer() {
      const subscription = nc.subscribe(subject, {
        // One answer however many replicas listen for a moment while the lease moves.
        queue: 'leader',
        callback: (error, message) => {
          if (error) return;
          const forwarded = message.json<ForwardedRequest>();
          app
            .inject({
              method: forwarded.method as HTTPMethods,
              url: forwarded.url,
              headers: { ...forwarded.headers, [FORWARDED_HEADER]: secret },
              ...(forwarded.body === undefined ? {} : { payload: forwarded.body }),
            })
            .then((response) => {
              const head: AnswerHead = { status: response.statusCode, headers: endToEnd(response.headers) };
              message.respond(JSON.stringify(head));
              for (const chunk of chunksOf(response.rawPayload, maxChunk(options.nats))) message.respond(chunk);
              message.respond(new Uint8Array());
            })
            // No answer: the follower's wait runs out and it answers 503.
            .catch((failure: unknown) => options.log.error({ err: failure }, 'answering a forwarded request failed'));
        },
      });
      return () => subscription.unsubscribe();
    },
  };
}

function forwardedOf(request: FastifyRequest): ForwardedRequest {
  const { body } = request;
  return {
    method: request.method,
    url: request.url,
    headers: { ...endToEnd(request.headers), 'x-request-id': request.id },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  };
}

/**
 * Sends the request to the leader and gathers its answer: the head, the body's chunks, the empty
 * message that ends it. No leader listening, or an answer cut short: 503.
 */
async function ask(
  nc: Nats['nc'],
  subject: string,
  request: ForwardedRequest,
): Promise<{ head: AnswerHead; body: Buffer }> {
  const parts: Uint8Array[] = [];
  try {
    const messages = await nc.requestMany(subject, JSON.stringify(request), {
      strategy: 'sentinel',
      maxWait: FORWARD_TIMEOUT_MS,
    });
    for await (const message of messages) parts.push(message.data);
  } catch {
    throw unavailable();
  }
  const [head, ...rest] = parts;
  const ended = rest.at(-1)?.length === 0;
  if (!head || !ended) throw unavailable();
  return {
    head: JSON.parse(Buffer.from(head).toString()) as AnswerHead,
    body: Buffer.concat(rest),
  };
}

const unavailable = () => new AppError('UNAVAILABLE', 'Service Unavailable');

function endToEnd(headers: IncomingHttpHeaders | OutgoingHttpHeaders): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_HEADERS.has(name) || name === FORWARDED_HEADER) continue;
    kept[name] = Array.isArray(value) ? value : String(value);
  }
  return kept;
}

/** A NATS message holds at most the server's max_payload (1 MB by default); a list of 50,000 accounts does not. */
function maxChunk(nats: Nats): number {
  return Math.max(1024, (nats.nc.info?.max_payload ?? 1024 * 1024) - 1024);
}

function* chunksOf(body: Buffer, size: number): Generator<Buffer> {
  for (let start = 0; start < body.length; start += size) yield body.subarray(start, start + size);
}
