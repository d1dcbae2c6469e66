import type { Browser, BrowserContext, Locator, Page, WebSocketRoute } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInAdmin } from '../admin-session.ts';
import { baseUrl, expectNoSideScroll, openBrowser } from '../browser.ts';
import { linkFreeMt5Account, newTrader, registerTrader, signInTrader } from '../trader.ts';
import { RESYNC_MESSAGE } from '../../packages/contracts/src/realtime.ts';
import type { WithdrawalRequest } from '../../packages/contracts/src/withdrawal.ts';
import { eventsOnEveryServer } from '../../packages/service-kit/src/testing/events-on-every-server.ts';
import { requestWithdrawal } from '../withdrawal.ts';
import { accountOf, driveEquity, objectivesIn, shot } from './programs-platform.ts';

type Shown = { text: string; met: boolean };

/** The list as the trader reads it: each condition's words and whether it is met (the hidden word). */
async function conditionsShown(list: Locator): Promise<Shown[]> {
  return Promise.all(
    (await list.getByRole('listitem').all()).map(async (item) => {
      const text = ((await item.textContent()) ?? '').trim();
      const met = !text.endsWith('not met');
      return { text: text.replace(/ (not )?met$/, ''), met };
    }),
  );
}

/**
 * The Withdraw Funds card lists every condition the server checks on a request (payouts' clock is
 * on the withdrawal day, a Saturday), each met or not, and the list follows what the server finds:
 * once a request is under review, "no request pending" is not met, and neither is the profit once
 * the account has none. The page's socket runs through a route that can lose the pushes on their way,
 * as a socket that is away loses them.
 */
