import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKETING_MESSAGES } from '../packages/contracts/src/marketing.ts';
import demo from '../services/identity/demo-accounts.json' with { type: 'json' };
import type { RecordedRequest } from '../services/marketing/test/fake-brevo.ts';
import type { ImportRow } from '../services/marketing/test/fake-brevo-imports.ts';
import { baseUrl, openBrowser, screenshot } from './browser.ts';
import { FAILING_EMAIL_PREFIX, fakeBrevo, upsertEmail } from './fake-brevo-client.ts';
import { newTrader, registerTrader, type Trader } from './trader.ts';

/**
 * How many traders this file registers. The platform's sync imports them 10 at a time, each import
 * taking about a second, so a sync of these takes about three seconds: long enough for the page's
 * once-a-second poll to show it part way.
 */
const TRADERS = 30;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function eventually<T>(check: () => Promise<T>, timeoutMs = 20000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(200);
    }
  }
}

/** A full-page screenshot from the top: scrolled, the sticky header would be drawn part way down. */
async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

/** A figure the page shows as text, e.g. '1,234'. */
const figure = async (locator: Locator) => Number((await locator.textContent())?.replace(/[^\d]/g, ''));

describe('the demo admin syncs every user to Brevo (a local fake) and adds and removes one by hand', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const traders: (Trader & { id: string })[] = [];
  const failing = { ...newTrader(), email: `${FAILING_EMAIL_PREFIX}${randomBytes(4).toString('hex')}@example.com` };

  const figures = () => page.getByRole('group', { name: 'Brevo figures' });
  const syncCard = () => page.getByRole('region', { name: 'Sync all users' });
  // Each figure is a term and its definition in the card's description list.
  const count = (name: 'Synced' | 'Failed' | 'Total') =>
    syncCard()
      .locator('dl > div')
      .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${name}$`) }) })
      .getByRole('definition');
  const toast = () => page.getByRole('status', { name: 'Notifications' });

  beforeAll(async () => {
    browser = await openBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    // A few at a time: registration hashes a password, and the machine has other work.
    const fresh = Array.from({ length: TRADERS - 1 }, () => newTrader());
    for (let start = 0; start < fresh.length; start += 5) {
      const group = fresh.slice(start, start + 5);
      const ids = await Promise.all(
        group.map((trader) => registerTrader(page.request, trader, { marketingConsent: true })),
      );
      for (const [index, trader] of group.entries()) traders.push({ ...trader, id: ids[index] ?? '' });
    }
    await registerTrader(page.request, failing, { marketingConsent: true });
    // Marketing pushes each consenting user to Brevo once its copy of them is committed; once the fake has
    // seen them all, every one of them is a user the sync will cover.
    await eventually(async () => {
      const seen = new Set((await fakeBrevo.requests({ method: 'POST', path: '/v3/contacts' })).map(upsertEmail));
      const missing = [...traders, failing].filter((trader) => !seen.has(trader.email));
      expect(missing.map((trader) => trader.email)).toEqual([]);
    }, 30000);
  }, 120000);
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('signs the demo admin in and shows Brevo connected, its lists and the subscriber figures', async () => {
    await page.goto(`${baseUrl()}/admin`);
    const form = page.getByRole('form', { name: 'Admin sign in' });
    await form.getByLabel('Email').fill(demo.SEED_ADMIN_EMAIL);
    await form.getByLabel('Password', { exact: true }).fill(demo.SEED_ADMIN_PASSWORD);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/admin\/dashboard$/);
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Email Marketing' })
      .click();
    await page.waitForURL(/\/admin\/brevo$/);
    await page.getByRole('heading', { name: 'Email Marketing' }).waitFor();

    const connection = figures().getByRole('group', { name: 'Connection' });
    await connection.getByText('Connected', { exact: true }).waitFor();
    await connection.getByText('List: Funded Traders').waitFor();
    const list = await fakeBrevo.firmList();
    const subscribers = figures().getByRole('group', { name: 'Subscribers', exact: true });
    await subscribers.getByText(list.totalSubscribers.toLocaleString('en-US'), { exact: true }).waitFor();
    // Every consenting trader but the one Brevo refuses was added to the list when they registered.
    expect(list.totalSubscribers).toBeGreaterThanOrEqual(TRADERS - 1);
    for (const name of ['Unique Subscribers', 'Blacklisted']) {
      await figures()
        .getByRole('group', { name })
        .getByText(/^[\d,]+$/)
        .waitFor();
    }

    const lists = page.getByRole('region', { name: 'Brevo lists' });
    const funded = lists.getByRole('row').filter({ hasText: 'Funded Traders' });
    await funded.getByRole('cell', { name: String(fakeBrevo.listId()), exact: true }).waitFor();
    await funded.getByRole('cell', { name: list.totalSubscribers.toLocaleString('en-US'), exact: true }).waitFor();
    await lists
      .getByRole('row')
      .filter({ hasText: 'Newsletter' })
      .getByRole('cell', { name: '8', exact: true })
      .waitFor();

    await syncCard().getByText('No sync has run yet.').waitFor();
    await screenshot(page, 'brevo-01-connected');
  });

  it('runs sync all, shows its progress while it runs and then the final synced and failed counts', async () => {
    const before = (await fakeBrevo.requests()).length;
    const progress = syncCard().getByRole('progressbar', { name: 'Sync progress' });
    await syncCard().getByRole('button', { name: 'Sync all' }).click();

    // Read the sync card as the admin sees it, all at once, every 100 ms until the sync has finished.
    await progress.waitFor();
    const seen: SyncCardState[] = [];
    let progressShot = false;
    const deadline = Date.now() + 45000;
    for (;;) {
      const state = await syncCard().evaluate(readSyncCard);
      seen.push(state);
      if (state.running && state.done > 0 && state.done < state.total && !progressShot) {
        progressShot = true;
        await screenshot(page, 'brevo-02-sync-progress');
      }
      if (state.summary.startsWith('Last sync finished')) break;
      if (Date.now() > deadline) throw new Error(`the sync did not finish: ${JSON.stringify(state)}`);
      await sleep(100);
    }

    // Part way: 'Syncing... done of total users', the button busy, and done only ever growing.
    const running = seen.filter((sample) => sample.running);
    const partWay = running.filter((sample) => sample.done > 0 && sample.done < sample.total);
    expect(partWay.length, JSON.stringify(seen)).toBeGreaterThan(0);
    for (const sample of running) {
      expect(sample.summary).toBe(`Syncing... ${sample.done} of ${sample.total} users`);
      expect(sample.button).toMatch(/Syncing\.\.\.|Starting\.\.\./);
      expect(sample.buttonDisabled).toBe(true);
    }
    const dones = seen.map((sample) => sample.done);
    expect(dones).toEqual([...dones].sort((a, b) => a - b));

    // Finished: every user synced or failed, and exactly the one Brevo refuses failed.
    const synced = await figure(count('Synced'));
    const failed = await figure(count('Failed'));
    const total = await figure(count('Total'));
    expect(failed).toBe(1);
    expect(synced + failed).toBe(total);
    expect(total).toBeGreaterThanOrEqual(TRADERS);
    await syncCard()
      .getByText(new RegExp(`^Last sync finished .+: ${total} of ${total} users$`))
      .waitFor();
    await expect.poll(() => progress.getAttribute('aria-valuenow')).toBe(String(total));
    await syncCard().getByRole('button', { name: 'Sync all' }).waitFor();
    expect(await syncCard().getByRole('button', { name: 'Sync all' }).isEnabled()).toBe(true);
    await toast().getByText('Sync complete').waitFor();
    await toast().getByText(`${synced} synced, 1 failed`).waitFor();
    await screenshot(page, 'brevo-03-sync-finished');

    // The service agrees with its page.
    const latest = await (await page.request.get(`${baseUrl()}/api/admin/brevo/sync`)).json();
    expect(latest.sync).toMatchObject({ status: 'finished', synced, failed, total, done: total });

    // And Brevo was sent every user of the sync in contact imports, with the key, into the firm's list.
    const imports = (await fakeBrevo.requests()).slice(before).filter(isImport);
    const rows = imports.flatMap((request) => (request.body as { jsonBody: ImportRow[] }).jsonBody);
    const emails = new Set(rows.map((row) => row.email));
    expect(emails.size).toBe(total);
    for (const trader of [...traders, failing]) expect(emails.has(trader.email), trader.email).toBe(true);
    for (const request of imports) {
      expect(request.headers['api-key']).toBe(fakeBrevo.apiKey());
      expect(request.headers['content-type']).toMatch(/^application\/json/);
      expect(request.body).toMatchObject({
        listIds: [fakeBrevo.listId()],
        updateExistingContacts: true,
        emptyContactsAttributes: false,
      });
    }
    const [first] = traders;
    expect(rows.find((row) => row.email === first?.email)).toEqual({
      email: first?.email,
      ext_id: first?.id,
      attributes: { FIRSTNAME: first?.firstName, LASTNAME: first?.lastName, COUNTRY: 'United Kingdom' },
    });
    // Sent like the rest and named in the import's report of what Brevo refused, it is in no list.
    expect(rows.some((row) => row.email === failing.email)).toBe(true);
    expect(await fakeBrevo.contact(failing.email)).toBeNull();

    // The figures were read again: the list now holds every user synced.
    const list = await fakeBrevo.firmList();
    expect(list.totalSubscribers).toBe(synced);
    await figures()
      .getByRole('group', { name: 'Subscribers', exact: true })
      .getByText(synced.toLocaleString('en-US'), { exact: true })
      .waitFor();
  });

  it('removes one trader from the Brevo list and adds them back, from their row', async () => {
    const trader = traders[1] ?? traders[0];
    if (!trader) throw new Error('no trader registered');
    const name = `${trader.firstName} ${trader.lastName}`;
    const subscribers = figures().getByRole('group', { name: 'Subscribers', exact: true });
    const inList = (await fakeBrevo.firmList()).totalSubscribers;

    await page.getByLabel('Search users').fill(trader.email);
    const users = page.getByRole('list', { name: 'Users' });
    await users.getByText(trader.email).waitFor();
    await users.getByText(demo.SEED_TRADER_EMAIL).waitFor({ state: 'detached' });

    let before = (await fakeBrevo.requests()).length;
    await page.getByRole('button', { name: `Remove from Brevo: ${name}` }).click();
    await toast().getByText('Removed from Brevo').waitFor();
    await toast().getByText(trader.email).waitFor();
    const removes = (await fakeBrevo.requests()).slice(before);
    expect(removes.map(({ method, path }) => `${method} ${path}`)).toContain(
      `POST /v3/contacts/lists/${fakeBrevo.listId()}/contacts/remove`,
    );
    const remove = removes.find((request) => request.path.endsWith('/contacts/remove'));
    expect(remove?.headers['api-key']).toBe(fakeBrevo.apiKey());
    expect(remove?.body).toEqual({ emails: [trader.email] });
    expect((await fakeBrevo.contact(trader.email))?.listIds).toEqual([]);
    await subscribers.getByText((inList - 1).toLocaleString('en-US'), { exact: true }).waitFor();
    await shot(page, 'brevo-04-removed');

    before = (await fakeBrevo.requests()).length;
    await page.getByRole('button', { name: `Add to Brevo: ${name}` }).click();
    await toast().getByText('Added to Brevo').waitFor();
    // Another sync (an earlier spec's) may still be pushing other users: pick this trader's push.
    const add = (await fakeBrevo.requests())
      .slice(before)
      .find((request) => isUpsert(request) && upsertEmail(request) === trader.email);
    expect(add?.headers['api-key']).toBe(fakeBrevo.apiKey());
    expect(add?.body).toEqual({
      email: trader.email,
      ext_id: trader.id,
      attributes: { FIRSTNAME: trader.firstName, LASTNAME: trader.lastName, COUNTRY: 'United Kingdom' },
      listIds: [fakeBrevo.listId()],
      updateEnabled: true,
    });
    expect((await fakeBrevo.contact(trader.email))?.listIds).toEqual([fakeBrevo.listId()]);
    await subscribers.getByText(inList.toLocaleString('en-US'), { exact: true }).waitFor();
  });

  it("says 'Failed' when Brevo refuses to add a trader", async () => {
    const name = `${failing.firstName} ${failing.lastName}`;
    await page.getByLabel('Search users').fill(failing.email);
    await page.getByRole('list', { name: 'Users' }).getByText(failing.email).waitFor();
    await page.getByRole('button', { name: `Add to Brevo: ${name}` }).click();
    await toast().getByText('Failed', { exact: true }).waitFor();
    await toast().getByText('Failed to add user to Brevo').waitFor();
    expect(await fakeBrevo.contact(failing.email)).toBeNull();
    await shot(page, 'brevo-05-add-failed');
  });

  it("shows 'Not Configured' and offers no action while the service answers that no key is set", async () => {
    // The service's own test (services/marketing/test/unconfigured.int.spec.ts) shows that without a
    // key every Brevo route gives this answer and nothing is sent; here the page is given it.
    const unconfigured = await context.newPage();
    await unconfigured.route('**/api/admin/brevo/**', (route) =>
      route.fulfill({ status: 503, json: { message: MARKETING_MESSAGES.notConfigured } }),
    );
    try {
      await unconfigured.goto(`${baseUrl()}/admin/brevo`);
      const connection = unconfigured.getByRole('group', { name: 'Brevo figures' }).getByRole('group', {
        name: 'Connection',
      });
      await connection.getByText('Not Configured', { exact: true }).waitFor();
      await connection.getByText('Brevo API key not configured').waitFor();
      const notice = unconfigured.getByRole('status', { name: 'Notifications' });
      await notice.getByText('Not Configured', { exact: true }).waitFor();
      await notice.getByText('Brevo API key not configured').waitFor();
      await unconfigured
        .getByRole('region', { name: 'Lists', exact: true })
        .getByText('Not Configured', { exact: true })
        .waitFor();
      expect(await unconfigured.getByRole('button', { name: 'Sync all' }).isDisabled()).toBe(true);
      const trader = traders[0];
      if (!trader) throw new Error('no trader registered');
      const name = `${trader.firstName} ${trader.lastName}`;
      await unconfigured.getByLabel('Search users').fill(trader.email);
      const add = unconfigured.getByRole('button', { name: `Add to Brevo: ${name}` });
      await add.waitFor();
      expect(await add.isDisabled()).toBe(true);
      expect(await unconfigured.getByRole('button', { name: `Remove from Brevo: ${name}` }).isDisabled()).toBe(true);
      await shot(unconfigured, 'brevo-06-not-configured');
    } finally {
      await unconfigured.close();
    }
  });
});

interface SyncCardState {
  summary: string;
  running: boolean;
  done: number;
  total: number;
  button: string;
  buttonDisabled: boolean;
}

/** Runs in the page: the sync card's summary line, progress bar and button, read in one go. */
function readSyncCard(card: Element): SyncCardState {
  const bar = card.querySelector('[role="progressbar"]');
  const summary =
    Array.from(card.querySelectorAll('p'))
      .map((p) => p.textContent ?? '')
      .find((text) => /^(Syncing|Last sync)/.test(text)) ?? '';
  return {
    summary,
    running: summary.startsWith('Syncing...'),
    done: Number(bar?.getAttribute('aria-valuenow')),
    total: Number(bar?.getAttribute('aria-valuemax')),
    button: card.querySelector('button')?.textContent ?? '',
    buttonDisabled: card.querySelector('button')?.disabled ?? false,
  };
}

const isUpsert = (request: RecordedRequest) => request.method === 'POST' && request.path === '/v3/contacts';
const isImport = (request: RecordedRequest) => request.method === 'POST' && request.path === '/v3/contacts/import';
