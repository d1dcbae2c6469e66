import { formatMoney, moneyOf } from '@prop/contracts/money';
import type { AdminPurchase } from '@prop/contracts/purchase';
import styled from 'styled-components';

/** 'SPRING15 −€37.35 of €249.00': the code a purchase used and what it took off the list price. */
export function discountNoteText(purchase: Pick<AdminPurchase, 'discount' | 'listPrice' | 'currency'>): string | null {
  if (!purchase.discount) return null;
  const { code, amount } = purchase.discount;
  return `${code} −${formatMoney(moneyOf(amount), purchase.currency)} of ${formatMoney(moneyOf(purchase.listPrice), purchase.currency)}`;
}

/** Under a purchase's price: the discount code used, if any. */
export function DiscountNote({ purchase }: { purchase: AdminPurchase }) {
  const text = discountNoteText(purchase);
  return text ? <Note>{text}</Note> : null;
}

const Note = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
