import type { StripeForm } from './form.ts';

/** The `expand[]` paths of a request, e.g. ['payment_intent', 'payment_intent.latest_charge']. */
export function expandPaths(form: StripeForm): string[] {
  const value = form.expand;
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? [value] : [];
}

/** A copy of `object` with the ids along each path replaced by the objects they name, as Stripe expands. */
export function expand<T extends object>(object: T, paths: string[], find: (id: string) => object | undefined): T {
  const copy = structuredClone(object);
  for (const path of paths) {
    let node: Record<string, unknown> = copy as Record<string, unknown>;
    for (const field of path.split('.')) {
      const value = node[field];
      const target = typeof value === 'string' ? find(value) : value;
      if (target === null || typeof target !== 'object') break;
      if (typeof value === 'string') node[field] = structuredClone(target);
      node = node[field] as Record<string, unknown>;
    }
  }
  return copy;
}
