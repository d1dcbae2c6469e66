import { z } from 'zod';
import { adminNotesSchema } from './admin-notes.ts';
import { MIN_WITHDRAWAL_PROFIT } from './constants.ts';
import { errorBodySchema } from './errors.ts';
import { CONTROL_CHARACTER_MESSAGE, isPlainText, plainText } from './fields.ts';
import { CRYPTO_TYPES, type CryptoType, PAYMENT_METHODS } from './payout-methods.ts';
import { WITHDRAWAL_MESSAGES } from './withdrawal-messages.ts';

/** Refusals that name the figures the server found, so the dialog can show what changed. */
export const withdrawalRefusal = {
  belowMinimum: (profit: string, currency: string) =>
    `Your profit is ${profit} ${currency}; a withdrawal needs a profit of at least ${MIN_WITHDRAWAL_PROFIT.toFixed(2)} ${currency}`,
  amountsChanged: (profit: string, share: string, currency: string, sharePercent: number) =>
    `Your profit is now ${profit} ${currency} (your ${sharePercent}% share: ${share} ${currency}). Please review the amounts and submit again.`,
  currency: (currency: string) => `This account is held in ${currency}; withdrawals are paid in ${currency}`,
  alreadyDecided: (status: string) => `This withdrawal request has already been ${status}`,
} as const;

export const BANK_MESSAGES = {
  accountHolder: 'Please enter the account holder name',
  accountNumber: 'Please enter an IBAN or account number',
  iban: 'Please enter a valid IBAN',
  accountNumberFormat: 'Please enter a valid account number',
  bankName: 'Please enter the bank name',
  swiftCode: 'Please enter the SWIFT/BIC code',
  swiftFormat: 'Please enter a valid SWIFT/BIC code (8 or 11 characters)',
  cryptoType: 'Please select a cryptocurrency',
  cryptoWallet: 'Please enter your wallet address',
} as const;

export const WITHDRAWAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
/**
 * What a withdrawal pays out: the spec's profit split of a funded account, or an affiliate's
 * commission (issue 23), which has no trading account and is requested through the affiliates service.
 */
export const WITHDRAWAL_KINDS = ['profit_split', 'affiliate_commission'] as const;
export type WithdrawalKind = (typeof WITHDRAWAL_KINDS)[number];

export const cryptoWalletMessage = (type: CryptoType) => `Please enter a valid ${type.toUpperCase()} wallet address`;

const BASE58 = '[1-9A-HJ-NP-Za-km-z]';
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
/** Plausible address formats per coin: a typo or a wallet of another chain is caught, not proven valid. */
const WALLET_FORMATS: Record<CryptoType, RegExp[]> = {
  // legacy (1…), script (3…) and bech32/bech32m (bc1…) addresses
  btc: [new RegExp(`^[13]${BASE58}{25,34}$`), /^bc1[02-9ac-hj-np-z]{11,71}$/],
  eth: [EVM_ADDRESS],
  // ERC-20 and TRC-20 (T…)
  usdt: [EVM_ADDRESS, new RegExp(`^T${BASE58}{33}$`)],
  usdc: [EVM_ADDRESS],
};

export function isPlausibleWallet(type: CryptoType, address: string): boolean {
  return WALLET_FORMATS[type].some((format) => format.test(address));
}

/** Spaces are how people write IBANs; the check digits are what makes one valid (ISO 13616, mod 97). */
export function isValidIban(text: string): boolean {
  const iban = text.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

const SWIFT = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;
const ACCOUNT_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 -]{3,33}$/;

const optionalText = (max: number) => z.string().trim().max(max).optional();

/** The stored shape of payment details, as lists return them (older rows may hold fewer fields). */
export const storedBankDetailsSchema = z.object({
  paymentMethod: z.enum(PAYMENT_METHODS, { error: WITHDRAWAL_MESSAGES.paymentMethod }),
  bankName: optionalText(200),
  accountNumber: optionalText(64),
  iban: optionalText(64),
  swiftCode: optionalText(16),
  accountHolder: optionalText(200),
  cryptoWallet: optionalText(128),
  cryptoType: z.enum(CRYPTO_TYPES, { error: BANK_MESSAGES.cryptoType }).optional(),
  additionalNotes: optionalText(1000),
});
export type BankDetails = z.infer<typeof storedBankDetailsSchema>;

