import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { phaseRequestOf } from '../src/domain/phase-request.ts';

const link = {
  userId: randomUUID(),
  accountId: randomUUID(),
  mt5AccountId: '1001',
  fundingBalance: '10000.00',
  accountType: 'Instant Funding 10k',
  linkedBy: null,
  purchaseId: null,
};

describe('phaseRequestOf', () => {
  it('reads a link without a program as Instant Funding at its latest version, phase 1 of a new enrolment', () => {
    expect(phaseRequestOf(link)).toEqual({
      programId: 'instant-funding',
      version: null,
      phaseIndex: 0,
      enrolmentId: null,
    });
  });

  it('takes the purchased program and version as they are', () => {
    expect(phaseRequestOf({ ...link, program: { id: 'two-step', version: 4, phaseIndex: 0 } })).toEqual({
      programId: 'two-step',
      version: 4,
      phaseIndex: 0,
      enrolmentId: null,
    });
  });

  it('continues the named enrolment at the named phase', () => {
    const enrolmentId = randomUUID();
    expect(phaseRequestOf({ ...link, program: { id: 'two-step', version: 1, phaseIndex: 2, enrolmentId } })).toEqual({
      programId: 'two-step',
      version: 1,
      phaseIndex: 2,
      enrolmentId,
    });
  });
});
