import { describe, expect, it } from 'vitest';
import { NOT_FROZEN } from '@prop/contracts/account';
import type { AccountLink } from '../src/domain/account-link.ts';
import { figuresOf, plainMoneyText } from '../src/domain/money-figures.ts';
import { decideProvision } from '../src/domain/provision-decision.ts';

const link: AccountLink = {
  accountId: '0b4f7c52-3f7e-4f43-9a51-7d1cf1c0a001',
  userId: '0b4f7c52-3f7e-4f43-9a51-7d1cf1c0a002',
  mt5AccountId: 'sim-1',
  fundingBalance: '10000',
  status: 'active',
  accountType: 'Instant Funding',
  historyFrom: null,
  ...NOT_FROZEN,
};

describe('money text', () => {
  it.each([
    ['25000.00', '25000'],
    ['10250.50', '10250.5'],
    ['0.05', '0.05'],
    ['100000', '100000'],
  ])('given %s from a numeric column, then it reads %s', (text, canonical) => {
    expect(plainMoneyText(text)).toBe(canonical);
  });

  it('refuses text that is no decimal, and writes MT5 floats in cents', () => {
    expect(() => plainMoneyText('1e4')).toThrow();
    expect(figuresOf({ info: { balance: 7306.649913200001, equity: 10000 } })).toEqual({
      balance: '7306.65',
      equity: '10000.00',
    });
  });
});

describe('provisioning an approved purchase', () => {
  it.each([
    [true, undefined, 'create'],
    [true, { ...link, status: 'breached' as const }, 'replace'],
    [true, link, 'pending'],
    [false, undefined, 'pending'],
    [false, { ...link, status: 'breached' as const }, 'pending'],
  ])('given accounts can be opened: %s and the open account %o, then %s', (canCreate, current, kind) => {
    expect(decideProvision(canCreate, current).kind).toBe(kind);
  });
});
