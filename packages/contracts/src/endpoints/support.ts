import { defineEndpoint } from './define.ts';

/** The support service's HTTP calls, as the gateway routes them and the apps call them. */
export const supportEndpoints = {
  getSupportTickets: defineEndpoint({
    method: 'GET',
    path: '/api/support/tickets',
    service: 'support',
    access: 'trader',
  }),
  postSupportTicket: defineEndpoint({
    method: 'POST',
    path: '/api/support/ticket',
    service: 'support',
    access: 'trader',
  }),
  postSupportTicketsByTicketIdReply: defineEndpoint({
    method: 'POST',
    path: '/api/support/tickets/:ticketId/reply',
    service: 'support',
    access: 'trader',
  }),
  // admin: support
  getAdminSupportTickets: defineEndpoint({
    method: 'GET',
    path: '/api/admin/support/tickets',
    service: 'support',
    access: 'admin',
    roles: ['support'],
  }),
  patchAdminSupportTicketsById: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/support/tickets/:id',
    service: 'support',
    access: 'admin',
    roles: ['support'],
  }),
  postAdminSupportTicketsByIdReply: defineEndpoint({
    method: 'POST',
    path: '/api/admin/support/tickets/:id/reply',
    service: 'support',
    access: 'admin',
    roles: ['support'],
  }),
  patchAdminSupportTicketsByIdClose: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/support/tickets/:id/close',
    service: 'support',
    access: 'admin',
    roles: ['support'],
  }),
};
