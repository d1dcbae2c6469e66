import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * An id shaped like Stripe's test-mode ones ('cs_test_…', 'pi_test_…'): random, so two fakes in
 * one run never hand out the same id to a database both write to.
 */
export const stripeId = (prefix: string) => `${prefix}_test_${randomTail()}`;

/** Request ids carry no mode: 'req_…'. */
export const requestId = () => `req_${randomTail()}`;

function randomTail() {
  let tail = '';
  for (let index = 0; index < 24; index += 1) tail += ALPHABET[randomInt(ALPHABET.length)];
  return tail;
}

/** Stripe's timestamps are whole seconds since the epoch. */
export const unixNow = () => Math.floor(Date.now() / 1000);
