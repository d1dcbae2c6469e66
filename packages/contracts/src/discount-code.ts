import { z } from 'zod';
import { amountTextSchema } from './money-schemas.ts';
import { PURCHASE_CURRENCY } from './purchase.ts';

/**
 * Discount codes (issue 23): a percentage or a fixed amount off a purchase's list price, for every
 * product or only given programs and tiers, within a window, with a total and a per-trader use limit.
 */
export const DISCOUNT_KINDS = ['percent', 'fixed'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** What a trader reads when a code is refused (a 400 from the purchase and the preview). */
export const DISCOUNT_CODE_MESSAGES = {
  unknown: 'This discount code does not exist',
  notStarted: 'This discount code is not valid yet',
  expired: 'This discount code has expired',
  disabled: 'This discount code is no longer active',
  exhausted: 'This discount code has been used up',
  usedByTrader: 'You have already used this discount code as often as it allows',
  notApplicable: 'This discount code does not apply to this account',
  tooLarge: 'This discount is not valid for an account at this price',
} as const;

/** What an admin reads when a code cannot be created or changed. */
export const DISCOUNT_CODE_ADMIN_MESSAGES = {
  codeFormat: 'A code is 3 to 32 letters, digits, dashes or underscores',
  codeTaken: 'A discount code with this name exists already',
  percentValue: 'A percentage is more than 0 and less than 100, at most two decimals, e.g. 15 or 12.5',
  fixedValue: 'Please enter an amount in euro, e.g. 25.00',
  window: 'The end of the validity window must be after its start',
  limit: 'A limit is a whole number of at least 1, or empty for no limit',
  notFound: 'Discount code not found',
  created: 'Discount code created',
  updated: 'Discount code updated',
} as const;

/** Codes are compared in capitals: 'spring15' and 'SPRING15' are one code. */
export const discountCodeTextSchema = z
  .string({ error: DISCOUNT_CODE_MESSAGES.unknown })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_-]{3,32}$/, DISCOUNT_CODE_MESSAGES.unknown);

const PERCENT_TEXT = /^\d{1,2}(\.\d{1,2})?$/;

const limitSchema = z.number({ error: DISCOUNT_CODE_ADMIN_MESSAGES.limit }).int(DISCOUNT_CODE_ADMIN_MESSAGES.limit);
const positiveLimit = limitSchema.min(1, DISCOUNT_CODE_ADMIN_MESSAGES.limit).max(1_000_000).nullable();
const instantSchema = z.iso.datetime({ offset: true }).nullable();

const windowInOrder = (value: { startsAt?: string | null; endsAt?: string | null }) =>
  !value.startsAt || !value.endsAt || Date.parse(value.endsAt) > Date.parse(value.startsAt);

/** POST /api/admin/discount-codes. Empty `programIds`/`tierIds`: every program / every tier. */
export const discountCodeCreateSchema = z
  .object({
    code: z
      .string({ error: DISCOUNT_CODE_ADMIN_MESSAGES.codeFormat })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9_-]{3,32}$/, DISCOUNT_CODE_ADMIN_MESSAGES.codeFormat),
    kind: z.enum(DISCOUNT_KINDS),
    /** Percent ('15', '12.5') or euro ('25.00') as decimal text. */
    value: z.string().trim(),
    programIds: z.array(z.string().trim().min(1).max(40)).max(50).default([]),
    tierIds: z.array(z.string().trim().min(1).max(20)).max(50).default([]),
    startsAt: instantSchema.default(null),
    endsAt: instantSchema.default(null),
    maxUses: positiveLimit.default(null),
    maxUsesPerTrader: positiveLimit.default(null),
  })
  .superRefine((value, context) => {
    if (value.kind === 'percent') {
      const percent = Number(value.value);
      if (!PERCENT_TEXT.test(value.value) || !(percent > 0 && percent < 100)) {
        context.addIssue({ code: 'custom', path: ['value'], message: DISCOUNT_CODE_ADMIN_MESSAGES.percentValue });
      }
    } else if (!amountTextSchema.safeParse(value.value).success || !(Number(value.value) > 0)) {
      context.addIssue({ code: 'custom', path: ['value'], message: DISCOUNT_CODE_ADMIN_MESSAGES.fixedValue });
    }
    if (!windowInOrder(value)) {
      context.addIssue({ code: 'custom', path: ['endsAt'], message: DISCOUNT_CODE_ADMIN_MESSAGES.window });
    }
  });
export type DiscountCodeCreateInput = z.input<typeof discountCodeCreateSchema>;
export type DiscountCodeCreate = z.output<typeof discountCodeCreateSchema>;

/** PATCH /api/admin/discount-codes/{id}: the window, the limits, disabled or not; absent fields stay. */
export const discountCodeChangeSchema = z
  .object({
    startsAt: instantSchema.optional(),
    endsAt: instantSchema.optional(),
    maxUses: positiveLimit.optional(),
    maxUsesPerTrader: positiveLimit.optional(),
    disabled: z.boolean().optional(),
  })
  .refine(windowInOrder, { path: ['endsAt'], message: DISCOUNT_CODE_ADMIN_MESSAGES.window });
export type DiscountCodeChange = z.infer<typeof discountCodeChangeSchema>;

export const discountCodeIdParamSchema = z.object({
  id: z.string().uuid({ error: DISCOUNT_CODE_ADMIN_MESSAGES.notFound }),
});

/** A code as the back office lists it, with its uses: purchases holding it (see services/billing/README.md). */
export const discountCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  value: z.string(),
  programIds: z.array(z.string()),
  tierIds: z.array(z.string()),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  maxUsesPerTrader: z.number().int().nullable(),
  disabled: z.boolean(),
  uses: z.number().int(),
  /** Euro taken off by the uses, as decimal text. */
  discounted: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DiscountCode = z.infer<typeof discountCodeSchema>;

/** GET /api/purchase/discount-code: what a code makes of a product's price, before buying. */
export const discountPreviewQuerySchema = z.object({
  code: discountCodeTextSchema,
  tierId: z.string().trim().min(1).max(50),
  programId: z.string().trim().min(1).max(40).optional(),
});
export type DiscountPreviewQuery = z.infer<typeof discountPreviewQuerySchema>;

/** A discount applied to a price: list price, what comes off and what is paid, euro as decimal text. */
export const discountedPriceSchema = z.object({
  code: z.string(),
  listPrice: z.string(),
  discount: z.string(),
  price: z.string(),
  currency: z.literal(PURCHASE_CURRENCY),
});
export type DiscountedPrice = z.infer<typeof discountedPriceSchema>;
