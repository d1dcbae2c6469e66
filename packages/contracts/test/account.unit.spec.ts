import { describe, expect, it } from 'vitest';
import { isActiveMt5, linkMt5Schema, mt5AccountSchema, tradingAccountSchema, unlinkMt5Schema } from '../src/account.ts';
import { FREEZE_MESSAGES, freezeMessagesOf } from '../src/account-freeze-messages.ts';
import { issuesOf, rejectedPaths, USER_ID, without } from './issues.ts';

describe('linkMt5Schema', () => {
  const valid = { userId: USER_ID, mt5AccountId: 'mt5-123456', fundingBalance: '10000' };

  it.each(['10000', '25000', '50000', '100000'])(
    'given the funding balance %s, when linking an MT5 account, then it passes unchanged',
    (fundingBalance) => {
      expect(linkMt5Schema.parse({ ...valid, fundingBalance })).toEqual({ ...valid, fundingBalance });
    },
  );

  it.each([
    ['an empty balance', ''],
    ['zero', '0'],
    ['5000', '5000'],
    ['20000', '20000'],
    ['200000', '200000'],
    ['a negative option', '-10000'],
    ['text', 'ten thousand'],
    ['a number instead of a string', 10000],
    ['null', null],
  ])(
    'given %s as funding balance, when linking, then it fails with "Please select a funding balance"',
    (_case, fundingBalance) => {
      expect(issuesOf(linkMt5Schema, { ...valid, fundingBalance })).toEqual({
        fundingBalance: ['Please select a funding balance'],
      });
    },
  );

  it('given no funding balance, when linking, then it fails with "Please select a funding balance"', () => {
    expect(issuesOf(linkMt5Schema, without(valid, 'fundingBalance'))).toEqual({
      fundingBalance: ['Please select a funding balance'],
    });
  });

  /**
   * Only the four options may reach the service: another spelling of 10000 must either be
   * rejected or come out as the option itself, never as the raw text that would be stored.
   */
  it.each([
    ['an exponent', '1e4'],
    ['hexadecimal', '0x2710'],
    ['text padded with spaces', ' 10000 '],
    ['text with a plus sign', '+10000'],
  ])(
    'given 10000 written as %s ("%s"), when linking, then only the option 10000 or a rejection comes out',
    (_case, fundingBalance) => {
      // when
      const result = linkMt5Schema.safeParse({ ...valid, fundingBalance });

      // then
      const outcome = result.success ? result.data.fundingBalance : result.error.issues[0]?.message;
      expect(['10000', 'Please select a funding balance']).toContain(outcome);
    },
  );

  it.each([
    ['no user', without(valid, 'userId'), 'userId', 'Please select a user'],
    ['an empty user', { ...valid, userId: '' }, 'userId', 'Please select a user'],
    ['a user id that is no uuid', { ...valid, userId: 'user-1' }, 'userId', 'Please select a user'],
    ['no MT5 account', without(valid, 'mt5AccountId'), 'mt5AccountId', 'Please select an MT5 account'],
    ['an empty MT5 account', { ...valid, mt5AccountId: '' }, 'mt5AccountId', 'Please select an MT5 account'],
    [
      'a whitespace-only MT5 account',
      { ...valid, mt5AccountId: '   ' },
      'mt5AccountId',
      'Please select an MT5 account',
    ],
  ])('given $0, when linking, then $2 fails with $3', (_case, input, path, message) => {
    expect(issuesOf(linkMt5Schema, input)).toEqual({ [path]: [message] });
  });

  it('given a user id only, when unlinking, then it passes; without one it fails with "Please select a user"', () => {
    expect(unlinkMt5Schema.parse({ userId: USER_ID })).toEqual({ userId: USER_ID });
    expect(issuesOf(unlinkMt5Schema, {})).toEqual({ userId: ['Please select a user'] });
  });
});

describe('isActiveMt5', () => {
  it.each([
    ['DEPLOYED', 'CONNECTED', true],
    ['DEPLOYED', 'DISCONNECTED', false],
    ['DEPLOYED', 'DISCONNECTED_FROM_BROKER', false],
    ['UNDEPLOYED', 'CONNECTED', false],
    ['DEPLOYING', 'CONNECTED', false],
    ['deployed', 'connected', false],
    ['', '', false],
  ])('given state %s and connection %s, when checking, then active is %s', (state, connectionStatus, active) => {
    expect(isActiveMt5({ state, connectionStatus })).toBe(active);
  });
});

describe('account read models', () => {
  const tradingAccount = {
    id: 'acc-1',
    status: 'active',
    frozen: false,
    frozenReason: null,
    frozenSince: null,
    balance: 10000,
    equity: 10250.5,
    totalPnl: 250.5,
    currentDrawdown: 0,
    maxDrawdown: 5,
    fundingBalance: '10000',
    accountType: 'Instant Funding',
    mt5AccountId: 'mt5-1',
    mt5Data: {
      name: 'Jane Doe',
      login: '123456',
      server: 'Broker-Demo',
      accountInfo: { balance: 10000, equity: 10250.5, currency: 'USD' },
      floatingPnL: 250.5,
    },
  };

  it('given a trading account with live MT5 data, when reading it, then it passes', () => {
    expect(tradingAccountSchema.parse(tradingAccount)).toEqual(tradingAccount);
  });

  it('given a trading account without MT5 data, when reading it, then it passes', () => {
    expect(issuesOf(tradingAccountSchema, { ...tradingAccount, mt5AccountId: null, mt5Data: null })).toEqual({});
  });

  it('given an account frozen by a payment dispute, when reading it, then it passes; an unknown reason fails', () => {
    const frozen = {
      ...tradingAccount,
      frozen: true,
      frozenReason: 'dispute',
      frozenSince: '2026-06-13T10:00:00.000Z',
    };
    expect(tradingAccountSchema.parse(frozen)).toEqual(frozen);
    expect(rejectedPaths(tradingAccountSchema, { ...frozen, frozenReason: 'fraud' })).toEqual(['frozenReason']);
  });

  it('given a freeze, then its words are the dispute’s; none without a freeze, or from an answer that does not say', () => {
    expect(freezeMessagesOf({ frozen: true, frozenReason: 'dispute' })).toEqual(FREEZE_MESSAGES.dispute);
    expect(FREEZE_MESSAGES.dispute.badge).toBe('Frozen: payment dispute');
    expect(freezeMessagesOf({ frozen: false, frozenReason: null })).toBeNull();
    expect(freezeMessagesOf({})).toBeNull();
  });

  it('given the funding balance as a number, when reading an account, then it is rejected (it is a decimal string)', () => {
    expect(rejectedPaths(tradingAccountSchema, { ...tradingAccount, fundingBalance: 10000 })).toEqual([
      'fundingBalance',
    ]);
  });

  it('given an MT5 account as admins see it, when reading it, then it passes', () => {
    const account = {
      id: 'mt5-1',
      name: 'Jane Doe',
      login: '123456',
      server: 'Broker-Demo',
      state: 'DEPLOYED',
      connectionStatus: 'CONNECTED',
      platform: 'mt5',
      type: 'cloud',
      accountInfo: {
        currency: 'USD',
        balance: 10000,
        equity: 9900,
        leverage: 30,
        marginLevel: null,
        freeMargin: 9900,
        margin: 0,
      },
    };
    expect(mt5AccountSchema.parse(account)).toEqual(account);
    expect(issuesOf(mt5AccountSchema, { ...account, accountInfo: null })).toEqual({});
  });
});
