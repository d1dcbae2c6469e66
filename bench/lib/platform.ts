import { adminClient } from './admin-client.ts';
import { pacedAccounts, toFullPace } from './paced-accounts.ts';
import { scrapeMetrics, sumOf } from './metrics.ts';
import { type RunningServices, type StartOptions, startServices } from './start-services.ts';
import { linkTraders, signInTraders, type Trader } from './traders.ts';

export interface Platform {
  services: RunningServices;
  /** The gateway's public port, the only address the load goes to. */
  gatewayUrl: string;
  /** The gateway's processes: one, or each replica sharing the port. */
  gatewayPids: number[];
  traders: Trader[];
  /**
   * Starts the gateway again on a new port, as one plain process (`replicas` 1) or as `replicas`
   * replicas through the cluster launcher; the traders' sessions (in Redis) stay signed in.
   */
  restartGateway: (replicas: number) => Promise<void>;
  /** GET /api/account requests the accounts service answered itself so far (polls the gateway forwarded). */
  accountPollsForwarded: () => Promise<number>;
  stop: () => Promise<void>;
}

const FUNDING = 25_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `work` over `items`, `concurrency` at a time. */
export async function eachLimited<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/**
 * The pieces a trader's dashboard touches, as the platform runs them: the accounts service with
 * the MT5 simulator at `traders` accounts (each moves once a second once they are linked) and the
 * gateway in front of it, in a namespace and database of their own. Every account is linked to a
 * trader of its own and every trader signed in, so each request carries a distinct, live session.
 */
export async function startPlatform(
  traderCount: number,
  log: (line: string) => void,
  options: StartOptions = {},
): Promise<Platform> {
  log(`starting accounts (simulator, ${traderCount} MT5 accounts) and the gateway`);
  const gateway = (replicas: number) => ({
    dir: 'gateway',
    env: (url: (dir: string) => string) => ({ ACCOUNTS_URL: url('services/accounts') }),
    ...(replicas > 1 && { replicas }),
  });
  const paced = pacedAccounts(traderCount);
  const services = await startServices([paced.setUp, gateway(1)], options);
  try {
    const accountsUrl = services.url('services/accounts');
    const call = adminClient(accountsUrl, services.internalToken);
    const started = Date.now();
    const linked = await linkTraders(services, call, traderCount, FUNDING, 32);
    log(`linked ${linked.length} traders in ${((Date.now() - started) / 1000).toFixed(0)} s; signing them in`);
    const traders = await signInTraders(services.env, services.namespace, linked);
    log('restarting accounts at the full pace');
    await toFullPace(services, paced);
    const accountPollsForwarded = async () =>
      sumOf(await scrapeMetrics(accountsUrl, services.metricsToken), 'http_request_duration_seconds_count', {
        service: 'accounts',
        route: '/api/account',
      });
    const platform: Platform = {
      services,
      gatewayUrl: services.url('gateway'),
      gatewayPids: services.pids('gateway'),
      traders,
      async restartGateway(replicas) {
        await services.stopService('gateway');
        await services.startService(gateway(replicas));
        platform.gatewayUrl = services.url('gateway');
        platform.gatewayPids = services.pids('gateway');
      },
      accountPollsForwarded,
      stop: () => services.stop(),
    };
    return platform;
  } catch (error) {
    await services.stop();
    throw error;
  }
}

/**
 * Polls every trader once through the gateway until each gets 200 with their own account and the
 * accounts service was asked none of them: the gateway then holds every trader's snapshot.
 */
export async function untilServedFromSnapshots(platform: Platform, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const before = await platform.accountPollsForwarded();
    let wrong = 0;
    await eachLimited(platform.traders, 32, async (trader) => {
      const response = await fetch(`${platform.gatewayUrl}/api/account`, { headers: { cookie: trader.cookie } });
      const body = (await response.json()) as { mt5AccountId?: string };
      if (response.status !== 200 || body.mt5AccountId !== trader.mt5AccountId) wrong++;
    });
    const forwarded = (await platform.accountPollsForwarded()) - before;
    if (wrong === 0 && forwarded === 0) return;
    if (Date.now() > deadline) {
      throw new Error(
        `the gateway did not answer every trader from its snapshots: ${wrong} wrong, ${forwarded} forwarded`,
      );
    }
    await sleep(1000);
  }
}
