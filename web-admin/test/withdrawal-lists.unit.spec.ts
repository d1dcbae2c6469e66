import type { WithdrawalRequest } from '@prop/contracts/withdrawal';
import { describe, expect, it } from 'vitest';
import { paymentLines } from '../src/features/withdrawals/utils/payment-lines.ts';
import { splitWithdrawals, totalShares } from '../src/features/withdrawals/utils/withdrawal-lists.ts';

function request(id: string, overrides: Partial<WithdrawalRequest> = {}): WithdrawalRequest {
  return {
    id,
    status: 'pending',
    amount: 500,
    currency: 'USD',
    profitShareAmount: 300,
    createdAt: '2026-06-13T10:00:00.000Z',
    processedAt: null,
    processedBy: null,
    adminNotes: null,
    bankDetails: { paymentMethod: 'bank' },
    ...overrides,
  };
}

describe('the admin withdrawal lists', () => {
  it('given pending and processed requests, then pending keep the server order and processed show the latest decision first', () => {
    const decided = (id: string, status: 'approved' | 'rejected', processedAt: string) =>
      request(id, { status, processedAt, processedBy: 'admin-1' });
    const lists = splitWithdrawals([
      request('p1'),
      decided('a-old', 'approved', '2026-06-13T11:00:00.000Z'),
      request('p2'),
      decided('r-new', 'rejected', '2026-06-13T12:00:00.000Z'),
    ]);
    expect(lists.pending.map((r) => r.id)).toEqual(['p1', 'p2']);
    expect(lists.processed.map((r) => r.id)).toEqual(['r-new', 'a-old']);
  });

  it('given shares in one currency, then their exact sum', () => {
    const shares = [request('1', { profitShareAmount: 0.1 }), request('2', { profitShareAmount: 0.2 })];
    expect(totalShares(shares)).toBe('$0.30');
  });

  it('given shares in two currencies, then a sum per currency; none gives a dash', () => {
    const shares = [request('1'), request('2', { currency: 'EUR', profitShareAmount: 20 }), request('3')];
    expect(totalShares(shares)).toBe('$600.00 · €20.00');
    expect(totalShares([])).toBe('—');
  });
});

describe('where the money goes, as the review dialog lists it', () => {
  it('given a bank transfer, then the bank lines in payment order without the empty ones', () => {
    const lines = paymentLines({
      paymentMethod: 'bank',
      accountHolder: 'Ada Lovelace',
      bankName: 'ABN AMRO',
      iban: 'NL91ABNA0417164300',
      swiftCode: 'ABNANL2A',
    });
    expect(lines).toEqual([
      { label: 'Method', value: 'Bank transfer' },
      { label: 'Account holder', value: 'Ada Lovelace' },
      { label: 'Bank', value: 'ABN AMRO' },
      { label: 'IBAN', value: 'NL91ABNA0417164300' },
      { label: 'SWIFT/BIC', value: 'ABNANL2A' },
    ]);
  });

  it("given a crypto payout with notes, then the coin in capitals, the wallet and the trader's notes", () => {
    const wallet = `0x${'b'.repeat(40)}`;
    expect(
      paymentLines({ paymentMethod: 'crypto', cryptoType: 'usdt', cryptoWallet: wallet, additionalNotes: 'ERC-20' }),
    ).toEqual([
      { label: 'Method', value: 'Cryptocurrency' },
      { label: 'Coin', value: 'USDT' },
      { label: 'Wallet address', value: wallet },
      { label: 'Trader notes', value: 'ERC-20' },
    ]);
  });
});
