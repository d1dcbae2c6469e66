import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Specs named to start before the others, or to run after them, each list in its own order. */
export interface SpecOrder {
  first?: RegExp[];
  last?: RegExp[];
}

const rank = (patterns: RegExp[], file: TestSpecification) =>
  patterns.findIndex((pattern) => pattern.test(file.moduleId));

/**
 * A sequencer that keeps vitest's order (failed and slow files first, larger files first when it
 * has no timings, as in a fresh clone) but starts the `first` specs before it and runs the `last`
 * specs after it.
 */
export function specOrder({ first = [], last = [] }: SpecOrder): typeof BaseSequencer {
  return class extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const sorted = await super.sort(files);
      const named = (patterns: RegExp[]) =>
        sorted.filter((file) => rank(patterns, file) >= 0).sort((a, b) => rank(patterns, a) - rank(patterns, b));
      const rest = sorted.filter((file) => rank(first, file) < 0 && rank(last, file) < 0);
      return [...named(first), ...rest, ...named(last)];
    }
  };
}
