import { newDeviceSignedIn } from '@prop/contracts/events/identity';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import { deviceName } from '@prop/service-kit/device-name';
import type { IdentityContext } from '../context.ts';
import { rememberDevice } from '../db/known-devices.ts';
import type { Recipient } from '../domain/recipient.ts';

/** Where a sign-in came from, as the gateway saw it. */
export interface SignInClient {
  address: string | null;
  userAgent: string;
}

/**
 * After a successful sign-in: a device the account never signed in from is remembered, and
 * announced (marketing e-mails "new sign-in") unless it is the account's very first one.
 */
export async function noteSignInDevice(
  ctx: IdentityContext,
  actor: Actor,
  recipient: Recipient,
  client: SignInClient,
): Promise<void> {
  const device = deviceName(client.userAgent);
  await runCommand(ctx.runtime, actor, async ({ trx, now, emit }) => {
    const sighting = await rememberDevice(trx, { role: recipient.role, id: recipient.userId }, device, now);
    if (sighting !== 'new') return;
    await emit(newDeviceSignedIn, { ...recipient, device, address: client.address, at: now.toISOString() });
  });
}
