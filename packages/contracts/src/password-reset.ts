import { z } from 'zod';
import { MESSAGES, registerSchema } from './auth.ts';
import { emailField } from './fields.ts';

export const PASSWORD_RESET_MESSAGES = {
  requested: 'If an account exists for that address, we have sent a link to reset your password.',
  invalidLink: 'This reset link is invalid or has expired.',
  done: 'Your password has been reset. Please sign in with your new password.',
} as const;

/** POST /api/password/forgot and /api/admin/password/forgot. */
export const passwordForgotSchema = z.object({ email: emailField() });
export type PasswordForgotInput = z.input<typeof passwordForgotSchema>;

/** POST /api/password/reset and /api/admin/password/reset: the new password follows the registration rules. */
export const passwordResetSchema = z.object({
  token: z.string().min(1).max(200),
  password: registerSchema.shape.password,
});
export type PasswordResetInput = z.input<typeof passwordResetSchema>;

/** The reset form: the confirmation is checked in the browser only. */
export const passwordResetFormSchema = passwordResetSchema
  .extend({ confirmPassword: z.string() })
  .refine((input) => input.password === input.confirmPassword, {
    message: MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type PasswordResetFormInput = z.input<typeof passwordResetFormSchema>;
