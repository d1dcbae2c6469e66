import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_SNAPSHOT_SUBJECT,
  accountSnapshotReplySchema,
  accountSnapshotRequestSchema,
} from '../src/account-snapshot.ts';
import { issuesOf, rejectedPaths, USER_ID } from './issues.ts';

describe('the account snapshot request/reply', () => {
  const found = {
    found: true,
    accountId: '6a1f3c2e-9b7d-4e8f-a1b2-c3d4e5f60718',
    status: 'active',
    mt5AccountId: 'meta-1',
    fundingBalance: '10000',
    equity: '10523.17',
    balance: '10400.5',
    currency: 'USD',
    at: '2026-06-13T10:00:00.000Z',
    frozen: false,
  };

  it('given the subject, when reading it, then it lies outside the accounts stream (accounts.>)', () => {
    expect(ACCOUNT_SNAPSHOT_SUBJECT.startsWith('accounts.')).toBe(false);
  });

  it('given a request naming a user by uuid, when reading it, then it passes; another id fails', () => {
    expect(issuesOf(accountSnapshotRequestSchema, { userId: USER_ID })).toEqual({});
    expect(rejectedPaths(accountSnapshotRequestSchema, { userId: 'u-1' })).toEqual(['userId']);
  });

  it('given a found account, when reading the reply, then it passes with money as text', () => {
    expect(accountSnapshotReplySchema.parse(found)).toEqual(found);
  });

  it('given a reply from before freezes existed, when reading it, then the account is not frozen', () => {
    const { frozen: _frozen, ...older } = found;
    expect(accountSnapshotReplySchema.parse(older)).toEqual({ ...older, frozen: false });
    expect(accountSnapshotReplySchema.parse({ ...found, frozen: true })).toMatchObject({ frozen: true });
  });

  it('given an account without MT5 figures yet, when reading the reply, then the figures are null', () => {
    const bare = { ...found, equity: null, balance: null, currency: null, at: null };
    expect(accountSnapshotReplySchema.parse(bare)).toEqual(bare);
  });

  it.each([
    ['equity as a number', { equity: 10523.17 }, 'equity'],
    ['equity finer than a cent', { equity: '10523.171' }, 'equity'],
    ['a closed status', { status: 'closed' }, 'status'],
  ])('given %s, when reading the reply, then %s is rejected', (_case, change, path) => {
    expect(rejectedPaths(accountSnapshotReplySchema, { ...found, ...change })).toEqual([path]);
  });

  it('given no account, or a failure, when reading the reply, then found is false with an optional error', () => {
    expect(accountSnapshotReplySchema.parse({ found: false })).toEqual({ found: false });
    expect(accountSnapshotReplySchema.parse({ found: false, error: 'unavailable' })).toEqual({
      found: false,
      error: 'unavailable',
    });
  });
});
