import { SEED_PROGRAMS } from '@prop/contracts/program';

/** A program as the catalogue orders it: by its id and when its first version was made. */
export interface Listed {
  id: string;
  firstCreatedAt: Date;
}

const seedRank = new Map(SEED_PROGRAMS.map(({ id }, index) => [id, index]));

/**
 * The seeded programs first, in the seed's order (Instant Funding, the firm's own product, leads),
 * then the admins' programs from the oldest; the id settles a tie, so the order never wavers.
 */
export function inCatalogueOrder<T extends Listed>(programs: readonly T[]): T[] {
  const rank = (program: Listed) => seedRank.get(program.id) ?? SEED_PROGRAMS.length;
  return [...programs].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      a.firstCreatedAt.getTime() - b.firstCreatedAt.getTime() ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}
