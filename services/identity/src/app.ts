import cookie from '@fastify/cookie';
import { callerPlugin } from '@prop/service-kit/caller';
import { redisKeyPrefix } from '@prop/service-kit/config';
import { createApp, registerHealth } from '@prop/service-kit/create-app';
import { registerMetrics } from '@prop/service-kit/metrics';
import type { ServiceDeps } from '@prop/service-kit/service-deps';
import { SessionStore } from '@prop/service-kit/session-store';
import { sql } from 'kysely';
import type { IdentityConfig } from './config.ts';
import type { IdentityContext } from './context.ts';
import type { IdentityDb } from './db/types.ts';
import { createDocumentStore } from './documents/create-document-store.ts';
import { DocumentVault } from './documents/document-vault.ts';
import { startAccountLinkConsumer } from './events/account-links.ts';
import { adminAdminRoutes } from './routes/admin-admins.ts';
import { adminAuthRoutes } from './routes/admin-auth.ts';
import { adminKycRoutes } from './routes/admin-kyc.ts';
import { adminKycDocumentRoutes } from './routes/admin-kyc-documents.ts';
import { adminUserRoutes } from './routes/admin-users.ts';
import { viewAsRoutes } from './routes/view-as.ts';
import { authRoutes } from './routes/auth.ts';
import { kycRoutes } from './routes/kyc.ts';
import { kycUploadRoutes } from './routes/kyc-upload.ts';
import { privacyRoutes } from './routes/privacy.ts';
import { profileRoutes } from './routes/profile.ts';
import { sessionRoutes } from './routes/sessions.ts';
import { adminDeletionRequestRoutes } from './routes/admin-deletion-requests.ts';
import { emailVerificationRoutes } from './routes/email-verification.ts';
import { passwordResetRoutes } from './routes/password-reset.ts';
import { startEmailVerifiedResponder } from './rpc/email-verified-responder.ts';
import { createUserDataGatherer } from './rpc/gather-user-data.ts';
import { adminSecondFactorRoutes } from './routes/admin-second-factor.ts';
import { LiveAdminRoles } from './admin-roles/live-admin-roles.ts';
import { EnrolmentOnlySessions } from './second-factor/enrolment-only-sessions.ts';
import { totpSealingKey } from './second-factor/secret-box.ts';
import { adminPasskeyRoutes } from './routes/admin-passkeys.ts';
import { adminRecoveryCodeRoutes } from './routes/admin-recovery-codes.ts';
import { PasskeyChallenges } from './second-factor/passkey-challenges.ts';
import { recoveryCodeKey } from './second-factor/recovery-codes.ts';

/** The identity service as a testable app: connections come in, routes go on, nothing listens. */
export async function buildApp(deps: ServiceDeps<IdentityDb>, config: IdentityConfig) {
  const app = createApp(config);
  await app.register(cookie);
  await app.register(callerPlugin, { internalToken: config.INTERNAL_TOKEN });
  registerMetrics(app, 'identity', config.METRICS_TOKEN);
  registerHealth(app, [
    { name: 'postgres', check: () => sql`select 1`.execute(deps.db) },
    { name: 'redis', check: () => deps.redis.ping() },
    { name: 'nats', check: () => deps.nats.nc.flush() },
  ]);
  const documents = new DocumentVault(
    await createDocumentStore(config),
    Buffer.from(config.KYC_ENCRYPTION_KEY, 'base64'),
    app.log,
  );
  const ctx: IdentityContext = {
    runtime: deps.runtime,
    db: deps.db,
    sessions: {
      store: new SessionStore(deps.redis, redisKeyPrefix(config.NAMESPACE)),
      secret: config.SESSION_SECRET,
      secureCookies: config.COOKIE_SECURE,
    },
    internalToken: config.INTERNAL_TOKEN,
    documents,
    secondFactor: {
      required: config.ADMIN_SECOND_FACTOR_REQUIRED,
      sealingKey: totpSealingKey(Buffer.from(config.KYC_ENCRYPTION_KEY, 'base64')),
      enrolmentOnly: new EnrolmentOnlySessions(deps.redis, redisKeyPrefix(config.NAMESPACE)),
      webAuthn: {
        rpId: config.WEBAUTHN_RP_ID,
        origins: config.WEBAUTHN_ORIGINS,
        allowLoopback: config.NODE_ENV !== 'production',
      },
      passkeyChallenges: new PasskeyChallenges(deps.redis, redisKeyPrefix(config.NAMESPACE)),
      recoveryKey: recoveryCodeKey(Buffer.from(config.KYC_ENCRYPTION_KEY, 'base64')),
    },
    viewAsLifetimeMs: config.VIEW_AS_MINUTES * 60_000,
    adminRoles: new LiveAdminRoles(deps.db, deps.redis, redisKeyPrefix(config.NAMESPACE)),
    gatherUserData: createUserDataGatherer(deps.nats.nc, config.NAMESPACE, config.USER_DATA_TIMEOUT_MS, deps.log),
  };
  for (const routes of [
    authRoutes,
    profileRoutes,
    kycRoutes,
    kycUploadRoutes,
    adminAuthRoutes,
    adminSecondFactorRoutes,
    adminPasskeyRoutes,
    adminRecoveryCodeRoutes,
    adminUserRoutes,
    adminKycRoutes,
    adminKycDocumentRoutes,
    sessionRoutes,
    privacyRoutes,
    adminDeletionRequestRoutes,
    adminAdminRoutes,
    viewAsRoutes,
    passwordResetRoutes,
    emailVerificationRoutes,
  ]) {
    await app.register(routes, ctx);
  }
  const stopLinkConsumer = await startAccountLinkConsumer(deps);
  const stopEmailVerifiedResponder = startEmailVerifiedResponder(deps.nats.nc, config.NAMESPACE, deps.db, deps.log);
  app.addHook('onClose', async () => {
    stopEmailVerifiedResponder();
    await stopLinkConsumer();
    await documents.close();
    await deps.close();
  });
  return app;
}
