import { defineEndpoint } from './define.ts';

/** The audit service's HTTP calls, as the gateway routes them and the apps call them. */
export const auditEndpoints = {
  // admin: the audit log of every admin action, kept by the audit service
  getAdminAuditLog: defineEndpoint({ method: 'GET', path: '/api/admin/audit-log', service: 'audit', access: 'admin' }),
};
