import { z } from 'zod';
import { amountTextSchema } from '../money-schemas.ts';
import { PHASE_KINDS, programSchema } from '../program.ts';
import { rulePackSchema } from '../rule-pack.ts';
import { defineEvent, type EventOf } from './envelope.ts';

/** One phase of a trader's enrolment, on its account: what the phase events are about. */
const enrolledPhase = {
  enrolmentId: z.string().uuid(),
  userId: z.string().uuid(),
  accountId: z.string().uuid(),
  mt5AccountId: z.string(),
  program: z.object({ id: z.string(), name: z.string(), version: z.number().int().positive() }),
  phase: z.object({ index: z.number().int().min(0), name: z.string(), kind: z.enum(PHASE_KINDS) }),
};

/**
 * A trading account started a phase of a program, locked to the phase's rule pack (the whole pack
 * travels, so risk judges it without asking). Sent once per account: an account never changes pack.
 */
export const phaseStarted = defineEvent(
  'programs',
  'phase.started',
  'PhaseStarted',
  z.object({
    ...enrolledPhase,
    /** With the share of profit the program pays on its funded phase, percent (older events lack it). */
    program: enrolledPhase.program.extend({ profitSharePercent: z.number().gt(0).max(100).optional() }),
    rulePack: rulePackSchema,
    startedAt: z.string().datetime(),
  }),
);

/** An admin made a program or a new version of one: billing prices purchases from it. */
export const programVersioned = defineEvent(
  'programs',
  'program.versioned',
  'ProgramVersioned',
  z.object({ program: programSchema }),
);

/**
 * A phase was passed and approved (by an admin, or at once when the program reviews automatically):
 * accounts opens the next phase's account of the same size for the enrolment, and closes this one.
 */
export const phasePassed = defineEvent(
  'programs',
  'phase.passed',
  'PhasePassed',
  z.object({
    ...enrolledPhase,
    nextPhaseIndex: z.number().int().min(1),
    /** The funding of the passed phase's account, decimal text: the next account has the same. */
    fundingBalance: amountTextSchema,
    passedAt: z.string().datetime(),
  }),
);

/** Every event the programs service publishes, one list: consumers subscribe by these definitions. */
export const programsEvents = [phaseStarted, phasePassed, programVersioned] as const;

/** A programs event with its parsed data, discriminated by `type`. */
export type ProgramsEvent = EventOf<(typeof programsEvents)[number]>;
