import { describe, expect, it } from 'vitest';
import { totpCodeSchema } from '@prop/contracts/second-factor';
import type { SecondFactor } from '@prop/contracts/admin-passkeys';
import { adminSignInStep, factorList, isEnrolled, totpState } from '../src/second-factor/sign-in-rules.ts';
import { open, seal, totpSealingKey } from '../src/second-factor/secret-box.ts';
import { checkTotpCode, newTotpSecret, otpauthUri, totpCodeAt } from '../src/second-factor/totp.ts';

const STEP_MS = 30_000;
/** The start of a 30-second step, so "one step later" is exact. */
const T0 = 1_780_000_020_000;
const stepOf = (ms: number) => Math.floor(ms / STEP_MS);

describe('TOTP codes', () => {
  const secret = newTotpSecret();
  const check = (code: string, nowMs: number, lastUsedStep: number | null = null) =>
    checkTotpCode({ secret, code, nowMs, lastUsedStep });

  it('given a 160-bit base32 secret, when making the otpauth URI, then it names the issuer, the admin and the secret', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauthUri(secret, 'admin@demo.prop'));
    expect(uri.protocol).toBe('otpauth:');
    expect(decodeURIComponent(uri.pathname)).toBe('/Funded Trader Admin:admin@demo.prop');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Funded Trader Admin');
  });

  it('given the current code, when checking, then it is accepted with the current step', () => {
    expect(check(totpCodeAt(secret, T0 + 5_000), T0 + 5_000)).toEqual({ accepted: true, step: stepOf(T0) });
  });

  it('given a code one step off either way, when checking, then it is accepted; two steps off it is refused', () => {
    expect(check(totpCodeAt(secret, T0 - STEP_MS), T0)).toMatchObject({ accepted: true });
    expect(check(totpCodeAt(secret, T0 + STEP_MS), T0)).toMatchObject({ accepted: true });
    expect(check(totpCodeAt(secret, T0 - 2 * STEP_MS), T0)).toEqual({ accepted: false });
    expect(check(totpCodeAt(secret, T0 + 2 * STEP_MS), T0)).toEqual({ accepted: false });
  });

  it('given a code of a step already used, or older, when checking, then it is refused even while current', () => {
    const code = totpCodeAt(secret, T0);
    expect(check(code, T0, stepOf(T0))).toEqual({ accepted: false });
    expect(check(totpCodeAt(secret, T0 - STEP_MS), T0, stepOf(T0))).toEqual({ accepted: false });
    expect(check(totpCodeAt(secret, T0 + STEP_MS), T0, stepOf(T0))).toEqual({
      accepted: true,
      step: stepOf(T0) + 1,
    });
  });

  it("given a wrong code or another secret's code, when checking, then it is refused", () => {
    const right = totpCodeAt(secret, T0);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    expect(check(wrong, T0)).toEqual({ accepted: false });
    expect(check(totpCodeAt(newTotpSecret(), T0), T0)).toEqual({ accepted: false });
  });
});

