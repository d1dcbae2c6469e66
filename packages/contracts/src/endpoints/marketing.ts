import { defineEndpoint } from './define.ts';

/** The marketing service's HTTP calls, as the gateway routes them and the apps call them. */
export const marketingEndpoints = {
  // admin: marketing
  getAdminBrevoInfo: defineEndpoint({
    method: 'GET',
    path: '/api/admin/brevo/info',
    service: 'marketing',
    access: 'admin',
    roles: ['marketing'],
  }),
  getAdminBrevoLists: defineEndpoint({
    method: 'GET',
    path: '/api/admin/brevo/lists',
    service: 'marketing',
    access: 'admin',
    roles: ['marketing'],
  }),
  postAdminBrevoSync: defineEndpoint({
    method: 'POST',
    path: '/api/admin/brevo/sync',
    service: 'marketing',
    access: 'admin',
    roles: ['marketing'],
  }),
  // added to the product's routes: the progress of the running (or last) sync, which the admin page polls
  getAdminBrevoSync: defineEndpoint({
    method: 'GET',
    path: '/api/admin/brevo/sync',
    service: 'marketing',
    access: 'admin',
    roles: ['marketing'],
  }),
  postAdminBrevoAddByUserId: defineEndpoint({
    method: 'POST',
    path: '/api/admin/brevo/add/:userId',
    service: 'marketing',
    access: 'admin',
    roles: ['marketing'],
  }),
  deleteAdminBrevoRemoveByUserId: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/brevo/remove/:userId',
    service: 'marketing',
    access: 'admin',
    roles: ['marketing'],
  }),
};
