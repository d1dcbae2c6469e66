import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from 'playwright-core';
import { baseUrl } from './browser.ts';

export const BANK_TRANSFER = {
  paymentMethod: 'bank',
  accountHolder: 'Ada Lovelace',
  bankName: 'ABN AMRO',
  iban: 'NL91ABNA0417164300',
  swiftCode: 'ABNANL2A',
};

/**
 * The signed-in trader's withdrawal through the API; answers the created request. Equity moves
 * every second, so the server may answer 409 with its own figures (or 400 naming the account's
 * currency), which the next attempt sends.
 */
export async function requestWithdrawal(
  trader: APIRequestContext,
  currency: string,
  bankDetails: object | string = BANK_TRANSFER,
): Promise<unknown> {
  let figures = { amount: 500, profitAmount: 300, currency };
  for (let attempt = 1; attempt <= 4; attempt++) {
    const response = await trader.post(`${baseUrl()}/api/withdrawal/request`, {
      headers: { 'Idempotency-Key': randomUUID() },
      data: { ...figures, bankDetails },
    });
    const body = await response.text();
    if (response.status() === 201) return JSON.parse(body);
    const quote = (JSON.parse(body) as { quote?: typeof figures }).quote;
    const paidIn = /paid in (\w{3})/.exec(body)?.[1];
    if (response.status() === 409 && quote) figures = quote;
    else if (response.status() === 400 && paidIn) figures = { ...figures, currency: paidIn };
    else throw new Error(`withdrawal refused: ${response.status()} ${body}`);
  }
  throw new Error('the withdrawal was not taken after 4 attempts');
}
