import type { FastifyReply } from 'fastify';
import type { Role } from '@prop/contracts/user';
import { clearedSessionCookieOf, type SessionCookie, type SessionSettings } from '../domain/sessions.ts';

/** Hands the browser the cookie of the session a command started. */
export function setSessionCookie(reply: FastifyReply, cookie: SessionCookie): void {
  reply.setCookie(cookie.name, cookie.value, cookie.options);
}

export function clearSessionCookie(reply: FastifyReply, settings: SessionSettings, role: Role): void {
  const cookie = clearedSessionCookieOf(settings, role);
  reply.clearCookie(cookie.name, cookie.options);
}
