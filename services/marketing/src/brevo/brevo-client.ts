import { setTimeout as sleep } from 'node:timers/promises';
import type { Clock } from '@prop/service-kit/clock';
import pRetry, { type RetryContext } from 'p-retry';
import type { z } from 'zod';
import { BrevoError } from './brevo-error.ts';
import {
  type BrevoContact,
  type BrevoEmail,
  type BrevoList,
  type BrevoProcess,
  brevoErrorBodySchema,
  brevoImportStartedSchema,
  brevoListPageSchema,
  brevoListSchema,
  brevoProcessSchema,
  brevoSentEmailSchema,
} from './brevo-types.ts';
import { retryAfterMs } from './retry-after.ts';

export interface BrevoClientOptions {
  /** e.g. https://api.brevo.com/v3, without a trailing slash. */
  baseUrl: string;
  apiKey: string;
  /** Retries after a 5xx or a lost connection; 429s do not use these up (they wait instead). */
  retries: number;
  retryMinMs: number;
  /** Upper bound of one call, its retries and waits included. */
  maxRetryTimeMs: number;
  timeoutMs: number;
  log: { warn: (details: object, message: string) => void };
  /** What a Retry-After date is measured against. */
  clock: Clock;
}

/** Brevo's largest page of lists. */
const LIST_PAGE_SIZE = 50;
/** No firm has more lists than this; the loop stops here whatever Brevo's count says. */
const MAX_LIST_PAGES = 20;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Brevo's API v3, the calls this service makes, over fetch. Every call sends the `api-key` header
 * and JSON; a 429 waits for Retry-After (or Brevo's reset header) and tries again, except a sync's
 * calls, which throw it for the job to wait; a 5xx or a lost connection backs off exponentially;
 * anything else fails at once with Brevo's code and message.
 */
export function createBrevoClient(options: BrevoClientOptions) {
  /** One request: to Brevo's API with the key, or (`external`) to a link Brevo gave, without it. */
  async function attempt(method: Method, url: string, body: unknown, external: boolean): Promise<string> {
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: {
          ...(external ? {} : { accept: 'application/json', 'api-key': options.apiKey }),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      throw new BrevoError(0, 'unreachable', `Brevo did not answer: ${(error as Error).message}`);
    }
    const text = await response.text();
    if (response.ok) return text;
    const parsed = brevoErrorBodySchema.safeParse(safeJson(text));
    const { code = 'http_error', message = response.statusText } = parsed.success ? parsed.data : {};
    const wait = response.status === 429 ? retryAfterMs(response.headers, options.clock.now()) : undefined;
    throw new BrevoError(response.status, code, message, wait);
  }

  /**
   * A request with its retries. With `waitOnRateLimit` false a 429 is thrown at once, carrying
   * Brevo's wait, for a caller that can wait better than here (a sync puts its job back in the queue).
   */
  function send(
    method: Method,
    url: string,
    body: unknown,
    { waitOnRateLimit = true, external = false }: { waitOnRateLimit?: boolean; external?: boolean } = {},
  ): Promise<string> {
    const started = performance.now();
    // A report's link may carry its own credentials: it is not logged.
    const path = external ? 'an import report' : url.slice(options.baseUrl.length);
    const isRateLimit = (error: Error) => error instanceof BrevoError && error.status === 429;
    return pRetry(() => attempt(method, url, body, external), {
      retries: options.retries,
      minTimeout: options.retryMinMs,
      factor: 2,
      randomize: true,
      maxRetryTime: options.maxRetryTimeMs,
      shouldRetry: ({ error }: RetryContext) => error instanceof BrevoError && error.retryable,
      // A 429 is Brevo pacing us, not failing: it waits as asked and does not use up a retry.
      shouldConsumeRetry: ({ error }: RetryContext) => !isRateLimit(error),
      onFailedAttempt: async ({ error, attemptNumber }: RetryContext) => {
        if (!(error instanceof BrevoError) || !error.retryable) return;
        options.log.warn({ method, path, status: error.status, code: error.code, attemptNumber }, 'Brevo call failed');
        if (!isRateLimit(error)) return;
        const wait = error.retryAfterMs ?? 0;
        if (!waitOnRateLimit || performance.now() - started + wait > options.maxRetryTimeMs) throw error;
        await sleep(wait);
      },
    });
  }

  async function call(
    method: Method,
    path: string,
    body?: unknown,
    sendOptions?: { waitOnRateLimit?: boolean },
  ): Promise<unknown> {
    const text = await send(method, `${options.baseUrl}${path}`, body, sendOptions);
    return text ? JSON.parse(text) : null;
  }

  const read = async <T extends z.ZodType>(
    schema: T,
    path: string,
    method: Method = 'GET',
    body?: unknown,
    sendOptions?: { waitOnRateLimit?: boolean },
  ): Promise<z.output<T>> => schema.parse(await call(method, path, body, sendOptions));

  return {
    /** One list with its subscriber totals (`GET /contacts/lists/{listId}`). */
    getList: (listId: number): Promise<BrevoList> => read(brevoListSchema, `/contacts/lists/${listId}`),

    /** Every list of the account, page by page (`GET /contacts/lists`). */
    async getLists(): Promise<BrevoList[]> {
      const lists: BrevoList[] = [];
      for (let page = 0; page < MAX_LIST_PAGES; page += 1) {
        const offset = page * LIST_PAGE_SIZE;
        const answer = await read(brevoListPageSchema, `/contacts/lists?limit=${LIST_PAGE_SIZE}&offset=${offset}`);
        lists.push(...answer.lists);
        if (answer.lists.length < LIST_PAGE_SIZE || lists.length >= answer.count) break;
      }
      return lists;
    },

    /** Creates the contact, or updates the one with this email (`POST /contacts`, updateEnabled). */
    async upsertContact(contact: BrevoContact): Promise<void> {
      await call('POST', '/contacts', {
        email: contact.email,
        ext_id: contact.extId,
        attributes: contact.attributes,
        ...(contact.listIds ? { listIds: contact.listIds } : {}),
        updateEnabled: true,
      });
    },

    /**
     * Starts Brevo's import of these contacts into the list (`POST /contacts/import`): existing
     * contacts are updated, attributes left out keep their value, and no notification e-mail goes
     * to the account. Answers with the process doing it; a 429 is thrown at once.
     */
    importContacts: (contacts: BrevoContact[], listId: number): Promise<{ processId: number }> =>
      read(
        brevoImportStartedSchema,
        '/contacts/import',
        'POST',
        {
          jsonBody: contacts.map((contact) => ({
            email: contact.email,
            ext_id: contact.extId,
            attributes: contact.attributes,
          })),
          listIds: [listId],
          updateExistingContacts: true,
          emptyContactsAttributes: false,
          disableNotification: true,
        },
        { waitOnRateLimit: false },
      ),

    /** A background process, e.g. an import, with its status (`GET /processes/{id}`); a 429 is thrown at once. */
    getProcess: (processId: number): Promise<BrevoProcess> =>
      read(brevoProcessSchema, `/processes/${processId}`, 'GET', undefined, { waitOnRateLimit: false }),

    /** The CSV an import's process links to; the link is Brevo's own, so the API key is not sent along. */
    getImportReport: (url: string): Promise<string> => send('GET', url, undefined, { external: true }),

    /** Takes the contact off one list; the contact itself stays. */
    async removeFromList(listId: number, email: string): Promise<void> {
      await call('POST', `/contacts/lists/${listId}/contacts/remove`, { emails: [email] });
    },

    /** Deletes the contact we created for a user; one Brevo never had (404) counts as deleted. */
    async deleteContact(extId: string): Promise<void> {
      try {
        await call('DELETE', `/contacts/${encodeURIComponent(extId)}?identifierType=ext_id`);
      } catch (error) {
        if (!(error instanceof BrevoError && error.status === 404)) throw error;
      }
    },

    /** Sends one transactional email (`POST /smtp/email`); Brevo answers with its message id. */
    sendEmail: (email: BrevoEmail): Promise<{ messageId?: string | undefined }> =>
      read(brevoSentEmailSchema, '/smtp/email', 'POST', email),
  };
}
export type BrevoClient = ReturnType<typeof createBrevoClient>;

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
