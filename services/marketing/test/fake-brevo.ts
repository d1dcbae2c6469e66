import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Answer, brevoError } from './fake-brevo-answer.ts';
import { type ImportProcess, type ImportRow, importOf } from './fake-brevo-imports.ts';

/**
 * A local HTTP server that answers like Brevo's API v3 for the calls the marketing service makes,
 * keeps the contacts it is sent, and records every request. Contacts imports run as processes that
 * complete after being read; their problems are served as CSV reports, as Brevo links them. Faults
 * on demand: 429s with Retry-After or for a span of time, 500s (or, in an import, rejection) for
 * chosen contacts, 500s for the lists, refused imports, failed processes, a delay on every answer.
 */
export interface FakeBrevoOptions {
  apiKey?: string;
  lists?: { id: number; name: string }[];
  /**
   * Contacts whose email matches are refused, every time: creating or updating one answers 500,
   * and an import leaves it out and lists it in its process's `invalid_emails` report.
   */
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

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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
  /** performance.now() until which every API call answers 429. */
  let rateLimitedUntil = 0;
  let listsFail = false;
  let importsRefused = false;
  let processesFail = false;
  let nextId = 1;
  const processes = new Map<number, ImportProcess>();
  let nextProcessId = 1;
  /** This server's own address, for the links to its reports; known once it listens. */
  let origin = '';

  const listView = (list: { id: number; name: string }) => {
    const members = [...contacts.values()].filter((contact) => contact.listIds.has(list.id)).length;
    return { ...list, totalBlacklisted: 0, totalSubscribers: members, uniqueSubscribers: members, folderId: 1 };
  };
  const fails = (email: string) => failEmails.has(email) || (options.failEmails?.test(email) ?? false);

  /** Creates or updates a contact as Brevo does: by email, merging attributes, adding lists. */
  function upsert(row: ImportRow, listIds: number[], emptyAttributes: boolean): void {
    const email = row.email.toLowerCase();
    const contact = contacts.get(email) ?? {
      id: nextId++,
      email,
      extId: undefined,
      attributes: {},
      listIds: new Set(),
    };
    contact.extId = row.ext_id ?? contact.extId;
    for (const [name, value] of Object.entries(row.attributes)) {
      if (value === '' || value === null) {
        if (emptyAttributes) delete contact.attributes[name];
      } else {
        contact.attributes[name] = value;
      }
    }
    for (const id of listIds) contact.listIds.add(id);
    contacts.set(email, contact);
  }

  /** Runs a process's import, once: every row but those Brevo refuses, which its report lists. */
  function complete(process: ImportProcess): string[] {
    if (process.invalidEmails) return process.invalidEmails;
    const invalid: string[] = [];
    for (const row of process.rows) {
      const email = row.email.toLowerCase();
      if (!EMAIL.test(email) || fails(email)) invalid.push(row.email);
      else if (process.updateExisting || !contacts.has(email)) upsert(row, process.listIds, process.emptyAttributes);
    }
    process.invalidEmails = invalid;
    return invalid;
  }

  const reportUrl = (process: ImportProcess) => `${origin}/reports/${process.id}/invalid_emails.csv`;

