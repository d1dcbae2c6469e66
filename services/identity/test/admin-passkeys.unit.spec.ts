import { describe, expect, it } from 'vitest';
import { recoveryCodeField } from '@prop/contracts/admin-passkeys';
import { loadIdentityConfig } from '../src/config.ts';
import {
  canonicalRecoveryCode,
  hashRecoveryCode,
  newRecoveryCodes,
  recoveryCodeKey,
} from '../src/second-factor/recovery-codes.ts';
import { signInRefusal } from '../src/second-factor/sign-in-refusal.ts';
import { webAuthnSite } from '../src/second-factor/webauthn-site.ts';
import { PRODUCTION_ENV } from '@prop/service-kit/testing/production-env';

describe('recovery codes', () => {
  const key = recoveryCodeKey(Buffer.alloc(32, 3));
  const ADMIN = '5f0c6a52-8f7e-4c57-9d2a-1f1a9a2b3c4d';

  it('given a generation, when making codes, then there are ten different ones of four groups of four, without look-alikes', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{4}(-[0-9a-hjkmnp-tv-z]{4}){3}$/);
  });

  it('given a code as typed back, when hashing, then case, spaces, dashes and look-alike letters do not matter', () => {
    const [code = ''] = newRecoveryCodes(1);
    const hash = hashRecoveryCode(key, ADMIN, code);
    expect(hashRecoveryCode(key, ADMIN, code.toUpperCase().replaceAll('-', ' '))).toBe(hash);
    expect(canonicalRecoveryCode('AB1O-il0x')).toBe('ab10110x');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(code.replaceAll('-', ''));
  });

  it('given another admin, another key or another code, when hashing, then the hash differs', () => {
    const [code = '', other = ''] = newRecoveryCodes(2);
    const hash = hashRecoveryCode(key, ADMIN, code);
    expect(hashRecoveryCode(key, '9e3b2c1d-0000-4000-8000-000000000000', code)).not.toBe(hash);
    expect(hashRecoveryCode(recoveryCodeKey(Buffer.alloc(32, 4)), ADMIN, code)).not.toBe(hash);
    expect(hashRecoveryCode(key, ADMIN, other)).not.toBe(hash);
  });

  it('given the contract field, when parsing, then sixteen letters and digits pass and anything else is refused', () => {
    expect(recoveryCodeField.parse('ABCD-efgh 2345-6789')).toBe('abcdefgh23456789');
    for (const typed of ['abcd-efgh', 'abcd-efgh-2345-6789-0', 'abcd-efgh-2345-678!']) {
      expect(recoveryCodeField.safeParse(typed).error?.issues[0]?.message).toBe(
        'Recovery code must be 16 letters and digits',
      );
    }
  });
});

describe('where passkeys may be used', () => {
  const production = { rpId: undefined, origins: ['https://admin.example.com'], allowLoopback: false };

  it('given a configured origin, when judging a request from it, then the site is that origin, bound to its host', () => {
    expect(webAuthnSite(production, 'https://admin.example.com')).toEqual({
      origin: 'https://admin.example.com',
      rpId: 'admin.example.com',
    });
    expect(webAuthnSite({ ...production, rpId: 'example.com' }, 'https://admin.example.com')).toEqual({
      origin: 'https://admin.example.com',
      rpId: 'example.com',
    });
  });

  it('given any other origin, or none, when judging, then passkeys are not offered', () => {
    for (const origin of [
      undefined,
      'https://evil.example',
      'http://admin.example.com',
      'https://admin.example.com/x',
    ]) {
      expect(webAuthnSite(production, origin), String(origin)).toBeUndefined();
    }
    expect(webAuthnSite(production, 'http://127.0.0.1:5173')).toBeUndefined();
  });

  it('given development, when judging a loopback origin on any port, then it is its own site', () => {
    const dev = { rpId: undefined, origins: [], allowLoopback: true };
    expect(webAuthnSite(dev, 'http://127.0.0.1:41234')).toEqual({
      origin: 'http://127.0.0.1:41234',
      rpId: '127.0.0.1',
    });
    expect(webAuthnSite(dev, 'http://localhost:5173')).toEqual({ origin: 'http://localhost:5173', rpId: 'localhost' });
    expect(webAuthnSite({ ...dev, rpId: 'example.com' }, 'http://localhost:5173')?.rpId).toBe('localhost');
    expect(webAuthnSite(dev, 'http://127.0.0.2:80')).toBeUndefined();
  });
});

describe('the answer when a second factor is missing or wrong', () => {
  it('given an authenticator app among the factors, when asking, then the code message stays as before passkeys', () => {
    expect(signInRefusal({ kind: 'code-required', factors: ['passkey', 'totp'] })).toEqual({
      message: 'Enter the 6-digit verification code from your authenticator app.',
      codeRequired: true,
      factors: ['passkey', 'totp'],
    });
    expect(signInRefusal({ kind: 'code-required', factors: ['passkey'] }).message).toBe(
      'Confirm it is you with your passkey or a recovery code.',
    );
  });

  it('given a refused factor, when answering, then the message names what was wrong', () => {
    const factors = ['passkey', 'totp', 'recovery-code'] as const;
    const refused = (factor: (typeof factors)[number]) =>
      signInRefusal({ kind: 'invalid-code', factor, factors: [...factors] }).message;
    expect(refused('totp')).toBe('Invalid verification code');
    expect(refused('passkey')).toBe('Your passkey could not be verified. Please try again.');
    expect(refused('recovery-code')).toBe('Invalid recovery code');
  });
});

describe('whether a second factor is required', () => {
  const realKey = { KYC_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') };

  it('given nothing set, when loading, then it is required in production and not elsewhere', () => {
    expect(loadIdentityConfig({}).ADMIN_SECOND_FACTOR_REQUIRED).toBe(false);
    expect(loadIdentityConfig({ ...PRODUCTION_ENV, ...realKey }).ADMIN_SECOND_FACTOR_REQUIRED).toBe(true);
  });

  it('given either name, when loading, then it is honoured; the two names contradicting is refused', () => {
    expect(loadIdentityConfig({ ADMIN_TOTP_REQUIRED: 'true' }).ADMIN_SECOND_FACTOR_REQUIRED).toBe(true);
    expect(loadIdentityConfig({ ADMIN_SECOND_FACTOR_REQUIRED: 'true' }).ADMIN_SECOND_FACTOR_REQUIRED).toBe(true);
    const off = { ...PRODUCTION_ENV, ...realKey, ADMIN_TOTP_REQUIRED: 'false' };
    expect(loadIdentityConfig(off).ADMIN_SECOND_FACTOR_REQUIRED).toBe(false);
    expect(() => loadIdentityConfig({ ADMIN_TOTP_REQUIRED: 'false', ADMIN_SECOND_FACTOR_REQUIRED: 'true' })).toThrow(
      /contradicts ADMIN_TOTP_REQUIRED/,
    );
  });

  it('given WEBAUTHN_ORIGINS, when loading, then it is a list of origins, and anything else is refused', () => {
    const config = loadIdentityConfig({ WEBAUTHN_ORIGINS: 'https://admin.example.com, https://ops.example.com' });
    expect(config.WEBAUTHN_ORIGINS).toEqual(['https://admin.example.com', 'https://ops.example.com']);
    expect(loadIdentityConfig({}).WEBAUTHN_ORIGINS).toEqual([]);
    expect(() => loadIdentityConfig({ WEBAUTHN_ORIGINS: 'https://admin.example.com/login' })).toThrow(
      /WEBAUTHN_ORIGINS/,
    );
  });
});