describe('sealed TOTP secrets', () => {
  const dataKey = Buffer.alloc(32, 9);
  const key = totpSealingKey(dataKey);

  it('given the data key, when deriving, then the sealing key is stable, 32 bytes and not the data key itself', () => {
    expect(key).toHaveLength(32);
    expect(totpSealingKey(dataKey).equals(key)).toBe(true);
    expect(key.equals(dataKey)).toBe(false);
  });

  it('given a sealed secret, when opened for the same admin, then it is the secret, and it is not in the clear', () => {
    const sealed = seal(key, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', 'admin-1');
    expect(sealed.toString('latin1')).not.toContain('JBSWY3DP');
    expect(open(key, sealed, 'admin-1')).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(seal(key, 'same', 'admin-1').equals(seal(key, 'same', 'admin-1'))).toBe(false);
  });

  it("given another admin's id, another key or a changed byte, when opening, then it fails", () => {
    const sealed = seal(key, 'SECRET', 'admin-1');
    expect(() => open(key, sealed, 'admin-2')).toThrow();
    expect(() => open(totpSealingKey(Buffer.alloc(32, 1)), sealed, 'admin-1')).toThrow();
    const tampered = Buffer.from(sealed);
    tampered[tampered.length - 1] = (tampered.at(-1) ?? 0) ^ 1;
    expect(() => open(key, tampered, 'admin-1')).toThrow();
  });
});

describe('admin sign-in steps', () => {
  const none = { passkey: false, totp: false, recoveryCodes: false };
  const anyGiven: SecondFactor[][] = [[], ['totp'], ['passkey'], ['recovery-code']];

  it('given no passkey and no authenticator, when signing in, then a session starts, enrolment-only exactly when one is required', () => {
    for (const given of anyGiven) {
      for (const recoveryCodes of [true, false]) {
        const factors = { ...none, recoveryCodes };
        expect(adminSignInStep({ factors, required: false, given })).toEqual({ kind: 'session', enrolmentOnly: false });
        expect(adminSignInStep({ factors, required: true, given })).toEqual({ kind: 'session', enrolmentOnly: true });
      }
    }
  });

  it('given an authenticator or a passkey, when signing in with nothing more, then the factors are asked for, the passkey first', () => {
    for (const required of [true, false]) {
      expect(adminSignInStep({ factors: { ...none, totp: true }, required, given: [] })).toEqual({
        kind: 'factor-required',
        factors: ['totp'],
      });
      expect(
        adminSignInStep({ factors: { passkey: true, totp: true, recoveryCodes: true }, required, given: [] }),
      ).toEqual({
        kind: 'factor-required',
        factors: ['passkey', 'totp', 'recovery-code'],
      });
      expect(adminSignInStep({ factors: { ...none, passkey: true }, required, given: [] })).toEqual({
        kind: 'factor-required',
        factors: ['passkey'],
      });
    }
  });

  it('given an enrolled admin, when a factor comes along, then that one is checked, a passkey before a code before a recovery code', () => {
    const factors = { passkey: true, totp: true, recoveryCodes: true };
    const step = (given: SecondFactor[]) => adminSignInStep({ factors, required: false, given });
    expect(step(['totp'])).toEqual({ kind: 'check', factor: 'totp' });
    expect(step(['recovery-code'])).toEqual({ kind: 'check', factor: 'recovery-code' });
    expect(step(['recovery-code', 'totp', 'passkey'])).toEqual({ kind: 'check', factor: 'passkey' });
    expect(step(['recovery-code', 'totp'])).toEqual({ kind: 'check', factor: 'totp' });
  });

  it('given a factor the admin does not hold, when signing in, then it is checked (and will fail), never waved through', () => {
    expect(adminSignInStep({ factors: { ...none, totp: true }, required: false, given: ['passkey'] })).toEqual({
      kind: 'check',
      factor: 'passkey',
    });
  });

  it('given the factors held, when judging enrolment, then a passkey or an authenticator counts and recovery codes alone do not', () => {
    expect(isEnrolled({ passkey: true, totp: false })).toBe(true);
    expect(isEnrolled({ passkey: false, totp: true })).toBe(true);
    expect(isEnrolled({ passkey: false, totp: false })).toBe(false);
    expect(factorList({ ...none, recoveryCodes: true })).toEqual(['recovery-code']);
  });

  it('given an enrolment row, when judging it, then only a confirmed one is active', () => {
    expect(totpState(undefined)).toBe('none');
    expect(totpState({ confirmed_at: null })).toBe('pending');
    expect(totpState({ confirmed_at: new Date() })).toBe('active');
  });
});

describe('the code field', () => {
  it('takes six digits, spaces between groups allowed, and refuses anything else with one message', () => {
    expect(totpCodeSchema.parse({ code: '123 456' })).toEqual({ code: '123456' });
    for (const code of ['12345', '1234567', 'abcdef', '', 123456]) {
      const result = totpCodeSchema.safeParse({ code });
      expect(result.success, String(code)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Verification code must be 6 digits');
    }
  });
});
