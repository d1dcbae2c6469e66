import { randomUUID } from 'node:crypto';
import { accountUnlinked } from '@prop/contracts/events/accounts';
import { userRegistered } from '@prop/contracts/events/identity';
import { phasePassed } from '@prop/contracts/events/programs';
import { objectiveMet, violationRecorded } from '@prop/contracts/events/risk';
import { PHASE_REVIEW_MESSAGES, type PhaseReview } from '@prop/contracts/program';
import { auditRecordsAbout } from '@prop/service-kit/testing/audit-records';
import { parseCsv } from '@prop/service-kit/testing/csv-download';
import { eventually } from '@prop/service-kit/testing/eventually';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHASE_REVIEW_CSV_COLUMNS } from '../src/domain/phase-review-csv.ts';
import { type Programs, startPrograms } from './helper.ts';
import { programInput } from './program-input.ts';

describe('a passed phase is reviewed, then the next phase is asked for', () => {
  let programs: Programs;

  beforeAll(async () => {
    programs = await startPrograms();
    // An evaluation program that approves a pass by itself.
    const created = await programs.app.inject({
      method: 'POST',
      url: '/api/admin/programs',
      headers: programs.adminHeaders(),
      payload: { id: 'auto-eval', ...programInput({ name: 'Auto Evaluation', review: 'automatic' }, 'one-step') },
    });
    expect(created.statusCode).toBe(201);
  });
  afterAll(() => programs?.close());

  /** A trader whose account runs the first phase of a program, with a name in the directory copy. */
  async function traderInPhase(programId: string, fundingBalance = '25000.00') {
    const userId = randomUUID();
    await programs.publish(userRegistered, {
      userId,
      email: `${userId}@example.com`,
      firstName: 'Anna',
      lastName: 'kowalska',
      country: null,
    });
    await eventually(async () => {
      const known = await programs.deps.db.selectFrom('known_users').select('id').where('id', '=', userId).execute();
      if (known.length === 0) throw new Error('name not copied yet');
    });
    const linked = await programs.linkAccount({
      userId,
      fundingBalance,
      program: { id: programId, version: 1, phaseIndex: 0 },
    });
    const phase = await eventually(async () => {
      const found = await programs.phaseOfAccount(linked.data.accountId);
      if (!found) throw new Error('no phase yet');
      return found;
    });
    const ref = { userId, accountId: linked.data.accountId, mt5AccountId: linked.data.mt5AccountId };
    return { ...ref, enrolmentId: phase.enrolment_id, ref };
  }

  type Trader = Awaited<ReturnType<typeof traderInPhase>>;

  const metAll = (trader: Trader, allTargetsMet = true, id?: string) =>
    programs.publish(
      objectiveMet,
      {
        ...trader.ref,
        rule: 'profit_target',
        rulePack: { id: 'two-step/1', version: 1 },
        metAt: '2026-11-20T14:00:00.000Z',
        allTargetsMet,
      },
      id,
    );

  const handled = (eventId: string) =>
    eventually(async () => {
      const processed = await programs.deps.db
        .selectFrom('processed_events')
        .select('event_id')
        .where('event_id', '=', eventId)
        .executeTakeFirst();
      if (!processed) throw new Error('not handled yet');
    });

  async function reviewsOf(trader: Trader, status?: string): Promise<PhaseReview[]> {
    const response = await programs.app.inject({
      method: 'GET',
      url: `/api/admin/phase-reviews${status ? `?status=${status}` : ''}`,
      headers: programs.adminHeaders(),
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as PhaseReview[]).filter((review) => review.accountId === trader.accountId);
  }

  const reviewOf = (trader: Trader) =>
    eventually(async () => {
      const [review] = await reviewsOf(trader);
      if (!review) throw new Error('no review yet');
      return review;
    });

  const decide = (reviewId: string, payload: object, adminId?: string) =>
    programs.app.inject({
      method: 'POST',
      url: `/api/admin/phase-reviews/${reviewId}`,
      headers: programs.adminHeaders(adminId),
      payload,
    });

  const passedOf = async (trader: Trader) =>
    (await programs.published(phasePassed)).filter(({ accountId }) => accountId === trader.accountId);

  it('puts a phase whose targets are all met under review, once however often risk says so', async () => {
    const trader = await traderInPhase('two-step');
    await handled((await metAll(trader, false)).id);
    expect(await reviewsOf(trader)).toEqual([]);

    const met = await metAll(trader);
    const review = await reviewOf(trader);
    expect(review).toEqual({
      id: expect.any(String),
      status: 'pending',
      enrolmentId: trader.enrolmentId,
      program: { id: 'two-step', name: 'Two-Step Challenge', version: 1 },
      phase: { index: 0, name: 'Phase 1', kind: 'evaluation' },
      userId: trader.userId,
      user: { firstName: 'Anna', lastName: 'kowalska', email: `${trader.userId}@example.com` },
      accountId: trader.accountId,
      mt5AccountId: trader.mt5AccountId,
      passedAt: '2026-11-20T14:00:00.000Z',
      decidedAt: null,
      decidedBy: null,
      notes: null,
    });
    expect(await programs.enrolment(trader.enrolmentId)).toMatchObject({ status: 'passed_review' });

    await metAll(trader, true, met.id);
    await handled((await metAll(trader)).id);
    expect(await reviewsOf(trader)).toHaveLength(1);
    expect(await reviewsOf(trader, 'approved')).toEqual([]);
    expect(await passedOf(trader)).toEqual([]);
  });

  it('approves: the phase ends passed, PhasePassed asks for the next phase once, a certificate is issued', async () => {
    const trader = await traderInPhase('two-step', '25000.00');
    await metAll(trader);
    const review = await reviewOf(trader);
    const adminId = randomUUID();

    const approved = await decide(review.id, { decision: 'approve', notes: 'Clean trading' }, adminId);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      id: review.id,
      status: 'approved',
      decidedBy: adminId,
      decidedAt: expect.any(String),
      notes: 'Clean trading',
    });
    expect(await programs.phaseOfAccount(trader.accountId)).toMatchObject({
      outcome: 'passed',
      ended_at: expect.any(Date),
    });
    expect(await programs.enrolment(trader.enrolmentId)).toMatchObject({ status: 'active', current_phase_index: 0 });
    expect(await passedOf(trader)).toEqual([
      {
        enrolmentId: trader.enrolmentId,
        userId: trader.userId,
        accountId: trader.accountId,
        mt5AccountId: trader.mt5AccountId,
        program: { id: 'two-step', name: 'Two-Step Challenge', version: 1 },
        phase: { index: 0, name: 'Phase 1', kind: 'evaluation' },
        nextPhaseIndex: 1,
        fundingBalance: '25000.00',
        passedAt: '2026-11-20T14:00:00.000Z',
      },
    ]);
    expect(await auditRecordsAbout(programs.deps.db, review.id)).toMatchObject([
      {
        actorId: adminId,
        action: 'phase_review.decided',
        target: { type: 'phase_review', id: review.id },
        before: { status: 'pending' },
        after: { status: 'approved', notes: 'Clean trading', phase: 'Phase 1' },
      },
    ]);

    const again = await decide(review.id, { decision: 'reject' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: PHASE_REVIEW_MESSAGES.alreadyDecided });
    expect(await passedOf(trader)).toHaveLength(1);

    const certificates = await programs.app.inject({
      method: 'GET',
      url: '/api/account/certificates',
      headers: programs.traderHeaders(trader.userId),
    });
    expect(certificates.json()).toEqual([
      {
        id: expect.any(String),
        kind: 'phase_passed',
        title: 'Two-Step Challenge · Phase 1 passed',
        issuedAt: expect.any(String),
      },
    ]);
    const [certificate] = certificates.json() as Array<{ id: string }>;
    const pdf = await programs.app.inject({
      method: 'GET',
      url: `/api/account/certificates/${certificate?.id}.pdf`,
      headers: programs.traderHeaders(trader.userId),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="certificate-${certificate?.id}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');

    const verified = await programs.app.inject({ method: 'GET', url: `/api/certificates/${certificate?.id}` });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ ...certificates.json()[0], holder: 'Anna K.' });

    // Accounts then closes the passed account: the phase stays passed, the enrolment active.
    const unlinked = await programs.publish(accountUnlinked, { ...trader.ref, reason: 'replaced', unlinkedBy: null });
    await handled(unlinked.id);
    expect(await programs.phaseOfAccount(trader.accountId)).toMatchObject({ outcome: 'passed' });
    expect(await programs.enrolment(trader.enrolmentId)).toMatchObject({ status: 'active' });
  });

  it('rejects: the phase and the enrolment fail, nothing is published or issued', async () => {
    const trader = await traderInPhase('two-step');
    await metAll(trader);
    const review = await reviewOf(trader);

    const rejected = await decide(review.id, { decision: 'reject', notes: 'Copy trading from another account' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', notes: 'Copy trading from another account' });
    expect(await programs.phaseOfAccount(trader.accountId)).toMatchObject({ outcome: 'failed' });
    expect(await programs.enrolment(trader.enrolmentId)).toMatchObject({ status: 'failed' });
    expect(await passedOf(trader)).toEqual([]);
    const certificates = await programs.app.inject({
      method: 'GET',
      url: '/api/account/certificates',
      headers: programs.traderHeaders(trader.userId),
    });
    expect(certificates.json()).toEqual([]);
  });

  it('approves at once for a program reviewed automatically', async () => {
    const trader = await traderInPhase('auto-eval', '50000.00');
    await metAll(trader);
    await eventually(async () => expect(await reviewOf(trader)).toMatchObject({ status: 'approved', decidedBy: null }));
    expect(await passedOf(trader)).toMatchObject([{ nextPhaseIndex: 1, fundingBalance: '50000.00' }]);
    expect(await programs.phaseOfAccount(trader.accountId)).toMatchObject({ outcome: 'passed' });
    expect(await auditRecordsAbout(programs.deps.db, (await reviewOf(trader)).id)).toEqual([]);
  });

  it('keeps an automatic program waiting for an admin while the phase has an open violation', async () => {
    const trader = await traderInPhase('auto-eval');
    await programs.publish(violationRecorded, {
      violationId: randomUUID(),
      ...trader.ref,
      rule: 'consistency',
      rulePack: { id: 'auto-eval/1', version: 1 },
      crossed: { value: 62, line: 50, unit: '%' },
      hash: 'a'.repeat(64),
      triggeredAt: '2026-11-19T10:00:00.000Z',
    });
    await metAll(trader);
    expect(await reviewOf(trader)).toMatchObject({ status: 'pending' });
    expect(await programs.enrolment(trader.enrolmentId)).toMatchObject({ status: 'passed_review' });
    expect(await passedOf(trader)).toEqual([]);

    const approved = await decide((await reviewOf(trader)).id, { decision: 'approve' });
    expect(approved.statusCode).toBe(200);
    expect(await passedOf(trader)).toHaveLength(1);
  });

  it('reviews no funded phase, and answers 404 for an unknown or malformed review', async () => {
    const funded = await traderInPhase('instant-funding');
    await handled((await metAll(funded)).id);
    expect(await reviewsOf(funded)).toEqual([]);

    for (const id of [randomUUID(), 'not-a-review']) {
      const response = await decide(id, { decision: 'approve' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: PHASE_REVIEW_MESSAGES.notFound });
    }
  });

  it('rejects a pending review when the account ends before the decision', async () => {
    const trader = await traderInPhase('two-step');
    await metAll(trader);
    const review = await reviewOf(trader);
    await handled(
      (await programs.publish(accountUnlinked, { ...trader.ref, reason: 'unlinked', unlinkedBy: null })).id,
    );
    expect(await reviewOf(trader)).toMatchObject({ status: 'rejected', decidedBy: null });
    expect(await programs.enrolment(trader.enrolmentId)).toMatchObject({ status: 'failed' });
    expect((await decide(review.id, { decision: 'approve' })).statusCode).toBe(409);
  });

  it('downloads the reviews of the status asked for as CSV, notes defused, and audits the export', async () => {
    const trader = await traderInPhase('two-step');
    await metAll(trader);
    const review = await reviewOf(trader);
    const adminId = randomUUID();
    expect((await decide(review.id, { decision: 'reject', notes: '=HYPERLINK("http://x")' }, adminId)).statusCode).toBe(
      200,
    );

    const response = await programs.app.inject({
      method: 'GET',
      url: '/api/admin/phase-reviews?status=rejected&format=csv',
      headers: programs.adminHeaders(adminId),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="phase-reviews-\d{4}-\d{2}-\d{2}\.csv"/);
    const { header, rows } = parseCsv(response.body);
    expect(header).toEqual(PHASE_REVIEW_CSV_COLUMNS.map((column) => column.header));
    expect(new Set(rows.map((row) => row.Status))).toEqual(new Set(['rejected']));
    expect(rows.find((row) => row['Review ID'] === review.id)).toMatchObject({
      'Program ID': 'two-step',
      'Enrolment ID': trader.enrolmentId,
      'User ID': trader.userId,
      'Trading account ID': trader.accountId,
      'Passed at (UTC)': '2026-11-20T14:00:00.000Z',
      'Decided by': adminId,
      Notes: `'=HYPERLINK("http://x")`,
    });
    expect((await auditRecordsAbout(programs.deps.db, 'phase-reviews')).at(-1)).toEqual({
      actorId: adminId,
      action: 'table.exported',
      target: { type: 'export', id: 'phase-reviews' },
      before: null,
      after: { table: 'phase-reviews', filters: { status: 'rejected' }, rows: rows.length },
      requestId: expect.any(String),
    });
  });
});
