import { type RawBuilder, sql } from 'kysely';

/**
 * A column of whole numbers (cents, epoch milliseconds) as one PostgreSQL array literal, '{1,-2,3}',
 * for an `unnest` of many rows. Given an array, `pg` makes each element text, escapes and quotes
 * it: for a flush of 50,000 accounts' figures and times that was about half the client's CPU for
 * its statements (bench/README.md, forty-fourth session).
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
