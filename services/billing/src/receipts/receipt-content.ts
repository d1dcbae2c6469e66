import { formatEuro, type Money, moneyOf } from '@prop/contracts/money';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@prop/contracts/purchase';
import type { Firm } from './firm.ts';
import { vatIncluded } from './vat.ts';

export interface ReceiptLine {
  label: string;
  value: string;
}

/** What a receipt says, in the order it is printed: the PDF only lays it out. */
export interface ReceiptContent {
  /** e.g. 'R-000042'. */
  number: string;
  fileName: string;
  issuedAt: Date;
  seller: { name: string; lines: string[] };
  details: ReceiptLine[];
  buyer: string[];
  item: { description: string; amount: string; lines: ReceiptLine[] };
  /** The VAT split (when the firm charges VAT) and the total paid, last. */
  totals: ReceiptLine[];
  refunds: ReceiptLine[];
  /** What the buyer paid once refunds are taken off; only when something was refunded. */
  net: ReceiptLine | null;
}

/** The paid purchase a receipt is for, as billing keeps it. */
export interface ReceiptPurchase {
  userId: string;
  /** Null when identity never told billing the buyer's name. */
  buyer: { firstName: string; lastName: string; email: string } | null;
  productName: string;
  transactionId: string;
  paymentMethod: PaymentMethod;
  /** What was paid, euro as decimal text, e.g. '249.00': the list price less any discount. */
  price: string;
  /** The discount code used and the euro it took off (decimal text); null without one. */
  discount: { code: string; amount: string } | null;
  paidAt: Date | null;
  /** Refunds of the payment that paid for it, oldest first. */
  refunds: { amount: string; refundedAt: Date }[];
}

export interface ReceiptInput {
  firm: Firm;
  receipt: { number: string; issuedAt: Date };
  purchase: ReceiptPurchase;
}

/** A receipt number as printed: its sequence number, zero-padded. */
export const receiptNumberText = (sequence: string) => `R-${sequence.padStart(6, '0')}`;

function sellerLines(firm: Firm): string[] {
  return [
    ...firm.addressLines,
    ...(firm.registration ? [`Company number ${firm.registration}`] : []),
    ...(firm.vatId ? [`VAT ID ${firm.vatId}`] : []),
  ];
}

function buyerLines({ buyer, userId }: ReceiptPurchase): string[] {
  if (!buyer) return [`Customer ${userId}`];
  const name = `${buyer.firstName} ${buyer.lastName}`.trim();
  return [...(name ? [name] : []), buyer.email];
}

/** Prices include VAT where the firm charges it: the net price and the VAT, adding up to the total. */
function vatLines(total: Money, ratePercent: number | null): ReceiptLine[] {
  if (ratePercent === null) return [];
  const { net, vat } = vatIncluded(total, ratePercent);
  return [
    { label: 'Price excluding VAT', value: formatEuro(net) },
    { label: `VAT ${ratePercent}%`, value: formatEuro(vat) },
  ];
}

/** The receipt of a paid purchase, every amount exact in cents and written as the apps write euro. */
export function receiptContent({ firm, receipt, purchase }: ReceiptInput): ReceiptContent {
  const day = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: firm.timeZone,
  });
  const number = receiptNumberText(receipt.number);
  const total = moneyOf(purchase.price);
  const discount = purchase.discount ? moneyOf(purchase.discount.amount) : 0n;
  const refunded = purchase.refunds.reduce((sum, refund) => sum + moneyOf(refund.amount), 0n);

  return {
    number,
    fileName: `receipt-${number}.pdf`,
    issuedAt: receipt.issuedAt,
    seller: { name: firm.name, lines: sellerLines(firm) },
    details: [
      { label: 'Receipt number', value: number },
      { label: 'Issued', value: day.format(receipt.issuedAt) },
      ...(purchase.paidAt ? [{ label: 'Paid', value: day.format(purchase.paidAt) }] : []),
    ],
    buyer: buyerLines(purchase),
    item: {
      description: purchase.productName,
      // The list price: a discount is taken off below it, before the VAT split of what was paid.
      amount: formatEuro(total + discount),
      lines: [
        { label: 'Transaction ID', value: purchase.transactionId },
        { label: 'Payment method', value: PAYMENT_METHOD_LABELS[purchase.paymentMethod] },
        ...(purchase.discount ? [{ label: 'Discount code', value: purchase.discount.code }] : []),
      ],
    },
    totals: [
      // The code is named on the item above; a long one would not fit the label column here.
      ...(purchase.discount ? [{ label: 'Discount', value: formatEuro(-discount) }] : []),
      ...vatLines(total, firm.vatRatePercent),
      { label: 'Total paid', value: formatEuro(total) },
    ],
    refunds: purchase.refunds.map((refund) => ({
      label: `Refunded ${day.format(refund.refundedAt)}`,
      value: formatEuro(-moneyOf(refund.amount)),
    })),
    net: purchase.refunds.length ? { label: 'Net paid', value: formatEuro(total - refunded) } : null,
  };
}
