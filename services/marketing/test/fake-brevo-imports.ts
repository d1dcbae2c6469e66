/** Brevo's contacts imports as the fake runs them: a body checked as Brevo checks it, then a process. */
import { type Answer, brevoError } from './fake-brevo-answer.ts';

/** A contact as an import's `jsonBody` gives it. */
export interface ImportRow {
  email: string;
  ext_id?: string;
  attributes: Record<string, unknown>;
}

export interface ImportProcess {
  id: number;
  rows: ImportRow[];
  listIds: number[];
  updateExisting: boolean;
  emptyAttributes: boolean;
  /** The first read of a process finds it under way; the next one completes it. */
  readsInProgress: number;
  /** Set once the process has completed: the emails it could not import. */
  invalidEmails?: string[];
}

export type ImportRequest = Omit<ImportProcess, 'id' | 'readsInProgress'>;

/** Checks an import's body as Brevo does; answers the 400 it would give, or the import to run. */
export function importOf(json: Record<string, unknown>, lists: { id: number }[]): Answer | ImportRequest {
  if (!Array.isArray(json.jsonBody) || json.jsonBody.length === 0) {
    return brevoError(400, 'missing_parameter', 'fileUrl, fileBody or jsonBody is required');
  }
  for (const flag of ['updateExistingContacts', 'emptyContactsAttributes', 'disableNotification']) {
    if (json[flag] !== undefined && typeof json[flag] !== 'boolean') {
      return brevoError(400, 'invalid_parameter', `${flag} must be a boolean`);
    }
  }
  const listIds = json.listIds;
  if (!Array.isArray(listIds) || listIds.length === 0 || !listIds.every((id) => Number.isInteger(id))) {
    return brevoError(400, 'missing_parameter', 'listIds is required when newList is not given');
  }
  const unknown = listIds.find((id) => !lists.some((list) => list.id === id));
  if (unknown !== undefined) return brevoError(400, 'invalid_parameter', `List ID ${unknown} does not exist`);
  const rows: ImportRow[] = [];
  for (const [index, item] of (json.jsonBody as unknown[]).entries()) {
    const row = item as Record<string, unknown> | null;
    if (typeof row !== 'object' || row === null || typeof row.email !== 'string') {
      return brevoError(400, 'invalid_parameter', `jsonBody[${index}].email is missing`);
    }
    if (row.ext_id !== undefined && typeof row.ext_id !== 'string') {
      return brevoError(400, 'invalid_parameter', `jsonBody[${index}].ext_id must be a string`);
    }
    if (row.attributes !== undefined && (typeof row.attributes !== 'object' || row.attributes === null)) {
      return brevoError(400, 'invalid_parameter', `jsonBody[${index}].attributes must be an object`);
    }
    rows.push({
      email: row.email,
      ...(row.ext_id === undefined ? {} : { ext_id: row.ext_id }),
      attributes: (row.attributes as Record<string, unknown> | undefined) ?? {},
    });
  }
  return {
    rows,
    listIds: listIds as number[],
    updateExisting: json.updateExistingContacts !== false,
    emptyAttributes: json.emptyContactsAttributes === true,
  };
}
