import { z } from 'zod';
import { MESSAGES } from './auth.ts';
import { emailField, requiredText } from './fields.ts';
import { currentAdminSchema } from './user.ts';
import { ADMIN_ROLES } from './staff-roles.ts';

/** invited: has not chosen a password yet; disabled: may not sign in. */
export const ADMIN_STATUSES = ['active', 'invited', 'disabled'] as const;
export type AdminStatus = (typeof ADMIN_STATUSES)[number];

export const ADMIN_MANAGEMENT_MESSAGES = {
  rolesRequired: 'Choose at least one role',
  ownerOnly: 'Only an owner can manage admins',
  adminNotFound: 'Admin not found',
  cannotDisableSelf: 'You cannot disable your own account',
  cannotResetOwnSecondFactor: 'Reset your own second factor on the Security page',
  lastOwner: 'There must be at least one active owner: make another admin an owner first',
  alreadyDisabled: 'This admin is already disabled',
  notDisabled: 'This admin is not disabled',
  invited: 'Invitation sent',
  invitationAccepted: 'Your password is set. Please sign in with it.',
  rolesChanged: 'Roles updated',
  disabled: 'Admin disabled; their sessions have ended',
  enabled: 'Admin enabled',
  secondFactorReset: 'Second factor reset; their sessions have ended',
} as const;

/** A set of roles: at least one, each once, in the order of ADMIN_ROLES. */
export const adminRolesSchema = z
  .array(z.enum(ADMIN_ROLES, { error: 'Unknown role' }))
  .min(1, ADMIN_MANAGEMENT_MESSAGES.rolesRequired)
  .max(ADMIN_ROLES.length * 2)
  .transform((roles) => ADMIN_ROLES.filter((role) => roles.includes(role)));

/** One admin as an owner manages them. */
export const adminListItemSchema = z.object({
  id: z.string().uuid(),
  email: z.string(),
  name: z.string(),
  roles: z.array(z.enum(ADMIN_ROLES)),
  status: z.enum(ADMIN_STATUSES),
  secondFactorEnrolled: z.boolean(),
  /** ISO time of the last sign-in; null when they never signed in since this was recorded. */
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminListItem = z.infer<typeof adminListItemSchema>;
export const adminListSchema = z.array(adminListItemSchema);

/** POST /api/admin/admins: the invitation e-mail carries a link to choose a password. */
export const inviteAdminSchema = z.object({
  email: emailField(),
  firstName: requiredText(MESSAGES.firstName, 100),
  lastName: requiredText(MESSAGES.lastName, 100),
  roles: adminRolesSchema,
});
export type InviteAdminInput = z.input<typeof inviteAdminSchema>;

/** PUT /api/admin/admins/:id/roles. */
export const adminRolesInputSchema = z.object({ roles: adminRolesSchema });
export type AdminRolesInput = z.input<typeof adminRolesInputSchema>;

export const adminIdParamSchema = z.object({ id: z.string().uuid({ error: ADMIN_MANAGEMENT_MESSAGES.adminNotFound }) });

/** GET /api/admin/me: who is signed in, with their roles (the app shows owners the Admins screen). */
export const signedInAdminSchema = currentAdminSchema.extend({ roles: z.array(z.enum(ADMIN_ROLES)) });
export type SignedInAdmin = z.infer<typeof signedInAdminSchema>;
