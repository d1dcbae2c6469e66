/**
 * The staff roles of the back office (issue 23, docs/decisions/014). An owner may call every admin
 * route and manages the admins; each other role opens the admin routes whose definition names it.
 * Every admin created before roles existed, and every one the command line or the seed creates, is
 * an owner.
 */
export const ADMIN_ROLES = ['owner', 'finance', 'risk', 'kyc', 'support', 'marketing'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** Every role but owner: what a route every signed-in admin needs (their own security, who they are) names. */
export const STAFF_ROLES = ADMIN_ROLES.filter((role) => role !== 'owner');

export const STAFF_ROLE_MESSAGES = {
  /** The gateway's 403 when none of the admin's roles opens the route. */
  forbidden: 'Your role does not allow this',
  /** The admin app's screen for a deep link to a section the admin's roles do not open. */
  unavailable: 'Not available for your role',
} as const;
