import { z } from 'zod';
import { MONEY_TEXT } from './money.ts';

// Apart from the money functions, so a screen that only formats or reads amounts does not bring zod.

/** Decimal text of money on the wire and in events ('10250.5', '-3.20'). */
export const moneyTextSchema = z.string().regex(MONEY_TEXT);
/** Decimal text of an amount that cannot be negative (prices, payouts, funding balances). */
export const amountTextSchema = z.string().regex(/^\d+(\.\d{1,2})?$/);
