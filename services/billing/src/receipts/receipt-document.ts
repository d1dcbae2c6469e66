import { PURCHASE_SERVER_MESSAGES } from '@prop/contracts/purchase';
import type { Actor } from '@prop/service-kit/actor';
import { conflict, notFound } from '@prop/service-kit/errors';
import type { BillingContext } from '../context.ts';
import { findWithBuyer } from '../db/purchases.ts';
import { productNameOf } from '../domain/purchase-view.ts';
import { issueReceipt } from './issue-receipt.ts';
import { receiptContent } from './receipt-content.ts';
import { receiptPdf } from './receipt-pdf.ts';
import { findReceipt, refundsOfPaidPayment } from './receipts-table.ts';

export interface ReceiptDocument {
  fileName: string;
  pdf: Buffer;
}

/**
 * The PDF receipt of a paid purchase, issued on the first request. With `ownerId`, another
 * trader's purchase is as unknown as a missing one.
 */
export async function receiptDocument(
  ctx: BillingContext,
  actor: Actor,
  purchaseId: string,
  ownerId?: string,
): Promise<ReceiptDocument> {
  const purchase = await findWithBuyer(ctx.db, purchaseId);
  if (!purchase || (ownerId !== undefined && purchase.user_id !== ownerId)) {
    throw notFound(PURCHASE_SERVER_MESSAGES.notFound);
  }
  if (purchase.status !== 'approved') throw conflict(PURCHASE_SERVER_MESSAGES.noReceipt);
  const [receipt, refunds] = await Promise.all([
    findReceipt(ctx.db, purchaseId).then((found) => found ?? issueReceipt(ctx, actor, purchaseId)),
    refundsOfPaidPayment(ctx.db, purchaseId),
  ]);
  const content = receiptContent({
    firm: ctx.firm,
    receipt: { number: receipt.number, issuedAt: receipt.issued_at },
    purchase: {
      userId: purchase.user_id,
      buyer:
        purchase.email === null
          ? null
          : { firstName: purchase.first_name ?? '', lastName: purchase.last_name ?? '', email: purchase.email },
      productName: productNameOf(purchase),
      transactionId: purchase.transaction_id,
      paymentMethod: purchase.payment_method,
      price: purchase.price,
      discount: purchase.discount_code ? { code: purchase.discount_code, amount: purchase.discount } : null,
      paidAt: purchase.processed_at,
      refunds: refunds.map((refund) => ({ amount: refund.amount, refundedAt: refund.created_at })),
    },
  });
  return { fileName: content.fileName, pdf: await receiptPdf(content) };
}
