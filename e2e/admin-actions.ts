import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Response } from 'playwright-core';

/**
 * Every admin change the browser tests make, one JSON line each, so the last spec can check that
 * the audit log holds every one of them (by the gateway's request id, which the audit entry keeps).
 */
export const ADMIN_ACTIONS_LOG = path.resolve(import.meta.dirname, '../test-artifacts/admin-actions.jsonl');

export interface AdminActionSeen {
  method: string;
  path: string;
  requestId: string;
  /** The admin signed in on the page that made it, as the admin app last heard from `/api/admin/me`. */
  actorId?: string;
}

/**
 * Signing in and out starts or ends a session, and starting an authenticator enrolment or a passkey
 * ceremony stores a secret or a challenge that does nothing until it is confirmed (which is
 * audited): none changes what the back office runs. Nor does an admin asking for a reset link or
 * choosing their password from one (an invited admin's first password included): nobody is signed
 * in to make it, and the owner's invitation that led to it is audited.
 */
const NOT_ADMIN_ACTIONS = new Set([
  '/api/admin/login',
  '/api/admin/logout',
  '/api/admin/password/forgot',
  '/api/admin/password/reset',
  '/api/admin/security/totp/enrol',
  '/api/admin/login/passkey-options',
  '/api/admin/security/passkeys/options',
]);

export function adminActionOf(response: Response): AdminActionSeen | null {
  const request = response.request();
  const { pathname } = new URL(request.url());
  if (['GET', 'HEAD', 'OPTIONS'].includes(request.method())) return null;
  if (!pathname.startsWith('/api/admin/') || NOT_ADMIN_ACTIONS.has(pathname) || !response.ok()) return null;
  const requestId = response.headers()['x-request-id'];
  return requestId ? { method: request.method(), path: pathname, requestId } : null;
}

/**
 * Records the admin changes made from the pages of this context (page traffic, not context.request),
 * each with its actor: the admin the app's last `/api/admin/me` named, as one context is one cookie
 * jar and so one signed-in admin at a time, and the app asks who that is before it shows anything.
 */
export function watchAdminActions(context: BrowserContext): void {
  let actorId: Promise<string | undefined> = Promise.resolve(undefined);
  context.on('response', (response) => {
    if (response.ok() && new URL(response.url()).pathname === '/api/admin/me') {
      actorId = response.json().then(
        (body: { id?: string }) => body.id,
        () => undefined,
      );
      return;
    }
    const action = adminActionOf(response);
    if (!action) return;
    void actorId.then((id) => appendFileSync(ADMIN_ACTIONS_LOG, `${JSON.stringify({ ...action, actorId: id })}\n`));
  });
}

export function resetAdminActions(): void {
  mkdirSync(path.dirname(ADMIN_ACTIONS_LOG), { recursive: true });
  writeFileSync(ADMIN_ACTIONS_LOG, '');
}

export function adminActionsSeen(): AdminActionSeen[] {
  if (!existsSync(ADMIN_ACTIONS_LOG)) return [];
  return readFileSync(ADMIN_ACTIONS_LOG, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as AdminActionSeen);
}
