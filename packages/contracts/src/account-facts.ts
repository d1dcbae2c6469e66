import { z } from 'zod';
import { accountFreezeFields } from './account.ts';

/**
 * The open trading accounts as a NATS JetStream key-value bucket, one key per trader (the user
 * id). The accounts service writes it whenever a link, unlink, status change, freeze or end of a
 * freeze happens, and the gateway watches it to answer GET /api/account from memory. Namespaced
 * like streams.
 */
export const ACCOUNT_FACTS_BUCKET = 'account_facts';

/** One trader's open account: everything the account view needs besides the MT5 figures. */
export const accountFactsEntrySchema = z.object({
  userId: z.string().uuid(),
  accountId: z.string().uuid(),
  mt5AccountId: z.string(),
  status: z.enum(['active', 'breached']),
  /** The initial deposit as decimal text, e.g. '25000'. */
  fundingBalance: z.string(),
  accountType: z.string(),
  /** The MT5 account's name, login and server; null while the MT5 source has not listed it yet. */
  mt5: z.object({ name: z.string(), login: z.string(), server: z.string() }).nullable(),
  /** A payment dispute froze the account; absent from entries written before freezes existed: not frozen. */
  frozen: accountFreezeFields.frozen.default(false),
  frozenReason: accountFreezeFields.frozenReason.default(null),
  frozenSince: accountFreezeFields.frozenSince.default(null),
});
export type AccountFactsEntry = z.infer<typeof accountFactsEntrySchema>;
