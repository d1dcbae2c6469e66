import { encodeLiveAdminRoles, liveAdminRolesKey } from '@prop/contracts/live-admin-roles';
import type { ServiceDeps } from '@prop/service-kit/service-deps';
import { SESSION_POLICY } from '@prop/service-kit/session-store';
import type { Kysely } from 'kysely';
import type { IdentityDb } from '../db/types.ts';

/** ioredis is service-kit's dependency; identity names the client through the deps it is handed. */
type Redis = ServiceDeps<IdentityDb>['redis'];

/**
 * Where the gateway reads a signed-in admin's roles (docs/decisions/014). `publish` copies the
 * admin's roles from their row, read under a share lock and written to Redis before that lock is
 * let go: a role change (which locks the row for update) can neither commit between the read and
 * the write nor have its own publish overtaken by an older value, so whatever publishes last
 * wrote what was last committed. Sign-in publishes before the session starts, a role change after
 * it commits. The value lasts as long as an admin session can, counted from the latest publish.
 */
export class LiveAdminRoles {
  constructor(
    private readonly db: Kysely<IdentityDb>,
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async publish(adminId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('admins')
        .select('roles')
        .where('id', '=', adminId)
        .forShare()
        .executeTakeFirst();
      const key = liveAdminRolesKey(this.prefix, adminId);
      if (!row) await this.redis.del(key);
      else await this.redis.set(key, encodeLiveAdminRoles(row.roles), 'PX', SESSION_POLICY.admin.absoluteMs);
    });
  }
}
