import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from 'playwright-core';
import { baseUrl } from './browser.ts';

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

/** Registers the trader through the public API (for tests whose subject is another screen); returns the user id. */
export async function registerTrader(request: APIRequestContext, trader: Trader): Promise<string> {
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
    },
  });
  if (registered.status() !== 201)
    throw new Error(`registration failed: ${registered.status()} ${await registered.text()}`);
  return ((await registered.json()) as { user: { id: string } }).user.id;
}
