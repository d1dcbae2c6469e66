import { randomUUID } from 'node:crypto';
import { phaseStarted } from '@prop/contracts/events/programs';
import { SEED_PROGRAMS } from '@prop/contracts/program';
import type { Nats } from '@prop/service-kit/nats';
import { publishEvent } from '@prop/service-kit/testing/publish-event';
import type { LinkedAccount } from './link-accounts.ts';

const TWO_STEP = SEED_PROGRAMS.find(({ id }) => id === 'two-step');

/**
 * Locks accounts to the Two-Step Challenge's phase 1 pack (target, minimum trading days, daily loss
 * on the higher of balance and equity, static maximum loss), as programs does when they start it:
 * one PhaseStarted each on the programs stream, which risk follows.
 */
export async function lockTwoStepPacks(nats: Nats, namespace: string, accounts: LinkedAccount[]): Promise<void> {
  const phase = TWO_STEP?.phases[0];
  if (!TWO_STEP || !phase) throw new Error('the seeded Two-Step Challenge has no phase 1');
  const startedAt = new Date().toISOString();
  for (const account of accounts) {
    await publishEvent(nats.js, namespace, phaseStarted, {
      enrolmentId: randomUUID(),
      ...account,
      program: { id: TWO_STEP.id, name: TWO_STEP.name, version: TWO_STEP.version },
      phase: { index: 0, name: phase.name, kind: phase.kind },
      rulePack: phase.rulePack,
      startedAt,
    });
  }
}