type Issue = { path: keyof BankDetails; message: string };

/** What a payout by the chosen method cannot do without, each with the message the dialog shows. */
export function paymentDetailIssues(details: BankDetails): Issue[] {
  const issues: Issue[] = [];
  if (details.paymentMethod === 'bank') {
    if (!details.accountHolder) issues.push({ path: 'accountHolder', message: BANK_MESSAGES.accountHolder });
    if (!details.iban && !details.accountNumber) {
      issues.push({ path: 'iban', message: BANK_MESSAGES.accountNumber });
    }
    if (details.iban && !isValidIban(details.iban)) issues.push({ path: 'iban', message: BANK_MESSAGES.iban });
    if (details.accountNumber && !ACCOUNT_NUMBER.test(details.accountNumber)) {
      issues.push({ path: 'accountNumber', message: BANK_MESSAGES.accountNumberFormat });
    }
    if (!details.bankName) issues.push({ path: 'bankName', message: BANK_MESSAGES.bankName });
    if (!details.swiftCode) issues.push({ path: 'swiftCode', message: BANK_MESSAGES.swiftCode });
    else if (!SWIFT.test(details.swiftCode.toUpperCase())) {
      issues.push({ path: 'swiftCode', message: BANK_MESSAGES.swiftFormat });
    }
    return issues;
  }
  if (!details.cryptoType) issues.push({ path: 'cryptoType', message: BANK_MESSAGES.cryptoType });
  if (!details.cryptoWallet) issues.push({ path: 'cryptoWallet', message: BANK_MESSAGES.cryptoWallet });
  else if (details.cryptoType && !isPlausibleWallet(details.cryptoType, details.cryptoWallet)) {
    issues.push({ path: 'cryptoWallet', message: cryptoWalletMessage(details.cryptoType) });
  }
  return issues;
}

/** Payment details as the dialog submits them: the chosen method with every field it needs. */
export const bankDetailsSchema = storedBankDetailsSchema.superRefine((details, context) => {
  // Checked here, not in the stored shape: lists must still show rows written before the check.
  for (const [field, value] of Object.entries(details)) {
    const lines = field === 'additionalNotes' ? 'multi' : 'single';
    if (typeof value === 'string' && !isPlainText(value, lines)) {
      context.addIssue({ code: 'custom', path: [field], message: CONTROL_CHARACTER_MESSAGE });
    }
  }
  // Without a known method there is nothing to ask for yet; its own message says so.
  if (!PAYMENT_METHODS.includes(details.paymentMethod)) return;
  for (const issue of paymentDetailIssues(details)) {
    context.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  }
});

const clientAmount = z.number().positive().max(1_000_000_000);

/** Payment details may come as JSON text of the object (docs/product-rules.md §3): read it as the object. */
const fromJsonText = (value: unknown) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

/**
 * POST /api/withdrawal/request, with an `Idempotency-Key` header. The amounts are what the trader
 * saw; the server computes its own from a fresh account snapshot and refuses any that disagree.
 */
export const withdrawalSubmitSchema = z.object({
  /** Total profit: equity minus the funding balance. */
  amount: clientAmount,
  /** The trader's share of the profit: 60%, or the account's program's share. */
  profitAmount: clientAmount,
  currency: plainText().length(3).default('USD'),
  /** An object, or JSON text of one. */
  bankDetails: z.preprocess(fromJsonText, bankDetailsSchema),
});
export type WithdrawalSubmitInput = z.input<typeof withdrawalSubmitSchema>;
export type WithdrawalSubmit = z.output<typeof withdrawalSubmitSchema>;

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Other headers pass untouched: only the key is the route's business. */
export const withdrawalSubmitHeadersSchema = z.looseObject({
  [IDEMPOTENCY_HEADER]: z
    .string({ error: WITHDRAWAL_MESSAGES.idempotencyKey })
    .uuid({ error: WITHDRAWAL_MESSAGES.idempotencyKey }),
});

export const withdrawalUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});

