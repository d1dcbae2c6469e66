import { z } from 'zod';
import { PHASE_KINDS, programSchema } from '../program.ts';
import { rulePackSchema } from '../rule-pack.ts';
import { defineEvent, type EventOf } from './envelope.ts';

/**
 * A trading account started a phase of a program, locked to the phase's rule pack (the whole pack
 * travels, so risk judges it without asking). Sent once per account: an account never changes pack.
 */
export const phaseStarted = defineEvent(
  'programs',
  'phase.started',
  'PhaseStarted',
  z.object({
    enrolmentId: z.string().uuid(),
    userId: z.string().uuid(),
    accountId: z.string().uuid(),
    mt5AccountId: z.string(),
    program: z.object({ id: z.string(), name: z.string(), version: z.number().int().positive() }),
    phase: z.object({ index: z.number().int().min(0), name: z.string(), kind: z.enum(PHASE_KINDS) }),
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

/** Every event the programs service publishes, one list: consumers subscribe by these definitions. */
export const programsEvents = [phaseStarted, programVersioned] as const;

/** A programs event with its parsed data, discriminated by `type`. */
export type ProgramsEvent = EventOf<(typeof programsEvents)[number]>;
