import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * A local HTTP server that answers like Brevo's API v3 for the calls the marketing service makes,
 * keeps the contacts it is sent, and records every request. Faults on demand: 429s with
 * Retry-After, 500s for chosen contacts or for the lists, a delay on every answer.
 */
export interface FakeBrevoOptions {
  apiKey?: string;
  lists?: { id: number; name: string }[];
  /** Creating or updating a contact whose email matches answers 500, every time. */
  failEmails?: RegExp;
  /** Every answer waits this long, so a sync can be watched while it runs. */
  delayMs?: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: unknown;
  /** performance.now() when the request arrived. */
  at: number;
}

export interface FakeContact {
  id: number;
  email: string;
  extId: string | undefined;
  attributes: Record<string, unknown>;
  listIds: Set<number>;
}

export const FAKE_BREVO_KEY = 'xkeysib-local-fake-brevo-key';

type Answer = { status: number; body?: unknown; headers?: Record<string, string> };

export async function startFakeBrevo(options: FakeBrevoOptions = {}) {
  const apiKey = options.apiKey ?? FAKE_BREVO_KEY;
  const lists = options.lists ?? [
    { id: 7, name: 'Funded Traders' },
    { id: 8, name: 'Newsletter' },
  ];
  const requests: RecordedRequest[] = [];
  const contacts = new Map<string, FakeContact>();
  const failEmails = new Set<string>();
  /** Transactional e-mails Brevo accepted, by idempotency key: a key seen again sends nothing new. */
  const sentEmails = new Map<string, { messageId: string; body: unknown }>();
  let transactionalFailures = 0;
  let rateLimited: { remaining: number; retryAfterSeconds: number } = { remaining: 0, retryAfterSeconds: 0 };
  let listsFail = false;
  let nextId = 1;

  const listView = (list: { id: number; name: string }) => {
    const members = [...contacts.values()].filter((contact) => contact.listIds.has(list.id)).length;
    return { ...list, totalBlacklisted: 0, totalSubscribers: members, uniqueSubscribers: members, folderId: 1 };
  };
  const fails = (email: string) => failEmails.has(email) || (options.failEmails?.test(email) ?? false);
  const error = (status: number, code: string, message: string): Answer => ({ status, body: { code, message } });

  function route(request: RecordedRequest): Answer {
    const { method, path, body } = request;
    const json = (body ?? {}) as Record<string, unknown>;
    if (method === 'GET' && path === '/v3/contacts/lists') {
      if (listsFail) return error(500, 'internal_error', 'Internal server error');
      const limit = Number(request.query.limit ?? 10);
      const offset = Number(request.query.offset ?? 0);
      return { status: 200, body: { lists: lists.slice(offset, offset + limit).map(listView), count: lists.length } };
    }
    const listMatch = /^\/v3\/contacts\/lists\/(\d+)$/.exec(path);
    if (method === 'GET' && listMatch) {
      const list = lists.find((candidate) => candidate.id === Number(listMatch[1]));
      return list ? { status: 200, body: listView(list) } : error(404, 'document_not_found', 'List ID does not exist');
    }
    if (method === 'POST' && path === '/v3/contacts') {
      const email = typeof json.email === 'string' ? json.email.toLowerCase() : '';
      if (!email) return error(400, 'missing_parameter', 'email is missing');
      if (fails(email)) return error(500, 'internal_error', 'Internal server error');
      const existing = contacts.get(email);
      if (existing && json.updateEnabled !== true) return error(400, 'duplicate_parameter', 'Contact already exist');
      const contact = existing ?? { id: nextId++, email, extId: undefined, attributes: {}, listIds: new Set() };
      contact.extId = typeof json.ext_id === 'string' ? json.ext_id : contact.extId;
      Object.assign(contact.attributes, json.attributes ?? {});
      for (const id of (json.listIds as number[] | undefined) ?? []) contact.listIds.add(id);
      contacts.set(email, contact);
      return existing ? { status: 204 } : { status: 201, body: { id: contact.id } };
    }
    const removeMatch = /^\/v3\/contacts\/lists\/(\d+)\/contacts\/remove$/.exec(path);
    if (method === 'POST' && removeMatch) {
      const listId = Number(removeMatch[1]);
      const emails = ((json.emails as string[] | undefined) ?? []).map((email) => email.toLowerCase());
      const members = emails.map((email) => contacts.get(email)).filter((contact) => contact?.listIds.has(listId));
      if (members.length === 0) {
        return error(400, 'invalid_parameter', 'Contact already removed from list and/or does not exist');
      }
      for (const contact of members) contact?.listIds.delete(listId);
      return { status: 201, body: { contacts: { success: emails, failure: [] } } };
    }
    const contactMatch = /^\/v3\/contacts\/([^/]+)$/.exec(path);
    if (method === 'DELETE' && contactMatch) {
      const identifier = decodeURIComponent(contactMatch[1] ?? '');
      const byExtId = request.query.identifierType === 'ext_id';
      const found = [...contacts.values()].find((contact) =>
        byExtId ? contact.extId === identifier : contact.email === identifier.toLowerCase(),
      );
      if (!found) return error(404, 'document_not_found', 'Contact does not exist');
      contacts.delete(found.email);
      return { status: 204 };
    }
    if (method === 'POST' && path === '/v3/smtp/email') {
      const sender = json.sender as { email?: string } | undefined;
      const to = json.to as { email?: string }[] | undefined;
      if (!sender?.email || !to?.length || !json.subject || !(json.htmlContent || json.textContent)) {
        return error(400, 'missing_parameter', 'sender, to, subject and content are required');
      }
      const key = (json.headers as { idempotencyKey?: string } | undefined)?.idempotencyKey;
      const known = key ? sentEmails.get(key) : undefined;
      if (known) return { status: 201, body: { messageId: known.messageId } };
      const messageId = `<${Date.now()}.${requests.length}@smtp-relay.mailin.fr>`;
      sentEmails.set(key ?? messageId, { messageId, body });
      if (transactionalFailures > 0) {
        // Accepted, then the answer is lost: the sender cannot tell, and tries again.
        transactionalFailures -= 1;
        return error(502, 'bad_gateway', 'Bad gateway');
      }
      return { status: 201, body: { messageId } };
    }
    return error(404, 'not_found', `No route ${method} ${path}`);
  }

  function answer(request: RecordedRequest): Answer {
    if (request.headers['api-key'] !== apiKey) return error(401, 'unauthorized', 'Key not found');
    if (request.body !== undefined && !String(request.headers['content-type']).startsWith('application/json')) {
      return error(415, 'invalid_parameter', 'Content-Type must be application/json');
    }
    if (rateLimited.remaining > 0) {
      rateLimited.remaining -= 1;
      const wait = String(rateLimited.retryAfterSeconds);
      return {
        ...error(429, 'too_many_requests', 'Too many requests'),
        headers: {
          'retry-after': wait,
          'x-sib-ratelimit-limit': '10',
          'x-sib-ratelimit-remaining': '0',
          'x-sib-ratelimit-reset': wait,
        },
      };
    }
    return route(request);
  }

  async function handle(incoming: IncomingMessage, response: ServerResponse) {
    const at = performance.now();
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(incoming.url ?? '/', 'http://fake-brevo');
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    const request: RecordedRequest = {
      method: incoming.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: incoming.headers,
      body,
      at,
    };
    requests.push(request);
    const result = answer(request);
    if (options.delayMs) await sleep(options.delayMs);
    const payload = result.body === undefined ? '' : JSON.stringify(result.body);
    response.writeHead(result.status, {
      ...(payload ? { 'content-type': 'application/json' } : {}),
      ...result.headers,
    });
    response.end(payload);
  }

  const server = createServer((incoming, response) => {
    handle(incoming, response).catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    /** The base URL to give the service as BREVO_API_URL. */
    url: `http://127.0.0.1:${port}/v3`,
    apiKey,
    /** A list id of the account, to give the service as BREVO_LIST_ID. */
    listId: lists[0]?.id ?? 1,
    requests: (filter?: { method?: string; path?: string | RegExp }) =>
      requests.filter(
        (request) =>
          (!filter?.method || request.method === filter.method) &&
          (!filter?.path ||
            (typeof filter.path === 'string' ? request.path === filter.path : filter.path.test(request.path))),
      ),
    contact: (email: string) => contacts.get(email.toLowerCase()),
    contactCount: () => contacts.size,
    /** The next `count` requests, whatever they are, answer 429 asking to wait `retryAfterSeconds`. */
    rateLimitNext(count: number, retryAfterSeconds: number) {
      rateLimited = { remaining: count, retryAfterSeconds };
    },
    failEmail: (email: string) => failEmails.add(email.toLowerCase()),
    /** Transactional e-mails really sent: one per idempotency key, however often it was posted. */
    sentEmails: () => [...sentEmails.values()].map((sent) => sent.body),
    /** The next `count` transactional sends are accepted but answered 502, as when an answer is lost. */
    loseNextEmailAnswers: (count: number) => {
      transactionalFailures = count;
    },
    failLists: (on: boolean) => {
      listsFail = on;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type FakeBrevo = Awaited<ReturnType<typeof startFakeBrevo>>;
