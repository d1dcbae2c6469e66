import { readdirSync } from 'node:fs';
import path from 'node:path';

const CONTRACTS = path.resolve(import.meta.dirname, '../../packages/contracts/src');

/** A zod object schema, recognised by shape so this file needs no zod of its own. */
const isObjectSchema = (value: unknown): value is { shape: Record<string, unknown> } =>
  typeof value === 'object' &&
  value !== null &&
  'shape' in value &&
  typeof (value as { shape: unknown }).shape === 'object';

/**
 * Every field name any contract object schema declares: fuzzed bodies use them, so requests get
 * past "unknown shape" and reach each route's own validation and rules.
 */
export async function contractFieldNames(): Promise<string[]> {
  const names = new Set<string>();
  for (const file of readdirSync(CONTRACTS).filter((name) => name.endsWith('.ts'))) {
    const module: Record<string, unknown> = await import(path.join(CONTRACTS, file));
    for (const value of Object.values(module)) {
      if (isObjectSchema(value)) for (const field of Object.keys(value.shape)) names.add(field);
    }
  }
  return [...names].sort();
}
