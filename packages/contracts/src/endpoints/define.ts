import type { AdminRole } from '../staff-roles.ts';
import type { ServiceName } from '../services.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** public: anyone; trader: a live trader session; admin: a live admin session. */
export type Access = 'public' | 'trader' | 'admin';
export const ACCESS_CLASSES: readonly Access[] = ['public', 'trader', 'admin'];

/**
 * One HTTP call of the platform, defined once: the gateway routes it to its owner with its access
 * class, the owner registers exactly this method and path, and the apps call it by this definition.
 */
export interface Endpoint<TPath extends `/api/${string}` = `/api/${string}`> {
  method: HttpMethod;
  /** Fastify syntax, e.g. '/api/admin/user/:id'. */
  path: TPath;
  service: ServiceName;
  access: Access;
  /** Largest accepted request body in bytes; the gateway's default when absent. */
  bodyLimit?: number;
  /**
   * An admin route open to an enrolment-only session (the firm requires a second factor and the
   * admin has none yet): what it takes to see who is signed in and enrol one.
   */
  beforeSecondFactor?: true;
  /**
   * Admin routes: the staff roles that may call it besides `owner`, who may call every admin route.
   * Deny by default: an admin route without roles is for owners only.
   */
  roles?: readonly AdminRole[];
}

export function defineEndpoint<const TPath extends `/api/${string}`>(endpoint: Endpoint<TPath>): Endpoint<TPath> {
  return endpoint;
}

/** The names of a path's parameters: '/api/admin/user/:id' → 'id'. */
export type PathParams<TPath extends string> = TPath extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : TPath extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * The URL of a call: its path with every parameter filled in (encoded), then an optional query.
 * `urlOf(identityEndpoints.getAdminUserById, { id })` → '/api/admin/user/…'.
 */
export function urlOf<TPath extends `/api/${string}`>(
  endpoint: Endpoint<TPath>,
  ...[params, query]: PathParams<TPath> extends never
    ? [params?: Record<string, never>, query?: Record<string, string | number | undefined>]
    : [params: Record<PathParams<TPath>, string>, query?: Record<string, string | number | undefined>]
): string {
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent((params as Record<string, string>)[name] ?? ''),
  );
  const entries = Object.entries(query ?? {}).filter(
    (entry): entry is [string, string | number] => entry[1] !== undefined,
  );
  if (entries.length === 0) return path;
  return `${path}?${new URLSearchParams(entries.map(([key, value]): [string, string] => [key, String(value)])).toString()}`;
}
