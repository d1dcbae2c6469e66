import { randomUUID } from 'node:crypto';
import { purchaseApproved } from '@prop/contracts/events/billing';
import {
  PAYOUT_CONDITIONS_QUEUE,
  PAYOUT_CONDITIONS_SUBJECT,
  type PayoutConditionsReply,
} from '@prop/contracts/payout-conditions';
import { subjectFor } from '@prop/service-kit/nats';
import { createServiceDeps } from '@prop/service-kit/service-deps';
import { callerHeadersFor } from '@prop/service-kit/testing/caller-headers';
import { eventCount as countEvents } from '@prop/service-kit/testing/event-count';
import { eventually as retry } from '@prop/service-kit/testing/eventually';
import { createTestNamespace } from '@prop/service-kit/testing/namespace';
import { answerEmailVerified } from '@prop/service-kit/testing/identity-email-verified';
import { eventPublisher } from '@prop/service-kit/testing/publish-event';
import { accountInformation, metaApiAccount, startFakeMetaApi } from '../../accounts/test/fake-metaapi.ts';
import { type AccountsHarness, startAccounts } from '../../accounts/test/helper.ts';
import { buildApp } from '../src/app.ts';
import { loadPayoutsConfig, MIGRATIONS_FOLDER } from '../src/config.ts';
import type { PayoutsDb } from '../src/db/types.ts';

/** Saturday 13 June 2026, noon in Amsterdam; and the Friday before. */
export const SATURDAY = '2026-06-13T12:00:00+02:00';
export const FRIDAY = '2026-06-12T12:00:00+02:00';

/** How long setup waits for accounts to read MT5 figures while every test file runs at once. */
const BUSY_MACHINE_MS = 20_000;

export const bankTransfer = {
  paymentMethod: 'bank',
  accountHolder: 'Jane Doe',
  bankName: 'ABN AMRO',
  iban: 'NL91 ABNA 0417 1643 00',
  swiftCode: 'ABNANL2A',
} as const;

export interface StackOptions {
  /** Where the payouts process's clock starts (FAKE_NOW, for payouts only). */
  fakeNow?: string;
  /** Start the real accounts service (on a local fake MetaApi) in the same namespace. */
  withAccounts?: boolean;
  /** MT5 accounts the fake MetaApi offers; each trader takes one. */
  mt5Accounts?: number;
  env?: Record<string, string>;
  /** Answer risk's payout-conditions requests (as `riskAnswers` says; unsaid: risk follows no account). */
  withRisk?: boolean;
  /** Answer identity's "is the address verified?" requests (as `identityAnswers` says; unsaid: verified). */
  withIdentity?: boolean;
}

/**
 * The real payouts app and the real accounts app (answering snapshot requests) on the real
 * PostgreSQL and NATS, sharing one test namespace. MT5 figures come from a local server that
 * answers like MetaApi, so a test sets a trader's equity to the cent and it stays there.
 */
