import { z } from 'zod';
import { adminNotesSchema } from './admin-notes.ts';
import { plainText } from './fields.ts';
import { amountTextSchema } from './money-schemas.ts';
import {
  INSTANT_FUNDING_PACK,
  objectiveSchema,
  ONE_STEP_PACK,
  type RulePack,
  rulePackSchema,
  TWO_STEP_FUNDED_PACK,
  TWO_STEP_PHASE_1_PACK,
  TWO_STEP_PHASE_2_PACK,
} from './rule-pack.ts';

/**
 * Programs (issue 18): what a trader buys. A program has phases, each judged by a rule pack; a
 * program is versioned, and a version never changes once made: editing a program makes the next
 * version, which only accounts started after it use.
 */

/** An evaluation phase is passed by meeting its targets; a funded phase earns a profit share. */
export const PHASE_KINDS = ['evaluation', 'funded'] as const;
export type PhaseKind = (typeof PHASE_KINDS)[number];

/** manual: an admin approves each passed phase in the review queue; automatic: it moves on at once. */
export const REVIEW_MODES = ['manual', 'automatic'] as const;
export type ReviewMode = (typeof REVIEW_MODES)[number];

export const PROGRAM_MESSAGES = {
  notFound: 'Program not found',
  idTaken: 'A program with this id already exists',
  invalid: 'Invalid program',
  fundedLast: 'A program ends with exactly one funded phase',
} as const;

const programIdSchema = z
  .string()
  .min(2)
  .max(40)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case letters, digits and single dashes');

/** One size on sale: the funding in whole euro and its one-time price, decimal text in euro. */
export const programSizeSchema = z.object({
  amount: z.number().int().positive().max(10_000_000),
  price: amountTextSchema,
});
export type ProgramSize = z.infer<typeof programSizeSchema>;

export const programPhaseSchema = z.object({
  name: z.string().trim().min(1).max(60),
  kind: z.enum(PHASE_KINDS),
  rulePack: rulePackSchema,
});
export type ProgramPhase = z.infer<typeof programPhaseSchema>;

/** One version of a program, as GET /api/programs and the admin's calls show it. */
export const programSchema = z.object({
  id: programIdSchema,
  name: z.string(),
  description: z.string(),
  version: z.number().int().positive(),
  phases: z.array(programPhaseSchema).min(1),
  sizes: z.array(programSizeSchema).min(1),
  /** The trader's share of a funded account's profit, percent. */
  profitSharePercent: z.number().gt(0).max(100),
  review: z.enum(REVIEW_MODES),
  /** Offered for sale; a withdrawn program keeps its running accounts. */
  active: z.boolean(),
  createdAt: z.string(),
});
export type Program = z.infer<typeof programSchema>;

/** GET /api/programs: the catalogue, every active program at its latest version. */
export const programCatalogueSchema = z.array(programSchema);

/**
 * The body of a new version (POST /api/admin/programs/{id}/versions): what an admin edits. The
 * server numbers the version and names each phase's pack `{programId}/{phase number}`.
 */
export const programVersionInputSchema = z
  .object({
    name: plainText().min(1).max(80),
    description: plainText({ lines: 'multi' }).max(500),
    phases: z
      .array(
        z.object({
          name: plainText().min(1).max(60),
          kind: z.enum(PHASE_KINDS),
          rules: rulePackSchema.shape.rules,
        }),
      )
      .min(1)
      .max(4),
    sizes: z
      .array(programSizeSchema)
      .min(1)
      .max(8)
      .refine((sizes) => new Set(sizes.map(({ amount }) => amount)).size === sizes.length, 'each size at most once'),
    profitSharePercent: z.number().gt(0).max(100),
    review: z.enum(REVIEW_MODES),
    active: z.boolean(),
  })
  .refine(
    ({ phases }) =>
      phases.filter(({ kind }) => kind === 'funded').length === 1 && phases[phases.length - 1]?.kind === 'funded',
    // On the field: a failure of the whole body answers only "Invalid request body".
    { message: PROGRAM_MESSAGES.fundedLast, path: ['phases'] },
  );
export type ProgramVersionInput = z.infer<typeof programVersionInputSchema>;

/** POST /api/admin/programs: a new program is its first version with its id. */
export const newProgramSchema = z.intersection(z.object({ id: programIdSchema }), programVersionInputSchema);
export type NewProgram = z.infer<typeof newProgramSchema>;

/** GET /api/admin/programs/{id}: the latest version and every earlier one, newest first. */
export const adminProgramSchema = z.object({ latest: programSchema, versions: z.array(programSchema) });
export type AdminProgram = z.infer<typeof adminProgramSchema>;

/** The pack id of a phase: stable across versions, so a pack is named by id and version. */
export function rulePackIdOf(programId: string, phaseIndex: number): string {
  return `${programId}/${phaseIndex + 1}`;
}

/** The program a purchase without `programId` buys: the seed's product. */
export const DEFAULT_PROGRAM_ID = 'instant-funding';

/** GET /api/account/objectives: the account's locked pack and every rule of it with live figures. */
export const accountObjectivesSchema = z.object({
  program: z.object({ id: z.string(), name: z.string(), version: z.number().int() }),
  phase: z.object({ index: z.number().int().min(0), name: z.string(), kind: z.enum(PHASE_KINDS) }),
  rulePack: z.object({ id: z.string(), version: z.number().int() }),
  objectives: z.array(objectiveSchema),
});
export type AccountObjectives = z.infer<typeof accountObjectivesSchema>;

