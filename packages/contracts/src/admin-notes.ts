import { plainText } from './fields.ts';

/** The longest note an admin may keep with a decision (a purchase, a withdrawal, a breach). */
export const ADMIN_NOTES_MAX_LENGTH = 2000;

/** An admin's optional note on a decision, trimmed. */
export const adminNotesSchema = plainText({ lines: 'multi' }).max(ADMIN_NOTES_MAX_LENGTH).optional();