export async function startPayouts(options: StackOptions = {}) {
  const { fakeNow = SATURDAY, withAccounts = true, mt5Accounts = 8, withRisk = true, withIdentity = true } = options;
  const fake = withAccounts ? await startFakeMetaApi() : undefined;
  const mt5Ids = Array.from({ length: mt5Accounts }, (_, index) => `meta-${index + 1}`);
  for (const [index, id] of mt5Ids.entries()) {
    fake?.accounts.push(metaApiAccount(id, { login: String(7001 + index) }));
    fake?.information.set(id, accountInformation({ balance: 10000, equity: 10000, currency: 'USD', leverage: 30 }));
  }
  const accounts: AccountsHarness | undefined = fake
    ? await startAccounts({
        METAAPI_TOKEN: 'token',
        METAAPI_PROVISIONING_URL: fake.url,
        METAAPI_CLIENT_URL: fake.url,
        METAAPI_POLL_MS: '150',
        // the provider starts at most this many polls per scheduling tick, so every account is read each tick
        METAAPI_CONCURRENCY: '64',
      })
    : undefined;
  if (accounts) {
    await eventually(async () => {
      const list = (await accounts.get('/api/admin/mt5-accounts', accounts.admin)).json() as { accountInfo: unknown }[];
      if (list.length < mt5Accounts || list.some((entry) => !entry.accountInfo)) throw new Error('MT5 list not read');
    }, BUSY_MACHINE_MS);
  }

  const ns = createTestNamespace('payouts', {
    FAKE_NOW: fakeNow,
    ...(accounts && { NAMESPACE: accounts.ns.namespace }),
    ...options.env,
  });
  const config = loadPayoutsConfig(ns.env);
  const deps = await createServiceDeps<PayoutsDb>('payouts', config, MIGRATIONS_FOLDER);
  const app = await buildApp(deps, config);

  /**
   * Risk is played by a responder on its subject: the conditions it judges come from trades and
   * rule packs that risk's own tests cover; here they are what a test says they are.
   */
  const packConditions = new Map<string, PayoutConditionsReply>();
  const riskResponder = withRisk
    ? deps.nats.nc.subscribe(subjectFor(config.NAMESPACE, PAYOUT_CONDITIONS_SUBJECT), {
        queue: PAYOUT_CONDITIONS_QUEUE,
        callback: (_error, message) => {
          const { userId } = message.json<{ userId: string }>();
          message.respond(JSON.stringify(packConditions.get(userId) ?? { found: false }));
        },
      })
    : undefined;
  /** What risk answers for a trader from now on. */
  const riskAnswers = (userId: string, reply: PayoutConditionsReply) => packConditions.set(userId, reply);
  /** Identity, unless `withIdentity` is false: every trader's address is verified unless a test says otherwise. */
  const identity = withIdentity ? answerEmailVerified(deps.nats.nc, config.NAMESPACE) : undefined;

  /** What the gateway forwards for a verified session: the caller plus the internal token. */
  const callerHeaders = callerHeadersFor(config.INTERNAL_TOKEN);
  const admin = callerHeaders('admin');

  /** The equity accounts reports for a trader, once its MetaApi poll has read it. */
  async function accountEquity(userId: string): Promise<number | undefined> {
    const response = await accounts?.get('/api/account', accounts.trader(userId));
    return response?.statusCode === 200 ? response.json().equity : undefined;
  }

  /** Moves a trader's MT5 equity (balance too) and waits until accounts has read it. */
  async function setEquity(trader: { userId: string; mt5Id: string }, equity: number): Promise<void> {
    fake?.information.set(trader.mt5Id, accountInformation({ balance: equity, equity, currency: 'USD', leverage: 30 }));
    await eventually(async () => {
      if ((await accountEquity(trader.userId)) !== equity) throw new Error(`equity ${equity} not read yet`);
    }, BUSY_MACHINE_MS);
  }

  /**
   * A trader linked to an MT5 account of their own, funded with 10000 and holding `equity`. Given
   * a purchase id, billing approved that purchase first, and the link fulfils its provision.
   */
  async function traderWithEquity(equity: number, options: { purchaseId?: string } = {}) {
    const mt5Id = mt5Ids.shift();
    if (!accounts || !mt5Id) throw new Error('no MT5 account left for another trader');
    const userId = randomUUID();
    const { purchaseId } = options;
    if (purchaseId) {
      await accounts.publishEvent(purchaseApproved, { purchaseId, userId, tierId: '10k', amount: 10000 });
      await eventually(() =>
        accounts.deps.db
          .selectFrom('provisions')
          .select('status')
          .where('purchase_id', '=', purchaseId)
          .executeTakeFirstOrThrow(),
      );
    }
    const linked = await accounts.link(userId, mt5Id, '10000');
    if (linked.statusCode !== 200) throw new Error(`link failed: ${linked.body}`);
    const trader = { userId, mt5Id, headers: callerHeaders('trader', userId) };
    await setEquity(trader, equity);
    return trader;
  }

  const inject = app.inject.bind(app);

  function submit(headers: Record<string, string>, payload: object, idempotencyKey: string | null = randomUUID()) {
    return inject({
      method: 'POST',
      url: '/api/withdrawal/request',
      headers: idempotencyKey === null ? headers : { ...headers, 'idempotency-key': idempotencyKey },
      payload,
    });
  }

  const get = (url: string, headers: Record<string, string>) => inject({ method: 'GET', url, headers });
  const decide = (id: string, headers: Record<string, string>, payload: object) =>
    inject({ method: 'PUT', url: `/api/admin/withdrawal/${id}`, headers, payload });

  /** How many events of one subject reached the payouts stream, once the outbox is empty. */
  const eventCount = (subject: string) => countEvents(deps, config.NAMESPACE, subject, { timeoutMs: 8000 });

  /** Publishes an event the way identity's outbox relay does, on this namespace's identity stream. */
  const publishIdentityEvent = eventPublisher(deps.nats.js, config.NAMESPACE);

  return {
    app,
    deps,
    config,
    accounts,
    admin,
    callerHeaders,
    traderWithEquity,
    setEquity,
    submit,
    get,
    decide,
    eventCount,
    publishIdentityEvent,
    riskAnswers,
    identityAnswers: identity?.answer,
    close: async () => {
      riskResponder?.unsubscribe();
      identity?.stop();
      await app.close();
      await ns.cleanup();
      await accounts?.close();
      await fake?.close();
    },
  };
}

export type PayoutsHarness = Awaited<ReturnType<typeof startPayouts>>;

/** A submission whose amounts are those of a profit: the total and 60% of it, as the dialog computes them. */
export function withdrawalOf(profit: number, bankDetails: object = bankTransfer) {
  return { amount: profit, profitAmount: Math.round(profit * 60) / 100, currency: 'USD', bankDetails };
}

/** Retries an assertion until it holds: for effects of events consumed in the background. */
export const eventually = <T>(check: () => Promise<T>, timeoutMs = 8000): Promise<T> => retry(check, timeoutMs);
