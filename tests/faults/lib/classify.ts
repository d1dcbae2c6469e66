import type { Operation } from './workload.ts';

export type Outcome = 'present' | 'lost' | 'duplicated' | 'absent';

/**
 * What became of one operation, given how many times its effect is found. An acknowledged
 * operation must be there exactly once; one never acknowledged may be there once or not at all
 * (the client cannot know); twice is wrong either way.
 */
export function classify(operation: Pick<Operation, 'acknowledged'>, found: number): Outcome {
  if (found > 1) return 'duplicated';
  if (found === 1) return 'present';
  return operation.acknowledged ? 'lost' : 'absent';
}

export interface Tally {
  operations: number;
  acknowledged: number;
  present: number;
  lost: number;
  duplicated: number;
  absent: number;
}

export function tally(results: { operation: Pick<Operation, 'acknowledged'>; outcome: Outcome }[]): Tally {
  const count = (outcome: Outcome) => results.filter((result) => result.outcome === outcome).length;
  return {
    operations: results.length,
    acknowledged: results.filter((result) => result.operation.acknowledged).length,
    present: count('present'),
    lost: count('lost'),
    duplicated: count('duplicated'),
    absent: count('absent'),
  };
}

/** NATS subject matching with `*` (one token) and `>` (the rest). */
export function subjectMatches(pattern: string, subject: string): boolean {
  const want = pattern.split('.');
  const have = subject.split('.');
  for (let index = 0; index < want.length; index += 1) {
    if (want[index] === '>') return have.length > index;
    if (want[index] !== '*' && want[index] !== have[index]) return false;
  }
  return want.length === have.length;
}
