import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { API_ROUTES, type ApiRoute } from '../../gateway/src/routes/route-table.ts';
import type { Access } from '../../packages/contracts/src/endpoints/define.ts';
import { type Actor, anonymous, signedInAdmin, signedInTrader } from './actors.ts';
import { contractFieldNames } from './contract-fields.ts';

/** Requests per route; each failure is shrunk to the smallest request that still fails. */
const RUNS_PER_ROUTE = 25;

/** Logouts take no input and would end the fuzzing actor's session. */
const FUZZED = API_ROUTES.filter((route) => !route.path.endsWith('/logout'));

type Request = { params: string[]; query: [string, string][]; body: { json: unknown } | { raw: string } };

function requestArbitrary(route: ApiRoute, fields: string[]): fc.Arbitrary<Request> {
  const paramCount = [...route.path.matchAll(/:\w+/g)].length;
  const field = fc.constantFrom(...fields);
  const value = fc.jsonValue({ maxDepth: 2 });
  return fc.record({
    params: fc.array(fc.oneof(fc.uuid(), fc.string({ maxLength: 40 }), fc.constant('../admin')), {
      minLength: paramCount,
      maxLength: paramCount,
    }),
    query: fc.array(fc.tuple(fc.oneof(field, fc.string({ maxLength: 10 })), fc.string({ maxLength: 30 })), {
      maxLength: 3,
    }),
    body: fc.oneof(
      fc.record({ json: fc.dictionary(field, value, { maxKeys: 8 }) }),
      fc.record({ json: value }),
      fc.record({ raw: fc.string({ maxLength: 200 }) }),
    ),
  });
}

function urlOf(route: ApiRoute, request: Request): string {
  let index = 0;
  const path = route.path.replace(/:\w+/g, () => encodeURIComponent(request.params[index++] ?? ''));
  const query = new URLSearchParams(request.query).toString();
  return query ? `${path}?${query}` : path;
}

describe('no request of any shape makes any route answer 5xx', () => {
  const actors = {} as Record<Access, Actor>;
  let fields: string[] = [];

  beforeAll(async () => {
    [actors.public, actors.trader, actors.admin] = await Promise.all([
      anonymous(),
      signedInTrader('fuzzing trader'),
      signedInAdmin(),
    ]);
    fields = await contractFieldNames();
  });
  afterAll(() => Promise.all(Object.values(actors).map((actor) => actor.api.dispose())));

  it.each(FUZZED.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', async (_, route) => {
    const actor = actors[route.access];
    await fc.assert(
      fc.asyncProperty(requestArbitrary(route, fields), async (request) => {
        const withBody = route.method !== 'GET';
        const response = await actor.api.fetch(urlOf(route, request), {
          method: route.method,
          headers: withBody ? { 'content-type': 'application/json' } : {},
          data: withBody ? ('raw' in request.body ? request.body.raw : JSON.stringify(request.body.json)) : undefined,
        });
        return response.status() < 500;
      }),
      { numRuns: RUNS_PER_ROUTE },
    );
  });
});
