import { z } from 'zod';
import { tradeSchema } from './trading.ts';
import { storedBankDetailsSchema } from './withdrawal.ts';

/**
 * "What do you hold on this trader?", asked by identity of every service that keeps personal data
 * when the trader downloads their data (GDPR export), by core NATS request/reply. Each service
 * answers with the trader's own records as plain JSON: no other user's ids, no secrets, no hashes.
 *
 * Subjects are not under `<service>.>`: each service's stream captures that whole subject space,
 * and JetStream answers a request published there with its own PubAck, which would reach the
 * requester first.
 */
export const USER_DATA_SERVICES = ['billing', 'payouts', 'support', 'accounts', 'risk', 'programs'] as const;
export type UserDataService = (typeof USER_DATA_SERVICES)[number];

export const userDataSubject = (service: UserDataService) => `rpc.${service}.user-data.get`;
/** Replicas of a service answer as one queue group: a request gets one reply. */
export const userDataQueue = (service: UserDataService) => `${service}-user-data`;

export const userDataRequestSchema = z.object({ userId: z.string().uuid() });

/** Said instead of an export that would miss a service's part. */
export const USER_DATA_MESSAGES = {
  unavailable: 'Part of your data could not be gathered right now. Please try again in a minute.',
} as const;

const at = z.string();
const maybeAt = z.string().nullable();

export const billingUserDataSchema = z.object({
  purchases: z.array(
    z.object({
      id: z.string(),
      tierId: z.string(),
      product: z.string(),
      programId: z.string().nullable(),
      programVersion: z.number().nullable(),
      amount: z.number(),
      price: z.number(),
      currency: z.string(),
      status: z.string(),
      paymentMethod: z.string(),
      transactionId: z.string(),
      adminNotes: z.string().nullable(),
      createdAt: at,
      updatedAt: at,
      processedAt: maybeAt,
    }),
  ),
});

export const payoutsUserDataSchema = z.object({
  withdrawals: z.array(
    z.object({
      id: z.string(),
      status: z.string(),
      amount: z.number(),
      profitShareAmount: z.number(),
      currency: z.string(),
      /** Null on an affiliate commission payout, which pays no trading account. */
      mt5AccountId: z.string().nullable(),
      /** Where the trader asked to be paid; null when the record holds no readable destination. */
      payoutDestination: storedBankDetailsSchema.nullable(),
      adminNotes: z.string().nullable(),
      createdAt: at,
      processedAt: maybeAt,
    }),
  ),
});

export const supportUserDataSchema = z.object({
  tickets: z.array(
    z.object({
      id: z.string(),
      subject: z.string(),
      message: z.string(),
      category: z.string(),
      priority: z.string(),
      contactMethod: z.string(),
      status: z.string(),
      adminResponse: z.string().nullable(),
      createdAt: at,
      updatedAt: at,
      resolvedAt: maybeAt,
      replies: z.array(
        z.object({
          message: z.string(),
          fromSupport: z.boolean(),
          /** The staff member's name as the trader saw it on the reply. */
          supportName: z.string().nullable(),
          createdAt: at,
        }),
      ),
    }),
  ),
});

export const accountsUserDataSchema = z.object({
  tradingAccounts: z.array(
    z.object({
      id: z.string(),
      mt5AccountId: z.string(),
      mt5Login: z.string().nullable(),
      mt5Server: z.string().nullable(),
      mt5Name: z.string().nullable(),
      accountType: z.string(),
      status: z.string(),
      /** Money as exact decimal text. The balance the account was linked with. */
      fundingBalance: z.string(),
      lastBalance: z.string().nullable(),
      lastEquity: z.string().nullable(),
      lastSnapshotAt: maybeAt,
      linkedAt: at,
      breachedAt: maybeAt,
      closedAt: maybeAt,
      closedReason: z.string().nullable(),
      /** Every closed trade of the trader's time on the account, newest first. */
      trades: z.array(tradeSchema),
    }),
  ),
});

export const riskUserDataSchema = z.object({
  breaches: z.array(
    z.object({
      id: z.string(),
      mt5AccountId: z.string(),
      rule: z.string(),
      status: z.string(),
      breachPercentage: z.string(),
      initialDeposit: z.string(),
      equity: z.string(),
      balance: z.string(),
      breachEquity: z.string(),
      dayStartValue: z.string().nullable(),
      triggeredAt: at,
      detectedAt: at,
      resolvedAt: maybeAt,
      reversedAt: maybeAt,
      deletedAt: maybeAt,
    }),
  ),
  violations: z.array(
    z.object({
      id: z.string(),
      mt5AccountId: z.string(),
      rule: z.string(),
      crossed: z.object({ value: z.number(), line: z.number(), unit: z.string(), subject: z.string().optional() }),
      status: z.string(),
      triggeredAt: at,
      reviewedAt: maybeAt,
    }),
  ),
});

export const programsUserDataSchema = z.object({
  enrolments: z.array(
    z.object({
      id: z.string(),
      programId: z.string(),
      programVersion: z.number(),
      currentPhaseIndex: z.number(),
      status: z.string(),
      createdAt: at,
      updatedAt: at,
      phases: z.array(
        z.object({
          phaseIndex: z.number(),
          mt5AccountId: z.string(),
          fundingBalance: z.string().nullable(),
          startedAt: at,
          endedAt: maybeAt,
          outcome: z.string().nullable(),
          reviews: z.array(z.object({ status: z.string(), passedAt: at, decidedAt: maybeAt })),
        }),
      ),
    }),
  ),
  certificates: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      title: z.string(),
      holder: z.string(),
      issuedAt: at,
      details: z.record(z.string(), z.unknown()),
    }),
  ),
});

/** What each service answers, and the `services` part of the export. */
export const USER_DATA_SCHEMAS = {
  billing: billingUserDataSchema,
  payouts: payoutsUserDataSchema,
  support: supportUserDataSchema,
  accounts: accountsUserDataSchema,
  risk: riskUserDataSchema,
  programs: programsUserDataSchema,
} as const;

export const servicesUserDataSchema = z.object(USER_DATA_SCHEMAS);
export type ServicesUserData = z.infer<typeof servicesUserDataSchema>;
export type UserDataOf<S extends UserDataService> = ServicesUserData[S];

/** A service that holds nothing on the trader answers this. */
export const EMPTY_USER_DATA: ServicesUserData = {
  billing: { purchases: [] },
  payouts: { withdrawals: [] },
  support: { tickets: [] },
  accounts: { tradingAccounts: [] },
  risk: { breaches: [], violations: [] },
  programs: { enrolments: [], certificates: [] },
};

/** A request the service could not answer (bad request, database down). */
const unansweredSchema = z.object({ found: z.literal(false), error: z.string() });

const schemaOf: { [S in UserDataService]: z.ZodType<UserDataOf<S>> } = USER_DATA_SCHEMAS;

export const userDataReplySchema = <S extends UserDataService>(service: S) =>
  z.union([unansweredSchema, schemaOf[service]]);
