import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const base64Url = (data: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(data));

/** Authenticator data flags (WebAuthn §6.1): user present, user verified, attested credential data. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}

/**
 * A passkey in software, as a browser and its authenticator would answer: an ES256 key from
 * node:crypto, 'none' attestation, and the CBOR and client data WebAuthn specifies, so the server's
 * real verification runs on real signatures. `counting` makes it report a signature counter.
 */
export class SoftwareAuthenticator {
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  readonly credentialId = base64Url(randomBytes(16));
  counter = 0;

  constructor(
    private readonly origin: string,
    private readonly counting = true,
  ) {}

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  /** What startRegistration() would send back for `options`. */
  register(options: { challenge: string; rp: { id?: string } }) {
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    const coseKey = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, isoBase64URL.toBuffer(jwk.x ?? '')],
      [-3, isoBase64URL.toBuffer(jwk.y ?? '')],
    ]);
    const id = isoBase64URL.toBuffer(this.credentialId);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([UP | UV | AT]),
      counterBytes(this.counter),
      Buffer.alloc(16), // AAGUID: none
      idLength,
      id,
      isoCBOR.encode(coseKey),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key' as const,
      response: {
        clientDataJSON: base64Url(this.clientData('webauthn.create', options.challenge)),
        attestationObject: base64Url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /** What startAuthentication() would send back: a signature over this challenge, the counter moved on. */
  authenticate(options: { challenge: string; rpId?: string }) {
    if (this.counting) this.counter += 1;
    const rpId = options.rpId ?? new URL(this.origin).hostname;
    const authData = Buffer.concat([sha256(rpId), Buffer.from([UP | UV]), counterBytes(this.counter)]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.keys.privateKey);
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key' as const,
      response: {
        clientDataJSON: base64Url(clientDataJSON),
        authenticatorData: base64Url(authData),
        signature: base64Url(signature),
      },
      clientExtensionResults: {},
    };
  }
}
