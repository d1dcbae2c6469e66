import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashToken, isUsable, issueToken, TOKEN_LIFETIME_MS } from '../src/domain/one-time-tokens.ts';

const NOW = new Date('2026-06-13T10:00:00Z');
const minutes = (count: number) => count * 60_000;

describe('single-use links', () => {
  it('draws 32 random bytes as base64url and keeps only their SHA-256', () => {
    const issued = issueToken('password_reset', NOW);
    expect(Buffer.from(issued.token, 'base64url')).toHaveLength(32);
    expect(issued.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(issued.hash).toBe(createHash('sha256').update(issued.token).digest('hex'));
    expect(hashToken(issued.token)).toBe(issued.hash);
    expect(issueToken('password_reset', NOW).token).not.toBe(issued.token);
  });

  it('gives a reset link 30 minutes and a verification link 7 days', () => {
    expect(issueToken('password_reset', NOW).expiresAt).toEqual(new Date('2026-06-13T10:30:00Z'));
    expect(issueToken('email_verification', NOW).expiresAt).toEqual(new Date('2026-06-20T10:00:00Z'));
    expect(TOKEN_LIFETIME_MS.password_reset).toBe(minutes(30));
  });

  it('works until it expires, and not from the moment it does', () => {
    const { expiresAt } = issueToken('password_reset', NOW);
    const token = { expires_at: expiresAt, spent_at: null };
    expect(isUsable(token, new Date(NOW.getTime() + minutes(29)))).toBe(true);
    expect(isUsable(token, expiresAt)).toBe(false);
    expect(isUsable(token, new Date(NOW.getTime() + minutes(31)))).toBe(false);
  });

  it('works once: a spent link (used, replaced or voided) is refused even before it expires', () => {
    const { expiresAt } = issueToken('password_reset', NOW);
    expect(isUsable({ expires_at: expiresAt, spent_at: new Date(NOW.getTime() + 1000) }, NOW)).toBe(false);
  });
});
