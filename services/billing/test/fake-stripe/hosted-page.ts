import type Stripe from 'stripe';
import { amountText } from './amount-text.ts';
import type { CheckoutRecord } from './ledger.ts';

export interface PageAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function page(status: number, title: string, content: string): PageAnswer {
  const body = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Stripe test checkout</title>
<style>
body { font-family: system-ui, sans-serif; background: #f6f8fa; color: #1a1f36; margin: 0; }
main { max-width: 28rem; margin: 4rem auto; padding: 2rem; background: #fff; border-radius: 8px; }
dt { color: #4f566b; } dd { margin: 0 0 1rem; font-weight: 600; }
button { width: 100%; padding: 0.75rem; font-size: 1rem; color: #fff; background: #3c49c9; border: 0; border-radius: 6px; cursor: pointer; }
button:focus-visible, a:focus-visible { outline: 3px solid #1a1f36; outline-offset: 2px; }
a { display: inline-block; margin-top: 1rem; color: #3c49c9; }
</style>
</head>
<body>
<main>
${content}
</main>
</body>
</html>
`;
  return { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }, body };
}

/** The payer's view of an open session: what is bought, for how much, and the buttons to pay or go back. */
export function checkoutPage(record: CheckoutRecord): PageAnswer {
  const { session } = record;
  const total = amountText(session.amount_total ?? 0, session.currency ?? 'eur');
  const cancel = session.cancel_url ? `<a href="${escapeHtml(session.cancel_url)}">Cancel</a>` : '';
  return page(
    200,
    `Pay ${total}`,
    `<h1>Complete your payment</h1>
<p>Test mode: no real money moves.</p>
<dl>
<dt>Product</dt><dd>${escapeHtml(record.productName)}</dd>
<dt>Total</dt><dd>${total}</dd>
</dl>
<form method="post" action="/pay/${encodeURIComponent(session.id)}">
<button type="submit">Pay ${total}</button>
</form>
${cancel}`,
  );
}

/** What the page shows instead of the payment form when the session cannot be paid. */
export function closedPage(session: Stripe.Checkout.Session | undefined, status = 200): PageAnswer {
  if (!session) {
    return page(404, 'Not found', '<h1>Checkout session not found</h1>\n<p>Check the link you followed.</p>');
  }
  if (session.status === 'expired') {
    return page(
      status,
      'Expired',
      '<h1>This checkout session has expired</h1>\n<p>Return to the merchant and start the payment again.</p>',
    );
  }
  return page(status, 'Paid', '<h1>This checkout session is already paid</h1>\n<p>You can close this page.</p>');
}

/** Where the payer goes after paying: the success URL, with Stripe's session-id placeholder filled in. */
export function afterPayment(session: Stripe.Checkout.Session): PageAnswer {
  if (!session.success_url) return closedPage(session);
  const location = session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id);
  return { status: 303, headers: { location }, body: '' };
}
