import { z } from 'zod';

/**
 * Field builders that carry the spec's message for every way a field can be wrong,
 * missing and wrong type included, so a server answers with the same text a form shows.
 */

export function requiredText(message: string, max = 200) {
  return z.string({ error: message }).trim().min(1, message).max(max, message);
}

export function minText(min: number, message: string, max = 10000) {
  return z.string({ error: message }).trim().min(min, message).max(max, `Must be at most ${max} characters`);
}

export function emailField() {
  const message = 'Invalid email address';
  return z
    .string({ error: message })
    .trim()
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