/** The seeded programs at version 1 (prices per size are admin-editable through new versions). */
type SeedProgram = Omit<Program, 'createdAt'>;
const pack = (rulePack: RulePack, programId: string, phaseIndex: number): RulePack => ({
  ...rulePack,
  id: rulePackIdOf(programId, phaseIndex),
});

/** One-Step's funded phase keeps its evaluation's limits and consistency, without the target. */
const ONE_STEP_FUNDED_PACK: RulePack = {
  ...ONE_STEP_PACK,
  rules: ONE_STEP_PACK.rules.filter(({ rule }) => rule !== 'profit_target'),
};

export const SEED_PROGRAMS: readonly SeedProgram[] = [
  {
    id: DEFAULT_PROGRAM_ID,
    name: 'Instant Funding',
    description: 'A funded account from day one: 5% maximum drawdown, weekly withdrawals.',
    version: 1,
    phases: [{ name: 'Funded', kind: 'funded', rulePack: pack(INSTANT_FUNDING_PACK, DEFAULT_PROGRAM_ID, 0) }],
    sizes: [
      { amount: 10000, price: '139.00' },
      { amount: 25000, price: '249.00' },
      { amount: 50000, price: '379.00' },
      { amount: 100000, price: '599.00' },
    ],
    profitSharePercent: 60,
    review: 'automatic',
    active: true,
  },
  {
    id: 'two-step',
    name: 'Two-Step Challenge',
    description: 'Reach 10% then 5% over at least 4 trading days each, within 5% daily and 10% maximum loss.',
    version: 1,
    phases: [
      { name: 'Phase 1', kind: 'evaluation', rulePack: pack(TWO_STEP_PHASE_1_PACK, 'two-step', 0) },
      { name: 'Phase 2', kind: 'evaluation', rulePack: pack(TWO_STEP_PHASE_2_PACK, 'two-step', 1) },
      { name: 'Funded', kind: 'funded', rulePack: pack(TWO_STEP_FUNDED_PACK, 'two-step', 2) },
    ],
    sizes: [
      { amount: 10000, price: '89.00' },
      { amount: 25000, price: '179.00' },
      { amount: 50000, price: '299.00' },
      { amount: 100000, price: '499.00' },
    ],
    profitSharePercent: 80,
    review: 'manual',
    active: true,
  },
  {
    id: 'one-step',
    name: 'One-Step',
    description: 'Reach 10% with a 6% trailing loss on the end-of-day balance and a 3% daily loss.',
    version: 1,
    phases: [
      { name: 'Evaluation', kind: 'evaluation', rulePack: pack(ONE_STEP_PACK, 'one-step', 0) },
      { name: 'Funded', kind: 'funded', rulePack: pack(ONE_STEP_FUNDED_PACK, 'one-step', 1) },
    ],
    sizes: [
      { amount: 10000, price: '109.00' },
      { amount: 25000, price: '219.00' },
      { amount: 50000, price: '349.00' },
      { amount: 100000, price: '549.00' },
    ],
    profitSharePercent: 80,
    review: 'manual',
    active: true,
  },
];

/** The tier id a purchase names for one of a program's sizes, in the tiers' style: 25000 → '25k'. */
export function sizeTierId(amount: number): string {
  return amount % 1000 === 0 ? `${amount / 1000}k` : String(amount);
}

/** A passed phase waits for an admin (manual review) before the next phase's account is opened. */
export const PHASE_REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PhaseReviewStatus = (typeof PHASE_REVIEW_STATUSES)[number];

export const PHASE_REVIEW_MESSAGES = {
  notFound: 'Phase review not found',
  alreadyDecided: 'This phase review is already decided',
} as const;

/** GET /api/admin/phase-reviews: one passed phase, with who passed it and the decision once made. */
export const phaseReviewSchema = z.object({
  id: z.string(),
  status: z.enum(PHASE_REVIEW_STATUSES),
  enrolmentId: z.string(),
  program: z.object({ id: z.string(), name: z.string(), version: z.number().int() }),
  phase: z.object({ index: z.number().int(), name: z.string(), kind: z.enum(PHASE_KINDS) }),
  userId: z.string(),
  user: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }).optional(),
  accountId: z.string(),
  mt5AccountId: z.string(),
  passedAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  notes: z.string().nullable(),
});
export type PhaseReview = z.infer<typeof phaseReviewSchema>;
export const phaseReviewListSchema = z.array(phaseReviewSchema);

/** POST /api/admin/phase-reviews/{id}: approve (the next phase opens) or reject (the enrolment fails). */
export const phaseReviewDecisionSchema = z.object({
  decision: z.enum(['approve', 'reject']),
  notes: adminNotesSchema,
});
export type PhaseReviewDecision = z.infer<typeof phaseReviewDecisionSchema>;

/** What a certificate attests: a passed phase of a program, or a paid profit-share withdrawal. */
export const CERTIFICATE_KINDS = ['phase_passed', 'withdrawal_paid'] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];

/** GET /api/account/certificates: the trader's certificates, newest first. */
export const certificateSchema = z.object({
  id: z.string(),
  kind: z.enum(CERTIFICATE_KINDS),
  /** e.g. 'Two-Step Challenge · Phase 1 passed', 'Profit share paid · €1,250.00'. */
  title: z.string(),
  issuedAt: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;
export const certificateListSchema = z.array(certificateSchema);

/**
 * GET /api/certificates/{id}: anyone holding a certificate's id can check it is genuine. The
 * holder is shown as on the certificate (first name and initial), nothing more of them.
 */
export const certificateVerificationSchema = certificateSchema.extend({ holder: z.string() });
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

export const CERTIFICATE_MESSAGES = { notFound: 'Certificate not found' } as const;
