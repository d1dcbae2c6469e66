import { errorBodySchema } from '@prop/contracts/errors';

/** Declares the `{ message }` error body for the statuses a route can answer with. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema]));
}
