import { randomBytes } from 'node:crypto';

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
