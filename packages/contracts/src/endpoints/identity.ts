import { defineEndpoint } from './define.ts';

/** Two documents of up to 5 MB each plus multipart overhead. */
const KYC_UPLOAD_LIMIT = 12 * 1024 * 1024;

/** The identity service's HTTP calls, as the gateway routes them and the apps call them. */
export const identityEndpoints = {
  // identity: sessions, the current user and KYC
  postLogin: defineEndpoint({ method: 'POST', path: '/api/login', service: 'identity', access: 'public' }),
  postRegister: defineEndpoint({ method: 'POST', path: '/api/register', service: 'identity', access: 'public' }),
  postLogout: defineEndpoint({ method: 'POST', path: '/api/logout', service: 'identity', access: 'public' }),
  getUser: defineEndpoint({ method: 'GET', path: '/api/user', service: 'identity', access: 'trader' }),
  putUserPersonal: defineEndpoint({ method: 'PUT', path: '/api/user/personal', service: 'identity', access: 'trader' }),
  putUserAddress: defineEndpoint({ method: 'PUT', path: '/api/user/address', service: 'identity', access: 'trader' }),
  putUserPassword: defineEndpoint({ method: 'PUT', path: '/api/user/password', service: 'identity', access: 'trader' }),
  getKyc: defineEndpoint({ method: 'GET', path: '/api/kyc', service: 'identity', access: 'trader' }),
  postKycUpload: defineEndpoint({
    method: 'POST',
    path: '/api/kyc/upload',
    service: 'identity',
    access: 'trader',
    bodyLimit: KYC_UPLOAD_LIMIT,
  }),
  // beyond the spec (issue 19): password reset, e-mail verification, consent, sessions, the trader's data
  postPasswordForgot: defineEndpoint({
    method: 'POST',
    path: '/api/password/forgot',
    service: 'identity',
    access: 'public',
  }),
  postPasswordReset: defineEndpoint({
    method: 'POST',
    path: '/api/password/reset',
    service: 'identity',
    access: 'public',
  }),
  postEmailVerify: defineEndpoint({ method: 'POST', path: '/api/email/verify', service: 'identity', access: 'public' }),
  postEmailVerification: defineEndpoint({
    method: 'POST',
    path: '/api/email/verification',
    service: 'identity',
    access: 'trader',
  }),
  putUserConsent: defineEndpoint({ method: 'PUT', path: '/api/user/consent', service: 'identity', access: 'trader' }),
  getUserSessions: defineEndpoint({ method: 'GET', path: '/api/user/sessions', service: 'identity', access: 'trader' }),
  deleteUserSessions: defineEndpoint({
    method: 'DELETE',
    path: '/api/user/sessions',
    service: 'identity',
    access: 'trader',
  }),
  deleteUserSessionById: defineEndpoint({
    method: 'DELETE',
    path: '/api/user/sessions/:id',
    service: 'identity',
    access: 'trader',
  }),
  getUserExport: defineEndpoint({ method: 'GET', path: '/api/user/export', service: 'identity', access: 'trader' }),
  getUserDeletionRequest: defineEndpoint({
    method: 'GET',
    path: '/api/user/deletion-request',
    service: 'identity',
    access: 'trader',
  }),
  postUserDeletionRequest: defineEndpoint({
    method: 'POST',
    path: '/api/user/deletion-request',
    service: 'identity',
    access: 'trader',
  }),
  // admin: identity
  // beyond the spec (issue 19): admin password reset, passkeys and recovery codes, deletion requests
  postAdminPasswordForgot: defineEndpoint({
    method: 'POST',
    path: '/api/admin/password/forgot',
    service: 'identity',
    access: 'public',
  }),
  postAdminPasswordReset: defineEndpoint({
    method: 'POST',
    path: '/api/admin/password/reset',
    service: 'identity',
    access: 'public',
  }),
  postAdminLoginPasskeyOptions: defineEndpoint({
    method: 'POST',
    path: '/api/admin/login/passkey-options',
    service: 'identity',
    access: 'public',
  }),
  getAdminSecurityPasskeys: defineEndpoint({
    method: 'GET',
    path: '/api/admin/security/passkeys',
    service: 'identity',
    access: 'admin',
    beforeSecondFactor: true,
  }),
  postAdminSecurityPasskeysOptions: defineEndpoint({
    method: 'POST',
    path: '/api/admin/security/passkeys/options',
    service: 'identity',
    access: 'admin',
    beforeSecondFactor: true,
  }),
  postAdminSecurityPasskeys: defineEndpoint({
    method: 'POST',
    path: '/api/admin/security/passkeys',
    service: 'identity',
    access: 'admin',
    beforeSecondFactor: true,
  }),
  deleteAdminSecurityPasskeyById: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/security/passkeys/:id',
    service: 'identity',
    access: 'admin',
  }),
  postAdminSecurityRecoveryCodes: defineEndpoint({
    method: 'POST',
    path: '/api/admin/security/recovery-codes',
    service: 'identity',
    access: 'admin',
  }),
  getAdminDeletionRequests: defineEndpoint({
    method: 'GET',
    path: '/api/admin/deletion-requests',
    service: 'identity',
    access: 'admin',
  }),
  postAdminDeletionRequestConfirm: defineEndpoint({
    method: 'POST',
    path: '/api/admin/deletion-requests/:userId/confirm',
    service: 'identity',
    access: 'admin',
  }),
  postAdminDeletionRequestReject: defineEndpoint({
    method: 'POST',
    path: '/api/admin/deletion-requests/:userId/reject',
    service: 'identity',
    access: 'admin',
  }),
  postAdminLogin: defineEndpoint({ method: 'POST', path: '/api/admin/login', service: 'identity', access: 'public' }),
  postAdminLogout: defineEndpoint({ method: 'POST', path: '/api/admin/logout', service: 'identity', access: 'public' }),
  getAdminMe: defineEndpoint({
    method: 'GET',
    path: '/api/admin/me',
    service: 'identity',
    access: 'admin',
    beforeSecondFactor: true,
  }),
  // beyond the spec: the admin's own authenticator (TOTP) - its state, enrolling, confirming, disabling
  getAdminSecurityTotp: defineEndpoint({
    method: 'GET',
    path: '/api/admin/security/totp',
    service: 'identity',
    access: 'admin',
    beforeSecondFactor: true,
  }),
  postAdminSecurityTotpEnrol: defineEndpoint({
    method: 'POST',
    path: '/api/admin/security/totp/enrol',
    service: 'identity',
    access: 'admin',
    beforeSecondFactor: true,
  }),
  postAdminSecurityTotpConfirm: defineEndpoint({
    method: 'POST',
    path: '/api/admin/security/totp/confirm',
    service: 'identity',
    access: 'admin',
    beforeSecondFactor: true,
  }),
  postAdminSecurityTotpDisable: defineEndpoint({
    method: 'POST',
    path: '/api/admin/security/totp/disable',
    service: 'identity',
    access: 'admin',
  }),
  // issue 21: an owner manages the admins (roles from issue 23)
  getAdminAdmins: defineEndpoint({ method: 'GET', path: '/api/admin/admins', service: 'identity', access: 'admin' }),
  postAdminAdmins: defineEndpoint({ method: 'POST', path: '/api/admin/admins', service: 'identity', access: 'admin' }),
  putAdminAdminRoles: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/admins/:id/roles',
    service: 'identity',
    access: 'admin',
  }),
  postAdminAdminDisable: defineEndpoint({
    method: 'POST',
    path: '/api/admin/admins/:id/disable',
    service: 'identity',
    access: 'admin',
  }),
  postAdminAdminEnable: defineEndpoint({
    method: 'POST',
    path: '/api/admin/admins/:id/enable',
    service: 'identity',
    access: 'admin',
  }),
  postAdminAdminSecondFactorReset: defineEndpoint({
    method: 'POST',
    path: '/api/admin/admins/:id/second-factor/reset',
    service: 'identity',
    access: 'admin',
  }),
  getAdminUsers: defineEndpoint({ method: 'GET', path: '/api/admin/users', service: 'identity', access: 'admin' }),
  getAdminUserById: defineEndpoint({
    method: 'GET',
    path: '/api/admin/user/:id',
    service: 'identity',
    access: 'admin',
  }),
  deleteAdminUserById: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/user/:id',
    service: 'identity',
    access: 'admin',
  }),
  getAdminKyc: defineEndpoint({ method: 'GET', path: '/api/admin/kyc', service: 'identity', access: 'admin' }),
  putAdminKycByUserId: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/kyc/:userId',
    service: 'identity',
    access: 'admin',
  }),
  getAdminUserKycById: defineEndpoint({
    method: 'GET',
    path: '/api/admin/user/kyc/:id',
    service: 'identity',
    access: 'admin',
  }),
  getAdminKycByUserIdDocuments: defineEndpoint({
    method: 'GET',
    path: '/api/admin/kyc/:userId/documents',
    service: 'identity',
    access: 'admin',
  }),
  getAdminKycDocumentsByDocumentId: defineEndpoint({
    method: 'GET',
    path: '/api/admin/kyc/documents/:documentId',
    service: 'identity',
    access: 'admin',
  }),
  // issue 23: view as trader (docs/decisions/015)
  postAdminViewAsByUserId: defineEndpoint({
    method: 'POST',
    path: '/api/admin/view-as/:userId',
    service: 'identity',
    access: 'admin',
    roles: ['support'],
  }),
  /** The trader app's banner: the view the caller is in (404 for a trader's own session). */
  getViewAs: defineEndpoint({ method: 'GET', path: '/api/view-as', service: 'identity', access: 'trader' }),
  /** "End view": public, because a view session may make no trader write (the gateway lets this one through). */
  postViewAsEnd: defineEndpoint({ method: 'POST', path: '/api/view-as/end', service: 'identity', access: 'public' }),
};
