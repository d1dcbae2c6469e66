import { setTimeout as sleep } from 'node:timers/promises';
import { runCommand } from '@prop/service-kit/command';
import { BrevoError } from '../brevo/brevo-error.ts';
import type { BrevoProcess } from '../brevo/brevo-types.ts';
import { BREVO_WORKER, type BrevoWork } from '../context.ts';
import { forgottenAmong, markPushed } from '../db/contacts.ts';
import { recordOutcomes } from '../db/syncs.ts';
import type { ContactRow } from '../db/types.ts';
import { toBrevoContact } from '../domain/brevo-contact.ts';
import { emailsInReport, importOutcomes, importProblems, importState, reportReason } from '../domain/import-result.ts';

/**
 * Imports one batch of a sync's users into the firm's list and records how each fared once Brevo's
 * process has completed: synced, or failed with the reason when Brevo refuses the import (a 4xx),
 * gives its process up, or names the user in its report. A 429 is thrown for the job to wait (see
 * runSync); a 5xx that outlasts the client's retries is thrown too, and BullMQ retries the job.
 */
export async function importBatch(work: BrevoWork, syncId: string, batch: ContactRow[]): Promise<void> {
  const { client, listId } = work.brevo;
  let processId: number;
  try {
    ({ processId } = await client.importContacts(
      batch.map((contact) => toBrevoContact(contact)),
      listId,
    ));
  } catch (error) {
    if (!(error instanceof BrevoError) || error.retryable) throw error;
    work.log.warn({ err: error, syncId, users: batch.length }, 'Brevo refused an import');
    return recordAll(work, syncId, batch, `Brevo refused the import: ${error.message}`);
  }

  const process = await completion(work, processId);
  if (importState(process.status) === 'failed') {
    work.log.warn({ syncId, processId, status: process.status }, "Brevo's import did not complete");
    return recordAll(work, syncId, batch, `Brevo's import ${processId} ended ${process.status}`);
  }
  const rejected = await rejectedEmails(work, process);
  const { synced, failed } = importOutcomes(batch, rejected);
  await undoForgotten(work, batch);
  await runCommand(work.runtime, BREVO_WORKER, async ({ trx, now }) => {
    await recordOutcomes(trx, { syncId, userIds: synced, outcome: 'synced' });
    for (const { userId, error } of failed) {
      await recordOutcomes(trx, { syncId, userIds: [userId], outcome: 'failed', error });
    }
    await markPushed(trx, synced, now);
  });
}

/** Reads the import's process until Brevo is done with it, completed or not. */
async function completion(work: BrevoWork, processId: number): Promise<BrevoProcess> {
  const { pollMs, maxWaitMs } = work.brevo.sync;
  const deadline = performance.now() + maxWaitMs;
  for (;;) {
    await sleep(pollMs);
    const process = await work.brevo.client.getProcess(processId);
    if (importState(process.status) !== 'running') return process;
    // Thrown, the job is retried later and imports the batch again, which changes nothing twice.
    if (performance.now() > deadline) throw new Error(`Brevo's import ${processId} is still ${process.status}`);
  }
}

/** The emails Brevo's reports name, each with why it was not imported. */
async function rejectedEmails(work: BrevoWork, process: BrevoProcess): Promise<Map<string, string>> {
  const { reports, unnamed } = importProblems(process);
  if (Object.keys(unnamed).length > 0) {
    work.log.warn({ processId: process.id, unnamed }, 'Brevo counted import problems without naming the contacts');
  }
  const rejected = new Map<string, string>();
  for (const { problem, url } of reports) {
    for (const email of emailsInReport(await work.brevo.client.getImportReport(url))) {
      rejected.set(email, reportReason(problem));
    }
  }
  return rejected;
}

/** Users forgotten while their import was under way: its contact may have outlived their deletion in Brevo. */
async function undoForgotten(work: BrevoWork, batch: ContactRow[]): Promise<void> {
  for (const userId of await forgottenAmong(
    work.db,
    batch.map((contact) => contact.user_id),
  )) {
    await work.brevo.client.deleteContact(userId);
  }
}

function recordAll(work: BrevoWork, syncId: string, batch: ContactRow[], error: string): Promise<void> {
  const userIds = batch.map((contact) => contact.user_id);
  return runCommand(work.runtime, BREVO_WORKER, ({ trx }) =>
    recordOutcomes(trx, { syncId, userIds, outcome: 'failed', error }),
  );
}