/**
 * A withdrawal request. `amount` is the total profit and `profitShareAmount` the trader's share,
 * both computed by the server. `user` is given on admin lists (null when the user is unknown or deleted).
 */
export const withdrawalRequestSchema = z.object({
  id: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  amount: z.number(),
  currency: z.string(),
  profitShareAmount: z.number(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
  processedBy: z.string().nullable(),
  adminNotes: z.string().nullable(),
  /**
   * Where the payout goes, always as an object (the server reads stored JSON text through
   * `payoutDestinationOf`); null when what is stored names no readable destination.
   */
  bankDetails: storedBankDetailsSchema.nullable(),
  user: withdrawalUserSchema.nullable().optional(),
  /** On admin lists: what the request pays out (absent means the profit split). */
  kind: z.enum(WITHDRAWAL_KINDS).optional(),
  /**
   * Maker-checker, on admin lists only: a request paying out more than the configured amount needs
   * two approvals by different admins. The first (who, when, notes) is kept here, also once decided;
   * null when the request had none. `awaitingSecondApproval` is true while it is pending with one.
   */
  firstApprovedBy: z.string().nullable().optional(),
  firstApprovedAt: z.string().nullable().optional(),
  firstApprovalNotes: z.string().nullable().optional(),
  awaitingSecondApproval: z.boolean().optional(),
});
export type WithdrawalRequest = z.infer<typeof withdrawalRequestSchema>;
export const withdrawalRequestListSchema = z.array(withdrawalRequestSchema);

/**
 * The server's own figures, sent with a 409 when the client's amounts differ from them (equity
 * moves every second). Submitting exactly these is honoured for as long as MT5 figures are good
 * enough to pay out on, even if equity has moved again meanwhile.
 */
export const withdrawalQuoteSchema = z.object({
  amount: z.number(),
  profitAmount: z.number(),
  currency: z.string(),
});
export type WithdrawalQuote = z.infer<typeof withdrawalQuoteSchema>;

/** A 409 of POST /api/withdrawal/request: `quote` is present when the amounts were the conflict. */
export const withdrawalConflictSchema = errorBodySchema.extend({ quote: withdrawalQuoteSchema.optional() });

/** GET /api/withdrawal/window: whether today is the withdrawal day on the firm's clock and calendar. */
export const withdrawalWindowSchema = z.object({
  open: z.boolean(),
  /** The zone in which the firm judges "Saturday". */
  timeZone: z.string(),
});
export type WithdrawalWindow = z.infer<typeof withdrawalWindowSchema>;

export const withdrawalDecisionSchema = z.object({
  status: z.enum(['approved', 'rejected']),
  adminNotes: adminNotesSchema,
});
export type WithdrawalDecision = z.infer<typeof withdrawalDecisionSchema>;

/**
 * Each condition of GET /api/withdrawal/eligibility: the spec's three (profit, nothing pending, the
 * withdrawal day), `no_dispute` while a payment dispute freezes the account (listed only then), and
 * those of the account's rule pack that it has (trading days, consistency, open soft-rule violations).
 */
export const ELIGIBILITY_CONDITIONS = [
  'profit',
  'no_pending',
  'withdrawal_day',
  'trading_days',
  'consistency',
  'no_open_violations',
  'funded_account',
  'no_dispute',
] as const;
export type EligibilityConditionName = (typeof ELIGIBILITY_CONDITIONS)[number];

export const eligibilityConditionSchema = z.object({
  condition: z.enum(ELIGIBILITY_CONDITIONS),
  met: z.boolean(),
  /** The condition in words with where the account stands, written by the server. */
  text: z.string(),
});
export type EligibilityCondition = z.infer<typeof eligibilityConditionSchema>;

/**
 * GET /api/withdrawal/eligibility: every condition the server checks on a request, judged by the
 * same code that judges one. `eligible` when all are met.
 */
export const withdrawalEligibilitySchema = z.object({
  eligible: z.boolean(),
  conditions: z.array(eligibilityConditionSchema),
  /** The trader's share of the profit, percent: the spec's 60, or the account's program's share. */
  profitSharePercent: z.number(),
});
export type WithdrawalEligibility = z.infer<typeof withdrawalEligibilitySchema>;
