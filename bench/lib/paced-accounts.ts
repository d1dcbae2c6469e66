import type { RunningServices, ServiceSpec } from './start-services.ts';

const ACCOUNTS = 'services/accounts';

/**
 * Each simulated account moves once in this period while a bench links its traders. At 50,000
 * accounts the full pace (once a second) kept accounts' event loop busy, and the set-up crawled at
 * 25-32 links a second; the bench measures the full pace only after the set-up.
 */
const SET_UP_PERIOD_MS = 30_000;

export interface PacedAccounts {
  /** Accounts with `accounts` simulated MT5 accounts, moving slowly. */
  setUp: ServiceSpec;
  /** The same pool at its default pace, once a second. */
  fullPace: ServiceSpec;
}

export function pacedAccounts(accounts: number): PacedAccounts {
  const fullPace = { dir: ACCOUNTS, env: { SIM_ACCOUNTS: String(accounts) } };
  return { setUp: { ...fullPace, env: { ...fullPace.env, SIM_PERIOD_MS: String(SET_UP_PERIOD_MS) } }, fullPace };
}

/**
 * Restarts accounts at its full pace, on the port it had. The simulator restores every linked
 * account from the figures accounts stored, as after any restart.
 */
export async function toFullPace(services: RunningServices, accounts: PacedAccounts): Promise<void> {
  await services.stopService(ACCOUNTS);
  await services.startService(accounts.fullPace);
}
