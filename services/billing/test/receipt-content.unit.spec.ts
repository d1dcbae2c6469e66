import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressLinesOf, type Firm } from '../src/receipts/firm.ts';
import { type ReceiptPurchase, receiptContent, receiptNumberText } from '../src/receipts/receipt-content.ts';
import { vatIncluded } from '../src/receipts/vat.ts';

const FIRM: Firm = {
  name: 'Funded Trader B.V.',
  addressLines: ['Herengracht 100', '1015 BS Amsterdam', 'Netherlands'],
  registration: null,
  vatId: null,
  vatRatePercent: null,
  timeZone: 'Europe/Amsterdam',
};

const PURCHASE: ReceiptPurchase = {
  userId: '3b9f1c2d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  buyer: { firstName: 'Łukasz', lastName: 'Dvořák', email: 'lukasz@example.com' },
  productName: '25k Professional',
  transactionId: 'PF-2026-ABCD2345',
  paymentMethod: 'card',
  price: '249.00',
  discount: null,
  // 23:30 UTC is already the next day in Amsterdam.
  paidAt: new Date('2026-03-13T23:30:00Z'),
  refunds: [],
};

const receipt = { number: '42', issuedAt: new Date('2026-03-20T10:00:00Z') };

describe('receiptContent', () => {
  it('given a paid card purchase and no VAT, then it names seller, buyer, purchase and the total paid', () => {
    expect(receiptContent({ firm: FIRM, receipt, purchase: PURCHASE })).toEqual({
      number: 'R-000042',
      fileName: 'receipt-R-000042.pdf',
      issuedAt: receipt.issuedAt,
      seller: { name: 'Funded Trader B.V.', lines: ['Herengracht 100', '1015 BS Amsterdam', 'Netherlands'] },
      details: [
        { label: 'Receipt number', value: 'R-000042' },
        { label: 'Issued', value: '20 March 2026' },
        { label: 'Paid', value: '14 March 2026' },
      ],
      buyer: ['Łukasz Dvořák', 'lukasz@example.com'],
      item: {
        description: '25k Professional',
        amount: '€249.00',
        lines: [
          { label: 'Transaction ID', value: 'PF-2026-ABCD2345' },
          { label: 'Payment method', value: 'Card' },
        ],
      },
      totals: [{ label: 'Total paid', value: '€249.00' }],
      refunds: [],
      net: null,
    });
  });

  it('given a VAT rate, a company number and a VAT ID, then the price is shown VAT-inclusive and the seller identified', () => {
    const firm = { ...FIRM, registration: '12345678', vatId: 'NL123456789B01', vatRatePercent: 21 };
    const content = receiptContent({ firm, receipt, purchase: PURCHASE });
    expect(content.seller.lines.slice(3)).toEqual(['Company number 12345678', 'VAT ID NL123456789B01']);
    expect(content.totals).toEqual([
      { label: 'Price excluding VAT', value: '€205.79' },
      { label: 'VAT 21%', value: '€43.21' },
      { label: 'Total paid', value: '€249.00' },
    ]);
  });

  it('given refunds, then each is listed by date and the net paid is what is left', () => {
    const purchase = {
      ...PURCHASE,
      refunds: [
        { amount: '49.00', refundedAt: new Date('2026-03-15T12:00:00Z') },
        { amount: '0.50', refundedAt: new Date('2026-03-16T12:00:00Z') },
      ],
    };
    const content = receiptContent({ firm: FIRM, receipt, purchase });
    expect(content.refunds).toEqual([
      { label: 'Refunded 15 March 2026', value: '-€49.00' },
      { label: 'Refunded 16 March 2026', value: '-€0.50' },
    ]);
    expect(content.net).toEqual({ label: 'Net paid', value: '€199.50' });
  });

  it('given a bank transfer by a buyer whose name billing never learnt, then the buyer is named by id', () => {
    const content = receiptContent({
      firm: FIRM,
      receipt,
      purchase: { ...PURCHASE, buyer: null, paymentMethod: 'bank_transfer' },
    });
    expect(content.buyer).toEqual(['Customer 3b9f1c2d-4e5f-4a6b-8c7d-9e0f1a2b3c4d']);
    expect(content.item.lines[1]).toEqual({ label: 'Payment method', value: 'Bank transfer' });
  });

  it('given a discount code and VAT, then the list price, the code and the discount line show, and VAT splits what was paid', () => {
    const purchase = { ...PURCHASE, price: '211.65', discount: { code: 'SPRING15', amount: '37.35' } };
    const content = receiptContent({ firm: { ...FIRM, vatRatePercent: 21 }, receipt, purchase });
    expect(content.item.amount).toBe('€249.00');
    expect(content.item.lines[2]).toEqual({ label: 'Discount code', value: 'SPRING15' });
    expect(content.totals).toEqual([
      { label: 'Discount', value: '-€37.35' },
      { label: 'Price excluding VAT', value: '€174.92' },
      { label: 'VAT 21%', value: '€36.73' },
      { label: 'Total paid', value: '€211.65' },
    ]);
  });

  it('given a receipt number past six digits, then it is printed whole', () => {
    expect(receiptNumberText('1234567')).toBe('R-1234567');
  });
});

describe('vatIncluded', () => {
  it.each([
    [24900n, 21, 20579n, 4321n],
    [24900n, 0, 24900n, 0n],
    [13900n, 19, 11681n, 2219n],
    [59900n, 5.5, 56777n, 3123n],
    [1n, 30, 1n, 0n],
  ])('given %s cents at %s%%, then net %s + VAT %s', (total, rate, net, vat) => {
    expect(vatIncluded(total, rate)).toEqual({ net, vat });
  });

  it('always adds up to the total, and the VAT is the exact share rounded to the nearest cent', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10_000_000_00n }),
        fc.integer({ min: 0, max: 3000 }),
        (total, hundredths) => {
          const { net, vat } = vatIncluded(total, hundredths / 100);
          const exact = (total * BigInt(hundredths) * 1000n) / (10_000n + BigInt(hundredths));
          expect(net + vat).toBe(total);
          expect(vat * 1000n - exact <= 500n && exact - vat * 1000n <= 500n).toBe(true);
        },
      ),
    );
  });
});

describe('addressLinesOf', () => {
  it.each([
    ['Herengracht 100|1015 BS Amsterdam', ['Herengracht 100', '1015 BS Amsterdam']],
    ['Herengracht 100\n1015 BS Amsterdam\n', ['Herengracht 100', '1015 BS Amsterdam']],
    ['Herengracht 100\\n 1015 BS Amsterdam', ['Herengracht 100', '1015 BS Amsterdam']],
    [' | ', []],
  ])('given %j, then its lines are %j', (text, lines) => {
    expect(addressLinesOf(text)).toEqual(lines);
  });
});
