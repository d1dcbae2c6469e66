import { z } from 'zod';
import { amountTextSchema } from './money-schemas.ts';
import { REFERRAL_CODE_PATTERN } from './referral.ts';

/**
 * Issue 23, affiliates: a trader joins and gets a referral code; visits through its link are counted,
 * registrations through it are attributed (first touch, kept in the visitor's browser for 30 days,
 * sent with the registration), and a referred purchase, once paid, earns a commission.
 */

export const referralCodeSchema = z.string().trim().toUpperCase().regex(REFERRAL_CODE_PATTERN);

/**
 * The commission money of one affiliate, decimal text. `available` may be paid out; `pending` is
 * reserved by a payout request under review (admins approve it into `paid` or reject it back).
 */
export const commissionFiguresSchema = z.object({
  accrued: amountTextSchema,
  reversed: amountTextSchema,
  paid: amountTextSchema,
  pending: amountTextSchema,
  available: amountTextSchema,
});
export type CommissionFigures = z.infer<typeof commissionFiguresSchema>;

export const affiliateFiguresSchema = z.object({
  code: z.string(),
  link: z.string(),
  joinedAt: z.string(),
  clicks: z.number().int().nonnegative(),
  signups: z.number().int().nonnegative(),
  purchases: z.number().int().nonnegative(),
  commission: commissionFiguresSchema,
});
export type AffiliateFigures = z.infer<typeof affiliateFiguresSchema>;

/** GET /api/affiliate: null until the trader joins. */
export const affiliatePageSchema = z.object({ affiliate: affiliateFiguresSchema.nullable() });
export type AffiliatePage = z.infer<typeof affiliatePageSchema>;

/** POST /api/affiliate/clicks: the trader app reports a visit through a referral link. */
export const referralClickSchema = z.object({ code: z.string().max(40) });
export type ReferralClick = z.infer<typeof referralClickSchema>;

/** GET /api/admin/affiliates: every affiliate with the figures they see themselves. */
export const adminAffiliateSchema = affiliateFiguresSchema.extend({
  userId: z.string().uuid(),
  name: z.string(),
  email: z.string(),
});
export type AdminAffiliate = z.infer<typeof adminAffiliateSchema>;
export const adminAffiliateListSchema = z.array(adminAffiliateSchema);

/** A commission rate as a percentage of the paid price, at most two decimals: '10', '7.5'. */
export const commissionPercentSchema = z
  .string()
  .trim()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, 'Enter a percentage with at most two decimals')
  .refine((text) => Number(text) <= 100, 'A commission cannot exceed 100%');

export const COMMISSION_RATE_SCOPES = ['program', 'tier'] as const;
export const commissionRateSchema = z.object({
  scope: z.enum(COMMISSION_RATE_SCOPES),
  /** The program's id or the funding tier's id. */
  key: z.string().trim().min(1).max(100),
  percent: commissionPercentSchema,
});
/** The rates in force: a program's rate wins over its tier's, either over the default. */
export const commissionRatesSchema = z.object({
  defaultPercent: commissionPercentSchema,
  rates: z.array(commissionRateSchema).max(200),
});
export type CommissionRates = z.infer<typeof commissionRatesSchema>;
export type CommissionRatesInput = z.input<typeof commissionRatesSchema>;

export const AFFILIATE_MESSAGES = {
  joined: 'You are now an affiliate.',
  alreadyAffiliate: 'You are already an affiliate.',
  ratesSaved: 'Commission rates saved.',
  payoutRequested: 'Payout requested. It will be paid once an admin approves it.',
  nothingToPayOut: 'There is no commission available to pay out.',
  payoutPending: 'A payout of your commission is already under review.',
  notAffiliate: 'You are not an affiliate yet.',
} as const;