describe('the eligibility list of the Withdraw Funds card', () => {
  let browser: Browser;
  let traderContext: BrowserContext;
  let adminContext: BrowserContext;
  let page: Page;
  let admin: Page;
  let userId = '';
  let mt5AccountId = '';
  const trader = newTrader();
  /** The page's socket, page side and server side, while open, and how many pushes came through it. */
  let socket: { page: WebSocketRoute; server: WebSocketRoute; pushes: number } | undefined;
  /** While set, what the gateway pushes is dropped here and its type noted. */
  let lost: string[] | undefined;
  /** What reached the page, in order: each push's type, and each read of its withdrawal data with its status. */
  const seen: string[] = [];
  /** Payouts' events as each NATS server of the platform saw them. */
  let witness: Awaited<ReturnType<typeof eventsOnEveryServer>> | undefined;
  type Mark = { seen: number; servers: number[] };
  const mark = (): Mark => ({ seen: seen.length, servers: witness?.mark() ?? [] });

  /**
   * Runs `check`; should it fail, says what reached the page since `from`, which of payouts' events
   * each NATS server saw meanwhile, and what the server answers now.
   */
  async function explained(from: Mark, check: () => Promise<unknown>): Promise<void> {
    try {
      await check();
    } catch (error) {
      const answer = await page.request.get(`${baseUrl()}/api/withdrawal/eligibility`);
      const since = seen.slice(from.seen).filter((each) => each !== 'account_update');
      throw new Error(
        `${error instanceof Error ? error.message : error}; since then the page saw ${since.join(', ') || 'nothing'}; ${witness?.since(from.servers)}; the server answers ${answer.status()} ${await answer.text()}`,
      );
    }
  }

  const list = () =>
    page.getByRole('region', { name: 'Withdraw Funds' }).getByRole('list', { name: 'Withdrawal conditions' });

  /** Whether the card shows "No withdrawal request under review" met. */
  const noRequestUnderReview = async () =>
    (await conditionsShown(list())).find(({ text }) => text.startsWith('No withdrawal request'))?.met;

  /** What the card shows equals what the server answers, once the card has caught up. */
  async function expectCardToMatchServer(): Promise<Shown[]> {
    let shown: Shown[] = [];
    let server: Shown[] = [];
    await expect
      .poll(
        async () => {
          const response = await page.request.get(`${baseUrl()}/api/withdrawal/eligibility`);
          const body = (await response.json()) as { conditions: Shown[] };
          server = body.conditions.map(({ text, met }) => ({ text, met }));
          shown = await conditionsShown(list());
          // The profit's figure moves with the equity: the words before it, and whether it is met, must agree.
          const words = (each: Shown[]) =>
            each.map(({ text, met }) => ({ text: text.replace(/\(now .*\)$/, ''), met }));
          return JSON.stringify(words(shown)) === JSON.stringify(words(server));
        },
        { timeout: 20000, interval: 1000 },
      )
      .toBe(true);
    expect(shown.length).toBeGreaterThan(0);
    return shown;
  }

  beforeAll(async () => {
    witness = await eventsOnEveryServer(inject('natsUrl'), inject('namespace'), 'payouts');
    browser = await openBrowser();
    traderContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await traderContext.newPage();
    admin = await adminContext.newPage();
    await page.routeWebSocket(
      (url) => url.pathname === '/ws',
      (route) => {
        const server = route.connectToServer();
        const current = { page: route, server, pushes: 0 };
        server.onMessage((message) => {
          current.pushes += 1;
          const { type } = JSON.parse(String(message)) as { type: string };
          if (lost) lost.push(type);
          else {
            seen.push(type);
            route.send(message);
          }
        });
        socket = current;
      },
    );
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/api/withdrawal/'))
        seen.push(`${response.request().method()} ${pathname} ${response.status()}`);
    });
    userId = await registerTrader(page.request, trader);
    await signInAdmin(admin);
    mt5AccountId = await linkFreeMt5Account(admin.request, userId, '10000');
    await driveEquity(admin.request, mt5AccountId, 10500);
    await signInTrader(page, trader);
    // Whether risk has locked the account to the seeded pack yet ('instant-funding/1') or judges it by
    // the configured rule set ('instant-funding'), the rules are the same.
    await objectivesIn(page.request, 'instant-funding');
  });

  /** The trader's requests under review, as the admin lists them. */
  async function pendingRequests(): Promise<WithdrawalRequest[]> {
    const listed = await admin.request.get(`${baseUrl()}/api/admin/withdrawal-requests`);
    expect(listed.status()).toBe(200);
    return ((await listed.json()) as WithdrawalRequest[]).filter(
      (request) => request.user?.id === userId && request.status === 'pending',
    );
  }

  /**
   * Until the gateway holds the page's socket, which it pushes to from then on: an update of the
   * account (moved every second) has come through it. The page opens it before the gateway has it.
   */
  const socketHeld = () => expect.poll(() => (socket?.pushes ?? 0) > 0, { timeout: 15000 }).toBe(true);

  /** The admin turns the request down, as the review screen does. */
  async function reject(request: WithdrawalRequest): Promise<void> {
    const decided = await admin.request.put(`${baseUrl()}/api/admin/withdrawal/${encodeURIComponent(request.id)}`, {
      data: { status: 'rejected', adminNotes: 'Test request.' },
    });
    expect(decided.status()).toBe(200);
  }

  afterAll(async () => {
    if (admin) {
      // Any request left is turned down and the account given back, so no other spec finds them.
      for (const request of await pendingRequests()) await reject(request);
      await admin.request.post(`${baseUrl()}/api/admin/unlink-mt5`, { data: { userId } });
    }
    await traderContext?.close();
    await adminContext?.close();
    await browser?.close();
    await witness?.close();
  });

  it('lists the spec’s three conditions and the pack’s, all met, for a trader in profit on the withdrawal day', async () => {
    await list().waitFor({ timeout: 15000 });
    const shown = await expectCardToMatchServer();
    // The spec's three first; Instant Funding's pack (maximum loss, no expert advisors, leverage) adds none.
    expect(shown.map(({ text }) => text)).toEqual([
      expect.stringMatching(/^Profit of at least \S+10\.00 \(now \S+\)$/),
      'No withdrawal request under review',
      'Today is the withdrawal day (Saturday)',
    ]);
    expect(shown.every(({ met }) => met)).toBe(true);
    const button = page
      .getByRole('region', { name: 'Withdraw Funds' })
      .getByRole('button', { name: 'Request Withdrawal' });
    await expect.poll(() => button.isEnabled(), { timeout: 15000 }).toBe(true);
    await shot(page, 'programs-eligibility-01-all-met');
  });

  it('marks "no request under review" not met once a request is pending, and the profit once there is none', async () => {
    const currency = (await accountOf(page.request)).mt5Data?.accountInfo.currency ?? 'EUR';
    const from = mark();
    await requestWithdrawal(page.request, currency);
    await explained(from, () => expect.poll(noRequestUnderReview, { timeout: 20000 }).toBe(false));

    await driveEquity(admin.request, mt5AccountId, 9700);
    await expect
      .poll(async () => (await conditionsShown(list())).find(({ text }) => text.startsWith('Profit'))?.met, {
        timeout: 20000,
      })
      .toBe(false);
    const shown = await expectCardToMatchServer();
    expect(shown.filter(({ met }) => !met).map(({ text }) => text)).toEqual([
      expect.stringMatching(/^Profit of at least /),
      'No withdrawal request under review',
    ]);
    const button = page
      .getByRole('region', { name: 'Withdraw Funds' })
      .getByRole('button', { name: 'Request Withdrawal' });
    expect(await button.isDisabled()).toBe(true);
    await page.getByRole('region', { name: 'Withdraw Funds' }).scrollIntoViewIfNeeded();
    await shot(page, 'programs-eligibility-02-not-met');

    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('region', { name: 'Withdraw Funds' }).scrollIntoViewIfNeeded();
    await expectNoSideScroll(page);
    await shot(page, 'programs-eligibility-03-375');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('shows a request decided while its push was lost once the socket opens again', async () => {
    const [pending] = await pendingRequests();
    if (!pending || !socket) throw new Error('no pending request, or no socket, to start from');
    await socketHeld();
    const away = socket;
    const from = mark();
    lost = [];
    await reject(pending);
    // The decision's push reached the page's socket and went no further.
    await explained(from, () => expect.poll(() => lost?.includes('withdrawal_update'), { timeout: 15000 }).toBe(true));
    lost = undefined;
    await away.server.close();
    await away.page.close();

    await explained(from, () => expect.poll(noRequestUnderReview, { timeout: 15000 }).toBe(true));
    expect(socket).not.toBe(away);
  });

  it('shows a request filed while its push was lost once the gateway tells the socket to re-read', async () => {
    await driveEquity(admin.request, mt5AccountId, 10500);
    const profitMet = async () => (await conditionsShown(list())).find(({ text }) => text.startsWith('Profit'))?.met;
    await expect.poll(profitMet, { timeout: 20000 }).toBe(true);
    await socketHeld();
    const open = socket;
    if (!open) throw new Error('no socket to start from');
    const currency = (await accountOf(page.request)).mt5Data?.accountInfo.currency ?? 'EUR';
    const from = mark();
    lost = [];
    await requestWithdrawal(page.request, currency);
    await explained(from, () => expect.poll(() => lost?.includes('withdrawal_update'), { timeout: 15000 }).toBe(true));
    lost = undefined;
    // What a gateway replica sends its sockets once its NATS connection is back after a break.
    open.page.send(JSON.stringify(RESYNC_MESSAGE));

    await explained(from, () => expect.poll(noRequestUnderReview, { timeout: 15000 }).toBe(false));
    expect(socket).toBe(open);
  });
});
