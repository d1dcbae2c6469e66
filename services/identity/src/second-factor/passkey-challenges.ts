import type { ServiceDeps } from '@prop/service-kit/service-deps';
import type { IdentityDb } from '../db/types.ts';

type Redis = ServiceDeps<IdentityDb>['redis'];

/** Long enough to touch a security key or unlock a phone, short enough that a stolen challenge is stale. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60 * 1000;

export type Ceremony = 'register' | 'sign-in';

/**
 * The challenge a passkey ceremony signs, one per admin and ceremony, kept in Redis beside the
 * sessions: a new request replaces the last, and taking it deletes it, so each works once and two
 * requests racing with one signed answer cannot both get it.
 */
export class PasskeyChallenges {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private key(ceremony: Ceremony, adminId: string): string {
    return `${this.prefix}admin-passkey-challenge:${ceremony}:${adminId}`;
  }

  async put(ceremony: Ceremony, adminId: string, challenge: string): Promise<void> {
    await this.redis.set(this.key(ceremony, adminId), challenge, 'PX', PASSKEY_CHALLENGE_TTL_MS);
  }

  /** The waiting challenge, gone from Redis once read; undefined when none is waiting. */
  async take(ceremony: Ceremony, adminId: string): Promise<string | undefined> {
    return (await this.redis.getdel(this.key(ceremony, adminId))) ?? undefined;
  }
}
