import { inject } from 'vitest';
import type { RecordedRequest } from '../services/marketing/test/fake-brevo.ts';

export { FAILING_EMAIL_PREFIX } from './fake-brevo-server.ts';

/** The fake Brevo the platform of the browser tests talks to (see fake-brevo-server.ts). */
export const fakeBrevo = {
  apiKey: () => inject('fakeBrevo').apiKey,
  listId: () => inject('fakeBrevo').listId,

  /** Every request the fake was sent, oldest first. */
  async requests(filter?: { method?: string; path?: string | RegExp }): Promise<RecordedRequest[]> {
    const response = await fetch(`${inject('fakeBrevo').controlUrl}/requests`);
    if (!response.ok) throw new Error(`fake Brevo control: ${response.status}`);
    const all = (await response.json()) as RecordedRequest[];
    return all.filter(
      (request) =>
        (!filter?.method || request.method === filter.method) &&
        (!filter?.path ||
          (typeof filter.path === 'string' ? request.path === filter.path : filter.path.test(request.path))),
    );
  },

  /** The firm's list as Brevo (the fake) reports it: what the admin page should be showing. */
  async firmList(): Promise<{ name: string; totalSubscribers: number }> {
    const { apiUrl, apiKey, listId } = inject('fakeBrevo');
    const response = await fetch(`${apiUrl}/contacts/lists/${listId}`, { headers: { 'api-key': apiKey } });
    if (!response.ok) throw new Error(`fake Brevo list ${listId}: ${response.status}`);
    return (await response.json()) as { name: string; totalSubscribers: number };
  },

  /** The contact the fake keeps for this email, with the lists it is in; null if it has none. */
  async contact(email: string): Promise<{ email: string; extId?: string; listIds: number[] } | null> {
    const response = await fetch(`${inject('fakeBrevo').controlUrl}/contacts/${encodeURIComponent(email)}`);
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`fake Brevo control: ${response.status}`);
    return (await response.json()) as { email: string; extId?: string; listIds: number[] };
  },
};

/** The email a contact upsert (`POST /v3/contacts`) was for. */
export const upsertEmail = (request: RecordedRequest) => String((request.body as { email?: unknown }).email ?? '');
