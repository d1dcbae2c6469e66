import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from 'playwright-core';
import { ACCOUNT_MESSAGES } from '../packages/contracts/src/account.ts';
import { baseUrl } from './browser.ts';
import { markEmailVerified } from './verified-email.ts';

export type Trader = ReturnType<typeof newTrader>;

/** A trader no earlier test run has used. */
export function newTrader() {
  const tag = randomBytes(4).toString('hex');
  return {
    firstName: 'Ada',
    lastName: `Lovelace${tag}`,
    email: `ada.${tag}@example.com`,
    password: 'correct horse battery',
  };
}

/**
 * Registers the trader through the public API (for tests whose subject is another screen), with
 * their address verified as if they had followed the e-mail's link; returns the user id.
 */
export async function registerTrader(
  request: APIRequestContext,
  trader: Trader,
  { verified = true, marketingConsent = false }: { verified?: boolean; marketingConsent?: boolean } = {},
): Promise<string> {
  const registered = await request.post(`${baseUrl()}/api/register`, {
    data: {
      ...trader,
      confirmPassword: trader.password,
      phoneNumber: '+44 20 7946 0958',
      country: 'United Kingdom',
      address: '12 Analytical Row',
      city: 'London',
      postalCode: 'N1 9GU',
      dateOfBirth: '1990-12-10',
      terms: true,
      marketingConsent,
    },
  });
  if (registered.status() !== 201)
    throw new Error(`registration failed: ${registered.status()} ${await registered.text()}`);
  const userId = ((await registered.json()) as { user: { id: string } }).user.id;
  if (verified) await markEmailVerified(userId);
  return userId;
}

/**
 * Links the trader to an MT5 account no one holds, as the signed-in admin; returns its id. Specs run
 * two at a time, so another may take the account between the list and the link: the link is then
 * refused as taken (409) and the next free account is tried, as an admin would.
 */
export async function linkFreeMt5Account(admin: APIRequestContext, userId: string, fundingBalance: string) {
  const tried = new Set<string>();
  for (;;) {
    const accounts = (await (await admin.get(`${baseUrl()}/api/admin/mt5-accounts`)).json()) as {
      id: string;
      linkedUserId?: string | null;
    }[];
    const free = accounts.find((account) => !account.linkedUserId && !tried.has(account.id));
    if (!free) throw new Error('the simulator offers no free MT5 account');
    tried.add(free.id);
    const linked = await admin.post(`${baseUrl()}/api/admin/link-mt5`, {
      data: { userId, mt5AccountId: free.id, fundingBalance },
    });
    if (linked.status() === 200) return free.id;
    const refusal = await linked.text();
    if (linked.status() !== 409 || !refusal.includes(ACCOUNT_MESSAGES.mt5Taken))
      throw new Error(`linking failed: ${linked.status()} ${refusal}`);
  }
}

/**
 * Signs the trader in for a spec whose subject is another screen: the form's own request, then the
 * app opened, waiting for the dashboard's greeting. The page's requests share its cookies, so the
 * session is the page's. The form itself (a full reload a second after success, so the app loads
 * twice) is driven by the specs about it: the dashboard's, the live account link's, accessibility's.
 */
export async function signInTrader(page: Page, trader: Trader): Promise<void> {
  const signedIn = await page.request.post(`${baseUrl()}/api/login`, {
    data: { email: trader.email, password: trader.password },
  });
  if (signedIn.status() !== 200) throw new Error(`sign-in failed: ${signedIn.status()} ${await signedIn.text()}`);
  // Where the form's reload lands: the home route, which shows a signed-in trader the dashboard.
  await page.goto(`${baseUrl()}/`);
  await page.getByRole('heading', { name: `Welcome back, ${trader.firstName}!` }).waitFor({ timeout: 15000 });
}

/**
 * Picks an Instant Funding tier on /purchase once the programs, and with them the tiers, have come,
 * and checks that it is chosen: a click that missed would leave 'Purchase Account' disabled, and the
 * spec would fail later on a button that never enables.
 */
export async function chooseTier(page: Page, name: string): Promise<void> {
  await page.getByRole('tablist', { name: 'Choose your program' }).waitFor();
  const tier = page.getByRole('radio', { name, exact: true });
  await page.locator('label', { has: tier }).click();
  if (!(await tier.isChecked())) throw new Error(`the tier ${name} was not chosen`);
}
