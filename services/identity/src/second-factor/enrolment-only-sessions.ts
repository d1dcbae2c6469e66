import { enrolmentOnlySessionKey } from '@prop/contracts/second-factor';
import type { ServiceDeps } from '@prop/service-kit/service-deps';
import { SESSION_POLICY } from '@prop/service-kit/session-store';
import type { IdentityDb } from '../db/types.ts';

/** ioredis is service-kit's dependency; identity names the client through the deps it is handed. */
type Redis = ServiceDeps<IdentityDb>['redis'];

/**
 * Admin sessions that may only enrol a second factor (ADMIN_TOTP_REQUIRED and none enrolled).
 * The mark lives beside the session in Redis, where every gateway replica reads it on each admin
 * request; it lasts as long as an admin session can, and a revoked session makes it moot.
 */
export class EnrolmentOnlySessions {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async mark(sessionId: string): Promise<void> {
    await this.redis.set(enrolmentOnlySessionKey(this.prefix, sessionId), '1', 'PX', SESSION_POLICY.admin.absoluteMs);
  }

  /** The admin proved a second factor in this session: it opens the whole admin area from now on. */
  async lift(sessionId: string): Promise<void> {
    await this.redis.del(enrolmentOnlySessionKey(this.prefix, sessionId));
  }

  async has(sessionId: string): Promise<boolean> {
    return (await this.redis.exists(enrolmentOnlySessionKey(this.prefix, sessionId))) === 1;
  }
}
