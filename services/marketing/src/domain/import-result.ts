import type { BrevoProcess } from '../brevo/brevo-types.ts';

/** Where an import's process stands: Brevo still at work, done, or given up without importing. */
export type ImportState = 'running' | 'completed' | 'failed';

export function importState(status: string): ImportState {
  if (status === 'completed') return 'completed';
  if (status === 'failed' || status === 'cancelled') return 'failed';
  return 'running';
}

/**
 * What a completed import says it could not import. A problem that links to a CSV report names its
 * records; one given only as a count cannot be pinned on anyone.
 */
export function importProblems(process: BrevoProcess): {
  reports: { problem: string; url: string }[];
  unnamed: Record<string, number>;
} {
  const reports: { problem: string; url: string }[] = [];
  const unnamed: Record<string, number> = {};
  for (const [problem, value] of Object.entries(process.info?.import ?? {})) {
    if (typeof value === 'string' && /^https?:\/\//.test(value)) reports.push({ problem, url: value });
    else if (typeof value === 'number' && value > 0) unnamed[problem] = value;
  }
  return { reports, unnamed };
}

const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** The email addresses in one of Brevo's CSV reports, lower case, whatever its columns and separator. */
export function emailsInReport(csv: string): string[] {
  return csv
    .split(/\r?\n/)
    .flatMap((line) => line.split(/[;,]/))
    .map((cell) => cell.trim().replace(/^"|"$/g, '').trim().toLowerCase())
    .filter((cell) => EMAIL.test(cell));
}

/** Why a user is failed when a report names their email, e.g. 'Brevo did not import it: invalid emails'. */
export const reportReason = (problem: string) => `Brevo did not import it: ${problem.replaceAll('_', ' ')}`;

/**
 * A completed import's users: synced, unless Brevo's reports name their email (`rejected`, email
 * in lower case to why). Brevo keys contacts by email, whatever its case.
 */
export function importOutcomes(
  users: { user_id: string; email: string }[],
  rejected: ReadonlyMap<string, string>,
): { synced: string[]; failed: { userId: string; error: string }[] } {
  const synced: string[] = [];
  const failed: { userId: string; error: string }[] = [];
  for (const user of users) {
    const error = rejected.get(user.email.toLowerCase());
    if (error) failed.push({ userId: user.user_id, error });
    else synced.push(user.user_id);
  }
  return { synced, failed };
}
