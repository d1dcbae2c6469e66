import { ALL_ENDPOINTS } from '@prop/contracts/endpoints/all';
import type { Endpoint } from '@prop/contracts/endpoints/define';

/** One /api call as the gateway routes it: its definition in the contracts. */
export type ApiRoute = Endpoint;

/** The largest request body a route accepts when its definition names no limit of its own. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/**
 * The calls the gateway routes: exactly the defined ones, each to the service that owns it with
 * its access class. Nothing else under /api exists but the API's own documentation, which the
 * gateway answers to admins (docs/docs-routes.ts): any other path answers 404 before reaching a
 * service.
 */
export const API_ROUTES: readonly ApiRoute[] = ALL_ENDPOINTS;

/** A route's `METHOD /path`, the key the gateway's per-route settings are looked up by. */
export const routeKey = (route: ApiRoute) => `${route.method} ${route.path}`;

/** Admin paths read the admin cookie, every other path the trader cookie. */
export const isAdminPath = (path: string) => path.startsWith('/api/admin/');
