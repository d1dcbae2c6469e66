// Apart from the withdrawal schemas so the dashboard's withdrawal history, which names where each
// payout goes (payout-destination.ts), does not bring zod with it.

/** How a withdrawal is paid: by bank transfer or to a wallet of one of these coins. */
export const PAYMENT_METHODS = ['bank', 'crypto'] as const;
export const CRYPTO_TYPES = ['btc', 'eth', 'usdt', 'usdc'] as const;
export type CryptoType = (typeof CRYPTO_TYPES)[number];
