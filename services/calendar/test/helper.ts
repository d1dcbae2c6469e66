import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CalendarEvent, economicEventsScheduled } from '@prop/contracts/events/calendar';
import { streamNameFor, subjectFor } from '@prop/service-kit/nats';
import { createServiceDeps } from '@prop/service-kit/service-deps';
import { flushOutbox } from '@prop/service-kit/testing/flush-outbox';
import { callerHeadersFor } from '@prop/service-kit/testing/caller-headers';
import { createTestNamespace } from '@prop/service-kit/testing/namespace';
import { buildApp } from '../src/app.ts';
import { loadCalendarConfig, MIGRATIONS_FOLDER } from '../src/config.ts';
import type { CalendarDb } from '../src/db/types.ts';

/** The real calendar app on the real PostgreSQL, Redis and NATS, in a namespace of its own. */
export async function startCalendar(extraEnv: Record<string, string> = {}) {
  const ns = createTestNamespace('calendar', extraEnv);
  const config = loadCalendarConfig(ns.env);
  const deps = await createServiceDeps<CalendarDb>('calendar', config, MIGRATIONS_FOLDER);
  const app = await buildApp(deps, config);

  /** What the gateway forwards for a verified session: the caller plus the internal token. */
  const callerHeaders = callerHeadersFor(config.INTERNAL_TOKEN);

  /** Every stored event, by key, as the table holds it. */
  const storedEvents = () => deps.db.selectFrom('economic_events').selectAll().orderBy('key').execute();

  /** Every schedule the calendar announced on its stream (checked by the contract), oldest first, once its outbox is empty. */
  async function announcedSchedules(): Promise<CalendarEvent['data'][]> {
    await flushOutbox(deps, { untilEmpty: true });
    const stream = streamNameFor(ns.namespace, 'calendar');
    const subject = subjectFor(ns.namespace, economicEventsScheduled.subject);
    const { state } = await deps.nats.jsm.streams.info(stream);
    const schedules: CalendarEvent['data'][] = [];
    for (let seq = state.first_seq; state.messages > 0 && seq <= state.last_seq; seq++) {
      const message = await deps.nats.jsm.streams.getMessage(stream, { seq });
      if (message?.subject === subject) {
        schedules.push(economicEventsScheduled.data.parse(message.json<{ data: unknown }>().data));
      }
    }
    return schedules;
  }

  return {
    app,
    deps,
    config,
    namespace: ns.namespace,
    announcedSchedules,
    traderHeaders: () => callerHeaders('trader'),
    adminHeaders: () => callerHeaders('admin'),
    storedEvents,
    close: async () => {
      await app.close();
      await ns.cleanup();
    },
  };
}

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** A local HTTP server that answers like a calendar feed; each test sets what it answers. */
export async function startFeedServer() {
  let handler: Handler = (_request, response) => response.writeHead(404).end();
  let hits = 0;
  const server = createServer((request, response) => {
    hits += 1;
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/ff_calendar_thisweek.json`,
    hits: () => hits,
    /** Answer with this JSON body (any value, so wrong shapes can be served too). */
    serveJson(body: unknown) {
      handler = (_request, response) =>
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    },
    serveRaw(status: number, body: string, contentType = 'application/json') {
      handler = (_request, response) => response.writeHead(status, { 'content-type': contentType }).end(body);
    },
    /** Answers with these in turn, then keeps answering with the last. */
    serveSequence(answers: Handler[]) {
      let next = 0;
      handler = (request, response) => answers[Math.min(next++, answers.length - 1)]?.(request, response);
    },
    /** Accepts the request and never answers (a hung feed). */
    hang() {
      handler = () => {};
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type FeedServer = Awaited<ReturnType<typeof startFeedServer>>;

/** An address where nothing listens: a server's port, after the server is gone. */
export async function refusedUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/calendar.json`;
}

export async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
