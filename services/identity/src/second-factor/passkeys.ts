import type { PasskeyAuthenticationResponse, PasskeyRegistrationResponse } from '@prop/contracts/admin-passkeys';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { AdminPasskeyRow } from '../db/types.ts';
import { TOTP_ISSUER } from './totp.ts';
import type { WebAuthnSite } from './webauthn-site.ts';

/**
 * A passkey here follows the password, so holding the authenticator is the second factor; a PIN or
 * fingerprint is asked for where the authenticator has one, not required.
 */
const USER_VERIFICATION = 'preferred';

const known = (passkeys: AdminPasskeyRow[]) =>
  passkeys.map((passkey) => ({ id: passkey.credential_id, transports: passkey.transports }));

/** What navigator.credentials.create() needs; the admin's passkeys are excluded, so one is not added twice. */
export function registrationOptions(
  site: WebAuthnSite,
  admin: { id: string; email: string; name: string },
  passkeys: AdminPasskeyRow[],
) {
  return generateRegistrationOptions({
    rpName: TOTP_ISSUER,
    rpID: site.rpId,
    userName: admin.email,
    userDisplayName: admin.name,
    // The user handle: the admin's id, opaque and stable, so a passkey never carries an email.
    userID: new TextEncoder().encode(admin.id),
    attestationType: 'none',
    excludeCredentials: known(passkeys),
    authenticatorSelection: { residentKey: 'preferred', userVerification: USER_VERIFICATION },
  });
}

export interface NewCredential {
  credentialId: string;
  publicKey: Buffer;
  counter: number;
  transports: string[];
}

/** The new credential, or undefined when the answer is not for this challenge, origin and site. */
export async function verifyRegistration(
  site: WebAuthnSite,
  response: PasskeyRegistrationResponse,
  expectedChallenge: string,
): Promise<NewCredential | undefined> {
  try {
    const result = await verifyRegistrationResponse({
      // The contract checked the shape; the library checks everything inside it.
      response: response as Parameters<typeof verifyRegistrationResponse>[0]['response'],
      expectedChallenge,
      expectedOrigin: site.origin,
      expectedRPID: site.rpId,
      requireUserVerification: false,
    });
    if (!result.verified) return undefined;
    const { credential } = result.registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? response.response.transports ?? [],
    };
  } catch {
    return undefined;
  }
}

/** What navigator.credentials.get() needs: only this admin's passkeys are offered. */
export function authenticationOptions(site: WebAuthnSite, passkeys: AdminPasskeyRow[]) {
  return generateAuthenticationOptions({
    rpID: site.rpId,
    allowCredentials: known(passkeys),
    userVerification: USER_VERIFICATION,
  });
}

/**
 * The authenticator's new signature counter when the assertion is the passkey's signature over this
 * challenge, origin and site, and its counter moved on (or it keeps none); otherwise undefined.
 */
export async function verifyAssertion(
  site: WebAuthnSite,
  response: PasskeyAuthenticationResponse,
  expectedChallenge: string,
  passkey: AdminPasskeyRow,
): Promise<number | undefined> {
  try {
    const result = await verifyAuthenticationResponse({
      response: response as Parameters<typeof verifyAuthenticationResponse>[0]['response'],
      expectedChallenge,
      expectedOrigin: site.origin,
      expectedRPID: site.rpId,
      credential: {
        id: passkey.credential_id,
        publicKey: new Uint8Array(passkey.public_key),
        counter: Number(passkey.counter),
        transports: passkey.transports,
      },
      requireUserVerification: false,
    });
    return result.verified ? result.authenticationInfo.newCounter : undefined;
  } catch {
    return undefined;
  }
}
