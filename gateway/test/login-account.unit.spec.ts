import { describe, expect, it } from 'vitest';
import { loginAccountKey } from '../src/auth/login-account.ts';

const body = (value: unknown) => Buffer.from(JSON.stringify(value));

describe('the account a sign-in is for', () => {
  it('given one email written differently, when keyed, then it is one account, hashed', () => {
    const key = loginAccountKey(body({ email: 'admin@demo.prop', password: 'x' }));
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(loginAccountKey(body({ email: '  Admin@DEMO.prop ', password: 'y' }))).toBe(key);
    expect(loginAccountKey(body({ email: 'other@demo.prop' }))).not.toBe(key);
  });

  it('given no valid email, when keyed, then there is no account to count', () => {
    for (const raw of [Buffer.from('not json'), body(['a']), body({}), body({ email: 'nope' }), body({ email: 7 })]) {
      expect(loginAccountKey(raw)).toBeUndefined();
    }
    expect(loginAccountKey(undefined)).toBeUndefined();
    expect(loginAccountKey({ email: 'a@b.co' })).toBeUndefined();
  });
});
