import { describe, expect, it } from 'vitest';
import { isTooCommonPassword } from '../src/domain/password-strength.ts';

describe('isTooCommonPassword', () => {
  it.each([
    'password',
    'password123',
    'qwertyuiop',
    'Password1',
    'P@ssw0rd',
    'iloveyou',
    '12345678',
    'abcdefgh',
    'admin123',
  ])('refuses %j, which word lists and patterns guess early', (password) => {
    expect(isTooCommonPassword(password)).toBe(true);
  });

  // The demo accounts' passwords and the ones the tests and browser specs sign up with.
  it.each([
    'TraderDemo!2026',
    'AdminDemo!2026',
    'correct horse battery',
    'brand new secret',
    'a brand new secret',
    'xk3#Lp9q',
  ])('accepts %j', (password) => {
    expect(isTooCommonPassword(password)).toBe(false);
  });
});
