import type { z } from 'zod';
import type { registerSchema } from '@prop/contracts/auth';
import { AUTH_MESSAGES } from '@prop/contracts/errors';
import { userRegistered } from '@prop/contracts/events/identity';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import { conflict } from '@prop/service-kit/errors';
import type { IdentityContext } from '../context.ts';
import { insertUser } from '../db/users.ts';
import type { UserRow } from '../db/types.ts';
import { hashPassword } from '../domain/passwords.ts';
import { toEventProfile } from '../domain/user-view.ts';

/** A visitor opens a trader account: the user, their pending KYC record and user.registered, or 409. */
export async function registerUser(
  ctx: IdentityContext,
  actor: Actor,
  input: z.output<typeof registerSchema>,
): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  const user = await runCommand(ctx.runtime, actor, async ({ trx, now, emit }) => {
    const row = await insertUser(trx, { ...input, passwordHash }, now);
    if (row) await emit(userRegistered, toEventProfile(row));
    return row;
  });
  if (!user) throw conflict(AUTH_MESSAGES.emailTaken);
  return user;
}
