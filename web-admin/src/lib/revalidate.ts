import type { ScopedMutator } from 'swr';

/** Refetches every cached read whose key (its API path) starts with one of `prefixes`. */
export function revalidatePaths(mutate: ScopedMutator, ...prefixes: string[]): Promise<unknown> {
  return mutate((key) => typeof key === 'string' && prefixes.some((prefix) => key.startsWith(prefix)));
}
