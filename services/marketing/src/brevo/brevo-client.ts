import { setTimeout as sleep } from 'node:timers/promises';
import type { Clock } from '@prop/service-kit/clock';
import pRetry, { type RetryContext } from 'p-retry';
import type { z } from 'zod';
import { BrevoError } from './brevo-error.ts';
import {
  type BrevoContact,
  type BrevoEmail,
  type BrevoList,
  brevoErrorBodySchema,
  brevoListPageSchema,
  brevoListSchema,
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
 * and JSON; a 429 waits for Retry-After (or Brevo's reset header) and tries again, a 5xx or a lost
 * connection backs off exponentially; anything else fails at once with Brevo's code and message.
 */
export function createBrevoClient(options: BrevoClientOptions) {
  async function attempt(method: Method, path: string, body: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${options.baseUrl}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          'api-key': options.apiKey,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      throw new BrevoError(0, 'unreachable', `Brevo did not answer: ${(error as Error).message}`);
    }
    const text = await response.text();
    if (response.ok) return text ? JSON.parse(text) : null;
    const parsed = brevoErrorBodySchema.safeParse(safeJson(text));
    const { code = 'http_error', message = response.statusText } = parsed.success ? parsed.data : {};
    const wait = response.status === 429 ? retryAfterMs(response.headers, options.clock.now()) : undefined;
    throw new BrevoError(response.status, code, message, wait);
  }

  async function call(method: Method, path: string, body?: unknown): Promise<unknown> {
    const started = performance.now();
    const isRateLimit = (error: Error) => error instanceof BrevoError && error.status === 429;
    return pRetry(() => attempt(method, path, body), {
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
        if (performance.now() - started + wait > options.maxRetryTimeMs) throw error;
        await sleep(wait);
      },
    });
  }

  const read = async <T extends z.ZodType>(
    schema: T,
    path: string,
    method: Method = 'GET',
    body?: unknown,
  ): Promise<z.output<T>> => schema.parse(await call(method, path, body));

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
