import { type RawBuilder, sql } from 'kysely';

/**
 * A column of whole numbers (cents, epoch milliseconds) as one PostgreSQL array literal, '{1,-2,3}',
 * for an `unnest` of many rows. Given an array, `pg` turns each element into quoted, escaped text
 * one character at a time; at 50,000 accounts a flush's figures and times were half the client's
 * CPU for the statement, and PostgreSQL parsed `numeric` and `timestamptz` texts where it now reads
 * `int8` (bench/README.md, forty-fourth session).
 */
export function wholeNumbers(values: readonly (number | bigint)[]): RawBuilder<string> {
  return sql`${`{${values.join(',')}}`}::int8[]`;
}

/** Integer cents, from an unnested column, as the two-decimal amount a numeric(16, 2) column holds. */
export function amountOfCents(column: string): RawBuilder<string> {
  return sql`(${sql.ref(column)} * 0.01)`;
}

/** Epoch milliseconds, from an unnested column, as the instant: exact to the millisecond. */
export function instantOfEpochMs(column: string): RawBuilder<Date> {
  return sql`(timestamptz 'epoch' + ${sql.ref(column)} * interval '1 millisecond')`;
}
