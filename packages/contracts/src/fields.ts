import { z } from 'zod';

/**
 * Field builders that carry the spec's message for every way a field can be wrong,
 * missing and wrong type included, so a server answers with the same text a form shows.
 */

/** What a field without a message of its own answers when it holds a control character. */
export const CONTROL_CHARACTER_MESSAGE = 'Text must not contain control characters';

// PostgreSQL refuses a NUL in text (the request would fail as a 500), and no form types the other
// C0 controls or DEL: they only hide what a text really says. Multi-line text keeps its tabs and
// line breaks.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its purpose.
const ANY_CONTROL = /[\u0000-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its purpose.
const CONTROL_BUT_TAB_OR_LINE_BREAK = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export type TextLines = 'single' | 'multi';

/** True when a text holds no control character; `multi` allows a tab, a line feed and a carriage return. */
export function isPlainText(value: string, lines: TextLines = 'single'): boolean {
  return !(lines === 'multi' ? CONTROL_BUT_TAB_OR_LINE_BREAK : ANY_CONTROL).test(value);
}

/**
 * Trimmed free text without control characters, one line unless `lines` is 'multi'. With a
 * message, that message is also the answer to a missing value or one of the wrong type; without
 * one, the type error stays zod's own.
 */
export function plainText(options: { message?: string; lines?: TextLines } = {}) {
  const { message, lines = 'single' } = options;
  const text = message === undefined ? z.string() : z.string({ error: message });
  return text.trim().refine((value) => isPlainText(value, lines), message ?? CONTROL_CHARACTER_MESSAGE);
}

export function requiredText(message: string, max = 200) {
  return plainText({ message }).min(1, message).max(max, message);
}

/** Free text of at least `min` characters: several lines unless `lines` says it is one (a subject). */
export function minText(min: number, message: string, max = 10000, lines: TextLines = 'multi') {
  return plainText({ message, lines }).min(min, message).max(max, `Must be at most ${max} characters`);
}

export function emailField() {
  const message = 'Invalid email address';
  return plainText({ message })
    .toLowerCase()
    .max(254, message)
    .pipe(z.email({ error: message }));
}

export function choice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.enum(values, { error: message });
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a YYYY-MM-DD text naming a day that exists (not 2001-02-30). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export function isoDateField(message: string) {
  return z.string({ error: message }).trim().refine(isIsoDate, message);
}

/** Turns an empty form value into "not given" before an optional field is checked. */
export function optionalField<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());
}