  function route(request: RecordedRequest): Answer {
    const { method, path, body } = request;
    const json = (body ?? {}) as Record<string, unknown>;
    if (method === 'GET' && path === '/v3/contacts/lists') {
      if (listsFail) return brevoError(500, 'internal_error', 'Internal server error');
      const limit = Number(request.query.limit ?? 10);
      const offset = Number(request.query.offset ?? 0);
      return { status: 200, body: { lists: lists.slice(offset, offset + limit).map(listView), count: lists.length } };
    }
    const listMatch = /^\/v3\/contacts\/lists\/(\d+)$/.exec(path);
    if (method === 'GET' && listMatch) {
      const list = lists.find((candidate) => candidate.id === Number(listMatch[1]));
      return list
        ? { status: 200, body: listView(list) }
        : brevoError(404, 'document_not_found', 'List ID does not exist');
    }
    if (method === 'POST' && path === '/v3/contacts') {
      const email = typeof json.email === 'string' ? json.email.toLowerCase() : '';
      if (!email) return brevoError(400, 'missing_parameter', 'email is missing');
      if (fails(email)) return brevoError(500, 'internal_error', 'Internal server error');
      const existing = contacts.get(email);
      if (existing && json.updateEnabled !== true)
        return brevoError(400, 'duplicate_parameter', 'Contact already exist');
      const row = {
        email,
        ...(typeof json.ext_id === 'string' ? { ext_id: json.ext_id } : {}),
        attributes: (json.attributes as Record<string, unknown> | undefined) ?? {},
      };
      upsert(row, (json.listIds as number[] | undefined) ?? [], false);
      return existing ? { status: 204 } : { status: 201, body: { id: contacts.get(email)?.id } };
    }
    if (method === 'POST' && path === '/v3/contacts/import') {
      if (importsRefused) return brevoError(400, 'invalid_parameter', 'Import refused');
      const checked = importOf(json, lists);
      if ('status' in checked) return checked;
      const id = nextProcessId++;
      processes.set(id, { ...checked, id, readsInProgress: 1 });
      return { status: 202, body: { processId: id } };
    }
    const processMatch = /^\/v3\/processes\/(\d+)$/.exec(path);
    if (method === 'GET' && processMatch) {
      const process = processes.get(Number(processMatch[1]));
      if (!process) return brevoError(404, 'document_not_found', 'Process does not exist');
      if (processesFail) return { status: 200, body: { id: process.id, name: 'IMPORTUSER', status: 'failed' } };
      if (process.readsInProgress > 0) {
        process.readsInProgress -= 1;
        return { status: 200, body: { id: process.id, name: 'IMPORTUSER', status: 'in_process' } };
      }
      const invalid = complete(process);
      const report = invalid.length > 0 ? reportUrl(process) : null;
      const info = { import: { invalid_emails: report, duplicate_ext_id: 0, duplicate_email_id: null } };
      return { status: 200, body: { id: process.id, name: 'IMPORTUSER', status: 'completed', info } };
    }
    const removeMatch = /^\/v3\/contacts\/lists\/(\d+)\/contacts\/remove$/.exec(path);
    if (method === 'POST' && removeMatch) {
      const listId = Number(removeMatch[1]);
      const emails = ((json.emails as string[] | undefined) ?? []).map((email) => email.toLowerCase());
      const members = emails.map((email) => contacts.get(email)).filter((contact) => contact?.listIds.has(listId));
      if (members.length === 0) {
        return brevoError(400, 'invalid_parameter', 'Contact already removed from list and/or does not exist');
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
      if (!found) return brevoError(404, 'document_not_found', 'Contact does not exist');
      contacts.delete(found.email);
      return { status: 204 };
    }
    if (method === 'POST' && path === '/v3/smtp/email') {
      const sender = json.sender as { email?: string } | undefined;
      const to = json.to as { email?: string }[] | undefined;
      if (!sender?.email || !to?.length || !json.subject || !(json.htmlContent || json.textContent)) {
        return brevoError(400, 'missing_parameter', 'sender, to, subject and content are required');
      }
      const key = (json.headers as { idempotencyKey?: string } | undefined)?.idempotencyKey;
      const known = key ? sentEmails.get(key) : undefined;
      if (known) return { status: 201, body: { messageId: known.messageId } };
      const messageId = `<${Date.now()}.${requests.length}@smtp-relay.mailin.fr>`;
      sentEmails.set(key ?? messageId, { messageId, body });
      if (transactionalFailures > 0) {
        // Accepted, then the answer is lost: the sender cannot tell, and tries again.
        transactionalFailures -= 1;
        return brevoError(502, 'bad_gateway', 'Bad gateway');
      }
      return { status: 201, body: { messageId } };
    }
    return brevoError(404, 'not_found', `No route ${method} ${path}`);
  }

  /** A report's link, like Brevo's, needs no key: it names the process and the problem. */
  function report(request: RecordedRequest): Answer | null {
    const match = /^\/reports\/(\d+)\/invalid_emails\.csv$/.exec(request.path);
    if (!match) return null;
    const invalid = processes.get(Number(match[1]))?.invalidEmails;
    if (!invalid) return brevoError(404, 'document_not_found', 'Report does not exist');
    return { status: 200, body: ['EMAIL', ...invalid].join('\n'), headers: { 'content-type': 'text/csv' } };
  }

  function answer(request: RecordedRequest): Answer {
    const reportAnswer = report(request);
    if (reportAnswer) return reportAnswer;
    if (request.headers['api-key'] !== apiKey) return brevoError(401, 'unauthorized', 'Key not found');
    if (request.body !== undefined && !String(request.headers['content-type']).startsWith('application/json')) {
      return brevoError(415, 'invalid_parameter', 'Content-Type must be application/json');
    }
    if (request.at < rateLimitedUntil) {
      return {
        ...brevoError(429, 'too_many_requests', 'Too many requests'),
        headers: {
          'x-sib-ratelimit-limit': '10',
          'x-sib-ratelimit-remaining': '0',
          'x-sib-ratelimit-reset': String(Math.ceil((rateLimitedUntil - request.at) / 1000)),
        },
      };
    }
    if (rateLimited.remaining > 0) {
      rateLimited.remaining -= 1;
      const wait = String(rateLimited.retryAfterSeconds);
      return {
        ...brevoError(429, 'too_many_requests', 'Too many requests'),
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
    const payload =
      result.body === undefined ? '' : typeof result.body === 'string' ? result.body : JSON.stringify(result.body);
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
  origin = `http://127.0.0.1:${port}`;

  return {
    /** The base URL to give the service as BREVO_API_URL. */
    url: `${origin}/v3`,
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
    /**
     * Every API call answers 429 for the next `ms`, as when the account's limit is spent: Brevo's
     * `x-sib-ratelimit-*` headers say when it resets (whole seconds, rounded up). Returns when the
     * window opened and when it closes (performance.now(), like a request's `at`).
     */
    rateLimitFor(ms: number): { from: number; until: number } {
      const from = performance.now();
      rateLimitedUntil = from + ms;
      return { from, until: rateLimitedUntil };
    },
    /** Every import is refused with a 400 while on, as Brevo refuses a body it cannot take. */
    refuseImports: (on: boolean) => {
      importsRefused = on;
    },
    /** Every import's process ends `failed`, importing nothing, while on. */
    failProcesses: (on: boolean) => {
      processesFail = on;
    },
    /** The contacts of every import Brevo was asked for, in order (a batch sent twice appears twice). */
    importedRows: () =>
      requests
        .filter((request) => request.method === 'POST' && request.path === '/v3/contacts/import')
        .flatMap((request) => (request.body as { jsonBody?: ImportRow[] }).jsonBody ?? []),
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
