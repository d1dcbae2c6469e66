import qs from 'qs';
import { invalidParam, missingParam } from './errors.ts';

/** A form-encoded Stripe request body (or query), nested the way the SDK flattens it: `a[b][0][c]=…`. */
export type StripeForm = qs.ParsedQs;

export const parseForm = (text: string): StripeForm => qs.parse(text, { depth: 10, arrayLimit: 100 });

/** The value at a parameter written in Stripe's own notation, e.g. `line_items[0][price_data][currency]`. */
function at(form: StripeForm, param: string): unknown {
  const keys = param.split(/[[\]]+/).filter(Boolean);
  let value: unknown = form;
  for (const key of keys) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

export function optionalText(form: StripeForm, param: string): string | undefined {
  const value = at(form, param);
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw invalidParam(param, `Invalid string: ${param} must be a string.`);
  return value;
}

export function requiredText(form: StripeForm, param: string): string {
  const value = optionalText(form, param);
  if (value === undefined) throw missingParam(param);
  return value;
}

export function optionalInteger(form: StripeForm, param: string): number | undefined {
  const value = optionalText(form, param);
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw invalidParam(param, `Invalid integer: ${value}`, 'parameter_invalid_integer');
  return Number(value);
}

/** Stripe metadata: string values only; an empty value (or an empty `metadata=`) unsets. */
export function metadataOf(form: StripeForm, param: string): Record<string, string> {
  const value = at(form, param);
  if (value === undefined || value === '') return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalidParam(param, `Invalid object: ${param} must be a hash of keys and values.`, 'parameter_invalid');
  }
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return Object.fromEntries(entries.filter(([, text]) => text !== ''));
}

/** How many entries a list parameter holds (`line_items[0]`, `line_items[1]`, …). */
export function listLength(form: StripeForm, param: string): number {
  const value = at(form, param);
  if (value === undefined) return 0;
  return Array.isArray(value) ? value.length : Object.keys(value as object).length;
}

/** The top-level parameters sent, to refuse unknown ones as Stripe does. */
export const topLevelParams = (form: StripeForm) => Object.keys(form);
